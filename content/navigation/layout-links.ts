import { ContentError } from '../../src/shared/content-error';
import { searchPagePath } from '../../src/search-paths';
import { readNavigationFile } from './read-navigation-file';
import type { NavLink, SiteNavigation } from '../../src/navigation/site-navigation';
import { siteNavigationOf } from './site-navigation-of';

/** Every link the header and footer render on every page (benchmarks must generate these pages). */
export function layoutLinks(navigation: SiteNavigation): NavLink[] {
  return [
    ...navigation.menus.flatMap((menu) => [...(menu.overview ? [menu.overview] : []), ...menu.links]),
    ...navigation.utility,
    ...navigation.regions.groups.flatMap((group) => group.links),
    navigation.contact,
    ...navigation.legal,
    ...navigation.footer.flatMap((group) => group.links),
    // The header's search form sends its query there.
    { label: 'Search', href: searchPagePath },
  ];
}

/**
 * The navigation a content folder's `_navigation.yaml` writes, with no page joining a menu and its
 * entries not checked against pages: what a generated corpus must provide pages for.
 */
export function fileNavigation(pagesDir: string): SiteNavigation {
  const { file, problems } = readNavigationFile(pagesDir, pagesDir);
  if (!file) throw new ContentError(problems);
  return siteNavigationOf(file, new Map());
}
