import type { RouteObject } from 'react-router-dom';
import { allPages, notFoundPage, pageAt, type Page } from './shared/pages';
import { FallbackNotFound } from './layout/FallbackNotFound';
import { Layout } from './layout/Layout';

function pageRoute(page: Page): RouteObject {
  return { path: page.path, lazy: async () => ({ Component: (await page.load()).default }) };
}

const notFoundRoute: RouteObject = notFoundPage
  ? { ...pageRoute(notFoundPage), path: '*' }
  : { path: '*', Component: FallbackNotFound };

function layoutRoute(children: RouteObject[]): RouteObject[] {
  return [{ path: '/', Component: Layout, children }];
}

/** The whole site as react-router route objects: the layout route, a child per page, and `*`. */
export const routes: RouteObject[] = layoutRoute([...allPages.map(pageRoute), notFoundRoute]);

/**
 * The table one render needs: the layout, the page at `path` (if any) and `*`. Matching each URL
 * against the whole table would make a build of N pages cost N² matches.
 */
export function routesFor(path: string): RouteObject[] {
  const page = pageAt(path);
  return layoutRoute(page ? [pageRoute(page), notFoundRoute] : [notFoundRoute]);
}
