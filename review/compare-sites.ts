import { changeCause, ownFileOf, type PageSide } from './change-sources';
import { imageReplacements } from './image-replacements';
import { hasImageChanges, hasLinkChanges, linkChanges } from './link-changes';
import { diffMarkup, markupChangeKey } from './markup-diff';
import { comparePages, type PageComparison } from './page-comparison';
import type { PageSnapshot } from './page-snapshot';
import { shortTitle, siteOrigin } from './page-title';
import { redirectChanges } from './redirect-changes';
import type {
  ChangeCause,
  ChangedRoute,
  MarkupGroup,
  MovedPage,
  NewPage,
  PageContentChange,
  PageLinkChange,
  ReviewReport,
  RoutedPage,
} from './report-model';
import { seoChanges } from './seo-changes';
import { siteFileChanges } from './site-files';
import { sharedChanges } from './shared-changes';
import type { BuiltPage, SiteSnapshot } from './site-snapshot';
import { diffTextSections, type SectionDiff } from './text-diff';
import { weightGrowth } from './weight-growth';

/** Everything the report says about the two builds. */
export type SiteComparison = Omit<ReviewReport, 'base' | 'current' | 'notes' | 'screenshots' | 'served'>;

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

/** How many words a diff adds or removes: how much a visitor reads differently. */
export function changedWordCount(sections: readonly SectionDiff[]): number {
  let count = 0;
  for (const section of sections) {
    for (const run of section.runs)
      if (run.kind === 'added' || run.kind === 'removed') count += run.text.split(/\s+/).filter(Boolean).length;
    if (section.headingChange) count += 1;
  }
  return count;
}

function markupGroups(
  pages: readonly { route: string; before: PageSnapshot; after: PageSnapshot; cause: ChangeCause }[],
): MarkupGroup[] {
  const groups = new Map<string, MarkupGroup>();
  for (const { route, before, after, cause } of pages) {
    const { hunks } = diffMarkup(before.regions.main.markup, after.regions.main.markup);
    const key = JSON.stringify([markupChangeKey(hunks), cause.sources]);
    const group = groups.get(key);
    if (group) group.routes.push(route);
    else groups.set(key, { routes: [route], hunks, cause });
  }
  return [...groups.values()].sort((a, b) => b.routes.length - a.routes.length);
}

/** The path part of an alias's target (`/b` of `/b`, `https://site/b` or `/b#x`). */
function targetPath(to: string): string {
  const path = new URL(to, 'http://site.invalid').pathname;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

/** Pages whose old path is gone but for an alias leading to their new one, new on this side. */
function movesOf(before: SiteSnapshot, after: SiteSnapshot, added: readonly string[], removed: readonly string[]) {
  const moves: { from: string; to: string }[] = [];
  for (const from of removed) {
    const alias = after.redirects.get(from);
    const to = alias && targetPath(alias.to);
    if (to && added.includes(to) && !moves.some((move) => move.to === to)) moves.push({ from, to });
  }
  return moves;
}

/** The share image the build drew for a page (`/images/share/…`), from its Open Graph image. */
function shareImageOf(head: Record<string, string>): string | undefined {
  const image = head['og:image'];
  if (!image) return undefined;
  const path = new URL(image, 'http://site.invalid').pathname;
  return path.startsWith('/images/share/') ? path : undefined;
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
  const newRoutes = [...after.pages.keys()].filter((route) => !before.pages.has(route));
  const goneRoutes = [...before.pages.keys()].filter((route) => !after.pages.has(route));
  const moves = movesOf(before, after, newRoutes, goneRoutes);
  // A moved page's file, renamed: named once as a cause, with its old path.
  const renames = new Map<string, string>();
  for (const move of moves) {
    const [old, now] = [ownFileOf(before.sources, move.from), ownFileOf(after.sources, move.to)];
    if (old && now && old !== now) renames.set(old, now);
  }
  const side = (site: SiteSnapshot, route?: string): PageSide => ({ sources: site.sources, route });
  const causeOf = (from: string | undefined, to: string | undefined) =>
    changeCause([side(before, from), side(after, to)], changedFiles, renames);
  const addedRoutes = newRoutes.filter((route) => !moves.some((move) => move.to === route));
  const removedRoutes = goneRoutes.filter((route) => !moves.some((move) => move.from === route));

  // Pages whose HTML is the same but for asset names are not read further; a moved page is compared with its old self.
  const pairs = [
    ...[...after.pages.keys()].filter((route) => before.pages.has(route)).map((route) => ({ from: route, to: route })),
    ...moves,
  ];
  const compared: {
    route: string;
    from: string;
    before: PageSnapshot;
    after: PageSnapshot;
    comparison: PageComparison;
  }[] = [];
  for (const { from, to } of pairs) {
    const [old, page] = [before.pages.get(from)!, after.pages.get(to)!];
    if (old.comparable === page.comparable) continue;
    const [oldSnapshot, newSnapshot] = [old.snapshot(), page.snapshot()];
    compared.push({
      route: to,
      from,
      before: oldSnapshot,
      after: newSnapshot,
      comparison: comparePages(oldSnapshot, newSnapshot, origin),
    });
  }

  const changed: ChangedRoute[] = [];
  const moved: MovedPage[] = [];
  const content: PageContentChange[] = [];
  const links: PageLinkChange[] = [];
  const markupOnly: { route: string; before: PageSnapshot; after: PageSnapshot; cause: ChangeCause }[] = [];
  for (const { route, from, before: old, after: now, comparison } of compared) {
    const { main, aspects } = comparison;
    const cause = causeOf(from, route);
    const title = shortTitle(now.head);
    const changedWords = changedWordCount(main.sections);
    if (from !== route) {
      moved.push({ route, from, title, cause, sections: main.sections, changedWords });
      continue;
    }
    if (!main.markupChanged && aspects.length === 0) continue;
    if (aspects.length === 0) {
      markupOnly.push({ route, before: old, after: now, cause });
      continue;
    }
    changed.push({ route, title, aspects, cause, changedWords });
    if (main.sections.length || hasImageChanges(main.images))
      content.push({ route, title, cause, sections: main.sections, images: main.images });
    if (hasLinkChanges(main.links)) links.push({ route, isNewPage: false, ...main.links });
  }
  // Moves whose page is byte for byte the same but for its address.
  for (const move of moves)
    if (!moved.some((page) => page.route === move.to))
      moved.push({
        ...routed(after.pages, move.to),
        from: move.from,
        cause: causeOf(move.from, move.to),
        sections: [],
        changedWords: 0,
      });
  changed.sort((a, b) => b.changedWords - a.changedWords);
  content.sort((a, b) => changedWordCount(b.sections) - changedWordCount(a.sections) || a.route.localeCompare(b.route));

  const added: NewPage[] = addedRoutes.map((route) => {
    const page = after.pages.get(route)!;
    const main = page.snapshot().regions.main;
    const external = linkChanges([], main.links, origin).externalAdded;
    if (external.length)
      links.push({ route, isNewPage: true, internalAdded: [], internalRemoved: [], externalAdded: external });
    return {
      route,
      title: shortTitle(page.head),
      description: page.head.description ?? '',
      cause: causeOf(undefined, route),
      sections: diffTextSections([], main.sections),
      shareImage: shareImageOf(page.head),
    };
  });

  const moveAliases = new Set(moves.map((move) => move.from));
  const shared = sharedChanges(compared, after.pages.size);
  return {
    added,
    removed: removedRoutes.map((route) => routed(before.pages, route)),
    moved,
    changed,
    content,
    shared,
    markupOnly: markupGroups(markupOnly),
    // A move's alias is a redirect like any other: listed and counted with them, marked as the move's.
    redirects: redirectChanges(before.redirects, after.redirects, new Set(after.pages.keys())).map((change) =>
      change.kind === 'added' && moveAliases.has(change.from) ? { ...change, move: true as const } : change,
    ),
    links,
    seo: seoChanges({
      before: heads(before.pages),
      after: heads(after.pages),
      compared,
      added: addedRoutes,
      descriptionLimit,
    }),
    weight: await weightGrowth(before, after),
    siteFiles: siteFileChanges(before.outDir, after.outDir),
    replacedImages: imageReplacements({
      changes: [...content.map((page) => ({ routes: [page.route], images: page.images })), ...shared],
      beforeDir: before.outDir,
      afterDir: after.outDir,
      afterPages: after.pages,
    }),
  };
}
