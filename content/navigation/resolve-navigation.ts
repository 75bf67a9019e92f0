import type { ContentProblem } from '../../src/shared/content-error';
import type { PageEntry } from '../../src/shared/page-entry';
import { listPageFiles } from '../page-texts';
import { redirectsOf } from '../redirects';
import { routePathOf } from '../../src/shared/route-path';
import { lineOfPath, pathLabel } from '../yaml-lines';
import { fileEntries, type PlacedEntry } from './file-entries';
import { pageNavLinks } from './page-nav';
import { targetProblem, type PageTargets } from './page-targets';
import { readNavigationFile, type ReadNavigationFile } from './read-navigation-file';
import type { SiteNavigation } from '../../src/navigation/site-navigation';
import { siteNavigationOf } from './site-navigation-of';

export interface NavigationSources {
  /** Absolute path of the content folder. */
  pagesDir: string;
  /** The content folder as messages name it, e.g. `pages`. */
  pagesLabel: string;
  /** The page table of this build. */
  pages: readonly PageEntry[];
  /** Paths of the pages left out for failing their own checks: they still count as pages. */
  brokenPaths: readonly (string | null)[];
}

export interface ResolvedNavigation {
  /** Null when the navigation file is missing or fails its schema. */
  navigation: SiteNavigation | null;
  /** Every problem of the navigation file and of the pages' `nav` fields, with file and line. */
  problems: ContentProblem[];
}

function pageTargets({ pagesDir, pages, brokenPaths }: NavigationSources): PageTargets {
  const known = new Set([...pages.map((page) => page.path), ...brokenPaths.filter((path) => path !== null)]);
  // A page file that is neither in the table nor broken is a draft this build leaves out.
  const drafts = new Set(
    listPageFiles(pagesDir)
      .flatMap((file) => routePathOf(file) ?? [])
      .filter((path) => !known.has(path)),
  );
  return { pages: known, aliases: new Map(redirectsOf(pages).map(({ from, to }) => [from, to])), drafts };
}

function entryProblems(
  read: Pick<ReadNavigationFile, 'label' | 'yaml'>,
  entries: readonly PlacedEntry[],
  targets: PageTargets,
): ContentProblem[] {
  return entries.flatMap(({ entry, path }) => {
    const problem = targetProblem(entry.page, targets);
    if (problem === null) return [];
    const pagePath = [...path, 'page'];
    const index = lineOfPath(read.yaml, pagePath);
    return [
      {
        file: read.label,
        ...(index === null ? {} : { line: index + 1 }),
        message: `${pathLabel(pagePath)}: ${problem}`,
      },
    ];
  });
}

/**
 * The site's navigation from `_navigation.yaml` and the pages' `nav` fields, checked against the
 * page table: every entry must name a page of this build, not an alias or a left-out draft.
 */
export function resolveNavigation(sources: NavigationSources): ResolvedNavigation {
  const read = readNavigationFile(sources.pagesDir, sources.pagesLabel);
  const { file } = read;
  if (!file) return { navigation: null, problems: read.problems };
  const entries = fileEntries(file);
  const listed = {
    label: read.label,
    yaml: read.yaml,
    menuEntries: entries.filter(({ path }) => path[0] === 'menus'),
    menuIds: file.menus.map((menu) => menu.id),
  };
  const joined = pageNavLinks(sources.pages, listed, sources.pagesDir, sources.pagesLabel);
  return {
    navigation: siteNavigationOf(file, joined.byMenu),
    problems: [...entryProblems(read, entries, pageTargets(sources)), ...joined.problems],
  };
}
