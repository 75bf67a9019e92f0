import { dirname, resolve, sep } from 'node:path';
import { mdxRuntimeModules } from './mdx-options';
import { photoQuery } from '../photos/rehype-photos';

/**
 * What a compiled MDX module (a page, or a component example) may import in the dev server: only
 * what the compile itself writes into it: the JSX runtime, the component map, `Photo`, and photos
 * beside it in its own folder tree. `remark-content-not-code.ts` refuses a page's own `import`
 * before this is reached; this is the second lock, so that no other route (a plugin, a `?raw` or
 * `?url` query) lets a page module load a file or package of its choosing. Returns the reason an
 * import is refused, or null.
 */
export function refusedPageImport(
  source: string,
  importer: string,
  { root, folders }: { root: string; folders: readonly string[] },
): string | null {
  const { jsxRuntime, provider, photo } = mdxRuntimeModules(root);
  if ([jsxRuntime, 'react/jsx-dev-runtime', provider, photo].includes(source)) return null;
  if (source.endsWith(photoQuery) && !source.slice(0, -photoQuery.length).includes('?')) {
    const file = resolve(dirname(importer), source.slice(0, -photoQuery.length));
    if (folders.some((folder) => file.startsWith(folder + sep))) return null;
    return `pages hold content, not code: the photo ${source.slice(0, -photoQuery.length)} is outside the pages folder; put it beside the page`;
  }
  return `pages hold content, not code: a page imports nothing, and \`${source}\` is not what the site gives every page`;
}
