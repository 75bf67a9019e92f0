import { slugInFolder } from './route-path';

/** Theme pages live at `/insights/themes/<slug>`; pages name their themes by slug in `themes`. */
export const themesFolder = '/insights/themes';

/** The path of a theme's page, e.g. /insights/themes/generative-ai. */
export function themePath(slug: string): string {
  return `${themesFolder}/${slug}`;
}

/** The theme slug of a theme page's path, or null for any other path. */
export function themeSlugOf(path: string): string | null {
  return slugInFolder(themesFolder, path);
}
