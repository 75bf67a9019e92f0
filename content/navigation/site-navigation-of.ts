import type { JoiningLink } from './menu-order';
import { menuLinks } from './menu-order';
import type { NavigationEntry, NavigationFile } from './navigation-schema';
import type { NavLink, SiteNavigation } from '../../src/navigation/site-navigation';

const linkOf = ({ page, label }: NavigationEntry): NavLink => ({ label, href: page });

/** The navigation the layout renders: the file's entries as links, with the pages that join a menu placed among its links. */
export function siteNavigationOf(
  file: NavigationFile,
  joining: ReadonlyMap<string, readonly JoiningLink<NavLink>[]>,
): SiteNavigation {
  const group = ({ label, links }: { label: string; links: NavigationEntry[] }) => ({
    label,
    links: links.map(linkOf),
  });
  return {
    utility: file.utility.map(linkOf),
    menus: file.menus.map(({ id, label, overview, links }) => ({
      id,
      label,
      ...(overview ? { overview: linkOf(overview) } : {}),
      links: menuLinks(links.map(linkOf), joining.get(id) ?? []),
    })),
    contact: linkOf(file.contact),
    regions: {
      label: file.regions.label,
      accessibleName: file.regions.accessibleName,
      groups: file.regions.groups.map(group),
    },
    footer: file.footer.map(group),
    legal: file.legal.map(linkOf),
  };
}
