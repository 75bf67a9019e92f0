import type { PageModule } from '../page-module';
import { besideBundle, pageModuleUrlPath } from './page-module-file';

/**
 * The production build's page loader, in place of `page-module-loader.ts`: each page is a module
 * the build compiled and wrote beside the SSR bundle (`builder/pages/compile-pages.ts`), which Node
 * imports when the page renders.
 */
export function pageModuleLoader(file: string): () => Promise<PageModule> {
  // From a variable, not a literal: Vite would take `new URL('literal', import.meta.url)` for an asset.
  const modulesFolder = new URL(besideBundle.pageModules, import.meta.url);
  const url = new URL(pageModuleUrlPath(file), modulesFolder).href;
  return () => import(/* @vite-ignore */ url) as Promise<PageModule>;
}
