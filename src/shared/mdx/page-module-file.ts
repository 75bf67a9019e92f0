/** Where the build writes a page's module, relative to the modules folder: `about/index.mdx.mjs`. */
export function pageModuleFile(file: string): string {
  return `${file}.mjs`;
}

/** The same, as a URL path relative to the modules folder's URL. */
export function pageModuleUrlPath(file: string): string {
  return pageModuleFile(file).split('/').map(encodeURIComponent).join('/');
}

/**
 * Where the SSR bundle finds what each build writes beside it (`builder/pages/server-files.ts`),
 * relative to its own file: the bundle names no build's folder, so an unchanged one can be reused.
 */
export const besideBundle = {
  pageModules: '../pages/',
  pageDates: '../page-dates.mjs',
  publicPhotos: '../public-photos.mjs',
} as const;
