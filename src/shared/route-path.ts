/**
 * Path-to-route rules for files under `pages/`:
 * - `services/cloud.mdx` is `/services/cloud`
 * - `about/index.mdx` is `/about`, `index.mdx` is `/`
 * - any segment starting with `_` (`_partial.mdx`, `_drafts/x.mdx`) is not a page: null
 */
export function routePathOf(relativeFile: string): string | null {
  const segments = relativeFile
    .replace(/\\/g, '/')
    .replace(/\.mdx$/, '')
    .split('/');
  if (segments.some((segment) => segment.startsWith('_'))) return null;
  if (segments[segments.length - 1] === 'index') segments.pop();
  return '/' + segments.join('/');
}

/** `/about/` and `/about/index.html` are `/about`; the query and hash are dropped. */
export function normalisePathname(pathname: string): string {
  const path = pathname
    .split(/[?#]/)[0]
    .replace(/\/index\.html$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The slug of a page directly inside `folder` (`/industries/banking` in `/industries` is `banking`), or null. */
export function slugInFolder(folder: string, path: string): string | null {
  if (!path.startsWith(`${folder}/`)) return null;
  const slug = path.slice(folder.length + 1);
  return slug.includes('/') ? null : slug;
}
