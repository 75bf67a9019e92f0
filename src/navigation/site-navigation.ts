/** A link in the site's navigation. */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  /** Used for element ids: `menu-industries`. */
  id: string;
  label: string;
  /** The section's own page, linked at the top of the menu. */
  overview?: NavLink;
  links: NavLink[];
}

/** A titled list of links: a footer column or a group of the region menu. */
export interface LinkGroup {
  label: string;
  links: NavLink[];
}

/** The region selector, labelled with the current region and language. */
export interface RegionMenu {
  label: string;
  /** Read after the visible label, which must stay part of the button's accessible name. */
  accessibleName: string;
  groups: LinkGroup[];
}

/** Every link the header and footer render, resolved from `pages/_navigation.yaml` and the pages' `nav` fields. */
export interface SiteNavigation {
  /** The desktop utility bar, also listed in the mobile menu. */
  utility: NavLink[];
  /** The main menus, in header order. */
  menus: NavMenu[];
  contact: NavLink;
  regions: RegionMenu;
  /** The footer's link columns. */
  footer: LinkGroup[];
  legal: NavLink[];
}

/**
 * What the dev server renders around pages while `pages/_navigation.yaml` has never been read
 * (it fails its schema since the server started): no menus, so every page still renders, with the
 * file's problems listed above it.
 */
export const emptyNavigation: SiteNavigation = {
  utility: [],
  menus: [],
  contact: { label: 'Contact', href: '/contact-us' },
  regions: { label: 'Regions', accessibleName: 'Choose a region', groups: [] },
  footer: [],
  legal: [],
};
