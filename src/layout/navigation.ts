import { navigation } from 'virtual:page-index';
import { ContentError } from '../shared/content-error';
import { noteContentFile, pageEntries, pagesShownIn } from '../shared/pages';
import type { SiteNavigation } from '../navigation/site-navigation';

export type { LinkGroup, NavLink, NavMenu, RegionMenu, SiteNavigation } from '../navigation/site-navigation';

/** The header and footer links: `pages/_navigation.yaml` with the pages that join its menus through `nav`. */
export function siteNavigation(): SiteNavigation {
  // The build stops before rendering when the navigation has problems; the dev server lists them
  // above every page and renders the menus it last read.
  if (!navigation) throw new ContentError([{ file: 'pages/_navigation.yaml', message: 'could not be read' }]);
  noteContentFile('_navigation.yaml', 'navigation');
  pagesShownIn('navigation', menuPages);
  return navigation;
}

// The pages that join a menu through their `nav` field: the menus show their titles.
const menuPages = pageEntries.filter((page) => page.frontmatter.nav !== undefined);
