import { relative, sep } from 'node:path';
import { componentProblemsOfUncompiledPages } from './component-checks/uncompiled-pages';
import { ContentError, sortedByPlace, type ContentProblem } from '../src/shared/content-error';
import type { KnownVocabularies } from './known-pages';
import { readCollectionItems } from './items/read-items';
import { listPageFiles, readPagesTolerantly, type ReadPagesOptions } from './read-pages';
import { routePathOf } from '../src/shared/route-path';
import { resolveNavigation } from './navigation/resolve-navigation';
import { readTranslations } from './translations/translation-file';
import type { Unpublished } from './publication/publication-state';
import { linkChecker } from './links/link-check';
import { sourceLinkProblems } from './links/source-link-problems';
import { sourceLinkTargets } from './links/source-targets';

export interface ReadContent {
  /** The pages this build publishes, by path and file. */
  pages: readonly { path: string; file: string }[];
  /** Paths of the drafts this build leaves out. */
  drafts: ReadonlySet<string>;
  /** The vocabularies pages take their terms from, for the component checks after bundling. */
  vocabularies?: KnownVocabularies;
  /** Pages and `.yaml` items this build leaves out as scheduled or expired on its `asOf` day. */
  unpublished: Unpublished[];
  /** What the `asOf` day decides in the page index (the unpublished, the past events), as text for the bundle's cache key. */
  publication: string;
}

/**
 * The build's first step: every page's frontmatter and references, and every link and image its
 * source writes (to a page, an alias, a draft, a file in public/), checked in one round before
 * anything is bundled. Throws one ContentError listing every problem, sorted by file and line.
 */
export function readContent(options: ReadPagesOptions & { publicDir: string }): ReadContent {
  const { pagesDir, root, publicDir } = options;
  const { pages, broken, vocabularies, unpublished, unpublishedPages } = readPagesTolerantly(options);
  const brokenPaths = broken.map((page) => page.path);
  // A page file that is neither in the table nor broken is a draft this build leaves out.
  const known = new Set([...pages.map((page) => page.path), ...brokenPaths]);
  const drafts = new Set(
    listPageFiles(pagesDir)
      .map(routePathOf)
      .filter((path): path is string => path !== null && !known.has(path)),
  );
  const check = linkChecker(sourceLinkTargets({ pages, brokenPaths, drafts, publicDir, unpublished }));
  const pagesLabel = relative(root, pagesDir).split(sep).join('/') || '.';
  const items = readCollectionItems(pages, { pagesDir, root, checkLink: check, vocabularies, asOf: options.asOf });
  const itemProblems = items.problems;
  const navigationProblems = resolveNavigation({ pagesDir, pagesLabel, pages, brokenPaths }).problems;
  const problems: ContentProblem[] = [
    ...broken.flatMap((page) => page.problems),
    // A scheduled page's links are checked now: on its day, a broken one would stop the build that publishes it.
    ...sourceLinkProblems([...pages, ...unpublishedPages], pagesDir, pagesLabel, check),
    ...itemProblems,
    ...navigationProblems,
    ...readTranslations(pagesDir, pagesLabel).problems,
  ];
  if (problems.length) {
    // The build stops before compiling, where it would check components: check them here instead.
    problems.push(...componentProblemsOfUncompiledPages(pages, broken, pagesDir, pagesLabel, vocabularies));
    throw new ContentError(sortedByPlace(problems));
  }
  const allUnpublished = [...unpublished, ...items.unpublished];
  const pastEvents = items.events.filter((event) => event.past).map((event) => event.file);
  const publication = JSON.stringify({ unpublished: allUnpublished, pastEvents });
  return { pages, drafts, vocabularies, unpublished: allUnpublished, publication };
}
