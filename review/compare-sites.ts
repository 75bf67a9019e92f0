import {
  changeCause,
  linkedPaths,
  namedInMarkup,
  narrowByTitle,
  routeOfPageFile,
  textAroundChanges,
  type TitleChange,
} from './change-sources';
import { hasImageChanges, hasLinkChanges, linkChanges } from './link-changes';
import { diffMarkup, markupChangeKey } from './markup-diff';
import { comparePages, type PageComparison, type RegionComparison } from './page-comparison';
import type { PageSnapshot } from './page-snapshot';
import { shortTitle, siteOrigin } from './page-title';
import { redirectChanges } from './redirect-changes';
import type {
  ChangeCause,
  ChangedRoute,
  MarkupGroup,
  PageContentChange,
  PageLinkChange,
  ReviewReport,
  RoutedPage,
} from './report-model';
import { seoChanges } from './seo-changes';
import { sharedChanges } from './shared-changes';
import type { BuiltPage, SiteSnapshot } from './site-snapshot';
import { weightGrowth } from './weight-growth';

/** Everything the report says about the two builds. */
export type SiteComparison = Omit<ReviewReport, 'base' | 'current' | 'notes' | 'screenshots'>;

export interface CompareInput {
  before: SiteSnapshot;
  after: SiteSnapshot;
  /** Files changed between the sides, relative to the repository (`pages/services/cloud.mdx`). */
  changedFiles: readonly string[];
  /** The longest description the frontmatter schema allows. */
  descriptionLimit: number;
}

const routed = (pages: ReadonlyMap<string, BuiltPage>, route: string): RoutedPage => ({
  route,
  title: shortTitle(pages.get(route)?.head ?? {}),
});

const heads = (pages: ReadonlyMap<string, BuiltPage>) => new Map([...pages].map(([route, page]) => [route, page.head]));

function markupGroups(
  pages: readonly { route: string; before: PageSnapshot; after: PageSnapshot; likelySources: string[] }[],
): MarkupGroup[] {
  const groups = new Map<string, MarkupGroup>();
  for (const { route, before, after, likelySources } of pages) {
    const { hunks, changedTokens } = diffMarkup(before.regions.main.markup, after.regions.main.markup);
    const sources = namedInMarkup(likelySources, changedTokens);
    const key = JSON.stringify([markupChangeKey(hunks), sources]);
    const group = groups.get(key);
    if (group) group.routes.push(route);
    else groups.set(key, { routes: [route], hunks, likelySources: sources });
  }
  return [...groups.values()].sort((a, b) => b.routes.length - a.routes.length);
}

/** The titles, on both sides, of the changed page files (as the build shows them, without the site name). */
function titlesOf(files: readonly string[], before: SiteSnapshot, after: SiteSnapshot): TitleChange[] {
  return files.flatMap((file) => {
    const route = routeOfPageFile(file);
    if (route === undefined) return [];
    const title = (site: SiteSnapshot) => {
      const page = site.pages.get(route);
      return page && shortTitle(page.head);
    };
    return [{ file, before: title(before), after: title(after) }];
  });
}

/** Why a page changed; of several changed pages it links to, the ones whose title entered or left its text. */
function causeOf(
  route: string,
  old: PageSnapshot,
  now: PageSnapshot,
  main: RegionComparison,
  changedFiles: readonly string[],
  titles: readonly TitleChange[],
): ChangeCause {
  const cause = changeCause(route, linkedPaths([...old.regions.main.links, ...now.regions.main.links]), changedFiles);
  if (cause.kind === 'own file' || cause.likelySources.length < 2) return cause;
  return {
    kind: 'elsewhere',
    likelySources: narrowByTitle(cause.likelySources, textAroundChanges(main.sections), titles),
  };
}

/** Compares two builds page by page; the report's sections, without the revisions and screenshots. */
export async function compareSites({
  before,
  after,
  changedFiles,
  descriptionLimit,
}: CompareInput): Promise<SiteComparison> {
  const origin = siteOrigin(
    [...after.pages.values(), ...before.pages.values()].find((page) => page.head.canonical)?.head ?? {},
  );
  const addedRoutes = [...after.pages.keys()].filter((route) => !before.pages.has(route));
  const removedRoutes = [...before.pages.keys()].filter((route) => !after.pages.has(route));

  // Pages whose HTML is the same but for asset names are not read further.
  const compared: { route: string; before: PageSnapshot; after: PageSnapshot; comparison: PageComparison }[] = [];
  for (const [route, page] of after.pages) {
    const old = before.pages.get(route);
    if (!old || old.comparable === page.comparable) continue;
    const [oldSnapshot, newSnapshot] = [old.snapshot(), page.snapshot()];
    compared.push({
      route,
      before: oldSnapshot,
      after: newSnapshot,
      comparison: comparePages(oldSnapshot, newSnapshot, origin),
    });
  }

  const titles = titlesOf(changedFiles, before, after);
  const changed: ChangedRoute[] = [];
  const content: PageContentChange[] = [];
  const links: PageLinkChange[] = [];
  const markupOnly: { route: string; before: PageSnapshot; after: PageSnapshot; likelySources: string[] }[] = [];
  for (const { route, before: old, after: now, comparison } of compared) {
    const { main, aspects } = comparison;
    if (!main.markupChanged && aspects.length === 0) continue;
    const cause = causeOf(route, old, now, main, changedFiles, titles);
    if (aspects.length === 0) {
      markupOnly.push({
        route,
        before: old,
        after: now,
        likelySources: cause.kind === 'own file' ? [cause.file] : cause.likelySources,
      });
      continue;
    }
    const title = shortTitle(now.head);
    changed.push({ route, title, aspects, cause });
    if (main.sections.length || hasImageChanges(main.images))
      content.push({ route, title, cause, sections: main.sections, images: main.images });
    if (hasLinkChanges(main.links)) links.push({ route, isNewPage: false, ...main.links });
  }
  for (const route of addedRoutes) {
    const external = linkChanges([], after.pages.get(route)?.snapshot().regions.main.links ?? [], origin).externalAdded;
    if (external.length)
      links.push({ route, isNewPage: true, internalAdded: [], internalRemoved: [], externalAdded: external });
  }

  return {
    added: addedRoutes.map((route) => routed(after.pages, route)),
    removed: removedRoutes.map((route) => routed(before.pages, route)),
    changed,
    content,
    shared: sharedChanges(compared, after.pages.size),
    markupOnly: markupGroups(markupOnly),
    redirects: redirectChanges(before.redirects, after.redirects, new Set(after.pages.keys())),
    links,
    seo: seoChanges({
      before: heads(before.pages),
      after: heads(after.pages),
      compared,
      added: addedRoutes,
      descriptionLimit,
    }),
    weight: await weightGrowth(before, after),
  };
}
