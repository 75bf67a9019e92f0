/** Where the build writes a page's module, relative to the modules folder: `about/index.mdx.mjs`. */
export function pageModuleFile(file: string): string {
  return `${file}.mjs`;
}

/** The same, as a URL path relative to the modules folder's URL. */
export function pageModuleUrlPath(file: string): string {
  return pageModuleFile(file).split('/').map(encodeURIComponent).join('/');
}
