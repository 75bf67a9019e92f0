import { navigation, navigationProblems } from 'virtual:page-index';
import { ContentError } from '../content/content-error';
import type { SiteNavigation } from '../navigation/site-navigation';

export type { LinkGroup, NavLink, NavMenu, RegionMenu, SiteNavigation } from '../navigation/site-navigation';

/** The header and footer links: `pages/_navigation.yaml` with the pages that join its menus through `nav`. */
export function siteNavigation(): SiteNavigation {
  // The dev server keeps serving when the navigation has problems: every page then shows them.
  if (navigationProblems.length || !navigation) throw new ContentError(navigationProblems);
  return navigation;
}
