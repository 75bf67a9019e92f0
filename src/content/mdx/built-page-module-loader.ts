import type { PageModule } from '../page-module';
import { pageModuleUrlPath } from './page-module-file';

// The folder of the build's page modules, as a file URL ending in `/`; set by `builtPageModulesPlugin`.
declare const __SITE_PAGE_MODULES_URL__: string;

/**
 * The production build's page loader, in place of `page-module-loader.ts`: each page is a module
 * the build compiled and wrote beside the SSR bundle (`build/pages/compile-pages.ts`), which Node
 * imports when the page renders.
 */
export function pageModuleLoader(file: string): () => Promise<PageModule> {
  const url = new URL(pageModuleUrlPath(file), __SITE_PAGE_MODULES_URL__).href;
  return () => import(/* @vite-ignore */ url) as Promise<PageModule>;
}
