import type { PageComparison } from './page-comparison';
import type { SeoChanges } from './report-model';

type Heads = ReadonlyMap<string, Record<string, string>>;

// Tags that repeat the title or the description: told with them, not again.
// The generated share image's alt text is the page's tab title, so it follows the title too.
const followsTitle = new Set(['title', 'og:title', 'twitter:title', 'og:image:alt', 'twitter:image:alt']);
const followsDescription = new Set(['description', 'og:description', 'twitter:description']);

function routesByTitle(heads: Heads): Map<string, string[]> {
  const byTitle = new Map<string, string[]>();
  for (const [route, head] of heads) {
    const title = head.title ?? '';
    byTitle.set(title, [...(byTitle.get(title) ?? []), route]);
  }
  return byTitle;
}

export interface SeoInput {
  /** Every page's head tags, by route. */
  before: Heads;
  after: Heads;
  compared: readonly { route: string; comparison: PageComparison }[];
  added: readonly string[];
  descriptionLimit: number;
}

/** Title and description changes side by side, other head tag changes, and what got worse: long descriptions, shared titles. */
export function seoChanges({ before, after, compared, added, descriptionLimit }: SeoInput): SeoChanges {
  const titlesAndDescriptions: SeoChanges['titlesAndDescriptions'] = [];
  const otherTags: SeoChanges['otherTags'] = [];
  for (const { route, comparison } of compared) {
    const changed = new Set(comparison.head.map((change) => change.tag));
    const titleChanged = changed.has('title');
    const descriptionChanged = changed.has('description');
    for (const tag of ['title', 'description'] as const) {
      if (changed.has(tag))
        titlesAndDescriptions.push({
          route,
          tag,
          before: before.get(route)?.[tag] ?? '',
          after: after.get(route)?.[tag] ?? '',
        });
    }
    for (const change of comparison.head) {
      if (followsTitle.has(change.tag) && titleChanged) continue;
      if (followsDescription.has(change.tag) && descriptionChanged) continue;
      otherTags.push({ route, ...change });
    }
  }
  for (const route of added) {
    const head = after.get(route) ?? {};
    for (const tag of ['title', 'description'] as const)
      titlesAndDescriptions.push({ route, tag, after: head[tag] ?? '' });
  }

  const descriptionsOverLimit = [...after]
    .filter(
      ([route, head]) =>
        (head.description ?? '').length > descriptionLimit &&
        (before.get(route)?.description ?? '').length <= descriptionLimit,
    )
    .map(([route, head]) => ({ route, length: (head.description ?? '').length }));

  const titlesBefore = routesByTitle(before);
  const duplicatedTitles = [...routesByTitle(after)]
    .filter(
      ([title, routes]) =>
        routes.length > 1 && routes.some((route) => !(titlesBefore.get(title) ?? []).includes(route)),
    )
    .map(([title, routes]) => ({ title, routes }));

  return { titlesAndDescriptions, otherTags, descriptionLimit, descriptionsOverLimit, duplicatedTitles };
}
