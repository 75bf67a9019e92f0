import type { NavigationEntry, NavigationFile } from './navigation-schema';

/** An entry of the navigation file with where it sits, e.g. `['menus', 1, 'links', 2]`. */
export interface PlacedEntry {
  entry: NavigationEntry;
  path: (string | number)[];
}

function listed(entries: readonly NavigationEntry[], ...at: (string | number)[]): PlacedEntry[] {
  return entries.map((entry, index) => ({ entry, path: [...at, index] }));
}

/** Every entry of the navigation file, in the file's order. */
export function fileEntries(file: NavigationFile): PlacedEntry[] {
  return [
    ...listed(file.utility, 'utility'),
    ...file.menus.flatMap((menu, index) => [
      ...(menu.overview ? [{ entry: menu.overview, path: ['menus', index, 'overview'] }] : []),
      ...listed(menu.links, 'menus', index, 'links'),
    ]),
    { entry: file.contact, path: ['contact'] },
    ...file.regions.groups.flatMap((group, index) => listed(group.links, 'regions', 'groups', index, 'links')),
    ...file.footer.flatMap((group, index) => listed(group.links, 'footer', index, 'links')),
    ...listed(file.legal, 'legal'),
  ];
}
