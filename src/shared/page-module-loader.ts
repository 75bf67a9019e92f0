import { pagesLabel } from 'virtual:page-index';
import type { PageModule } from './page-module';

// Lazy, so the dev server compiles only the page it renders and a broken page fails alone. The
// production build replaces this module with `mdx/built-page-module-loader.ts`, so that no page
// enters the bundle.
const modules = import.meta.glob<PageModule>('@pages/**/*.mdx');

/** The loader of a page's compiled MDX, by its file relative to the pages folder. */
export function pageModuleLoader(file: string): () => Promise<PageModule> {
  // Vite names globbed files from the project root: `/pages/x.mdx`, or `../tmp/x.mdx` outside it.
  const key = pagesLabel.startsWith('..') ? `${pagesLabel}/${file}` : `/${pagesLabel}/${file}`;
  const load = modules[key];
  if (load) return load;
  // A page not saved yet (the studio's preview, `content/unsaved-pages.ts`) is in no glob: the content
  // plugin resolves and loads it by its root-relative path.
  if (key.startsWith('/')) return () => import(/* @vite-ignore */ key) as Promise<PageModule>;
  throw new Error(`${pagesLabel}/${file}: no compiled module for this page (looked for ${key})`);
}
