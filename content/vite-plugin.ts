import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { DevComponentChecks } from './component-checks/dev-component-checks';
import { BodyEdits } from './body-edits';
import { formatProblem } from '../src/shared/content-error';
import { pagesLastModified } from './last-modified';
import { mdxPageSource } from './mdx/mdx-page-source';
import { refusedPageImport } from './mdx/page-module-imports';
import { isLinkedOutRequest } from './linked-request';
import { pageIndexData, pageIndexModule, type PageIndexData } from './page-index';
import { readSite } from './read-site';
import type { UnsavedPages } from './unsaved-pages';
import { emptyNavigation, type SiteNavigation } from '../src/navigation/site-navigation';
import { today, type AsOf } from '../src/shared/publication/as-of';

export const pageIndexId = 'virtual:page-index';
/** The page index's id inside Vite's module graphs. */
export const resolvedPageIndexId = '\0' + pageIndexId;

export interface ContentPluginOptions {
  root: string;
  pagesDir: string;
  includeDrafts: boolean;
  /** Dev server: a page with bad frontmatter fails alone instead of failing every page. */
  tolerant?: boolean;
  /**
   * SSR build: the last-change dates are not put in the bundle; it imports them at run time from
   * the file the build writes beside it (`besideBundle.pageDates`, `builder/pages/server-files.ts`);
   * so are the photos of public/ files (`besideBundle.publicPhotos`).
   */
  datesBesideBundle?: boolean;
  /** The day the site is built as (the build's `asOf`); the dev server, when absent, takes the day each index is read. */
  asOf?: AsOf;
  /** The build's bundling: the page index the build read (`readSite`), so no page is read again here. */
  index?: PageIndexData;
  /** Dev server: texts not saved yet, served in place of their files (the studio's preview). */
  unsaved?: UnsavedPages;
}

/**
 * The content pipeline's Vite side:
 * - `virtual:page-index`: every page's path and checked frontmatter, the collections' items, the
 *   menus and translations (`readSite`, no MDX compile), for the route table and for pages that
 *   list a collection; in the build, made from the index the build read (`index`);
 * - the frontmatter of each `.mdx` page is checked and replaced by `export const frontmatter`,
 *   padded with blank lines so MDX errors keep the file's line numbers;
 * - an edit under `pages/` reloads the browser (pages are server-only modules, so HMR sees nothing);
 * - a page module (or component example) imports only what the compile writes into it
 *   (`mdx/page-module-imports.ts`).
 */
export function contentPlugin({
  root,
  pagesDir,
  includeDrafts,
  tolerant = false,
  datesBesideBundle = false,
  asOf: fixedAsOf,
  index,
  unsaved,
}: ContentPluginOptions): Plugin {
  const isPage = (id: string) => id.startsWith(pagesDir + sep) && id.endsWith('.mdx');
  const examplesDir = join(root, 'src', 'component-examples');
  const isMdxModule = (id: string) => isPage(id) || (id.startsWith(examplesDir + sep) && id.endsWith('.mdx'));
  const label = (id: string) => relative(root, id).split(sep).join('/');
  const pageFile = (path: string) => relative(pagesDir, path).split(sep).join('/');
  // The build checks components after compiling every page; the dev server checks the page viewed.
  const componentChecks = tolerant ? new DevComponentChecks() : undefined;
  const bodyEdits = new BodyEdits();
  let devServer: ViteDevServer | undefined;
  // While `_navigation.yaml` fails its schema, the dev server keeps the menus it last read.
  let lastNavigation: SiteNavigation | null = null;

  return {
    name: 'site:content',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === pageIndexId) return resolvedPageIndexId;
      const importerFile = importer?.split('?')[0];
      if (importerFile && isMdxModule(importerFile)) {
        const refused = refusedPageImport(id, importerFile, { root, folders: [pagesDir, examplesDir] });
        if (refused) this.error(`${label(importerFile)}: ${refused}`);
      }
      // A page not saved yet has no file for Vite to find: `/pages/new.mdx` (root-relative) or its absolute path.
      const absolute = id.startsWith(pagesDir + sep) ? id : join(root, id);
      return isPage(absolute) && unsaved?.has(pageFile(absolute)) ? absolute : undefined;
    },
    async load(id) {
      const path = id.split('?')[0];
      if (isPage(path) && unsaved?.has(pageFile(path))) return unsaved.get(pageFile(path));
      if (id !== resolvedPageIndexId) return undefined;
      if (index) return pageIndexModule(index, undefined);
      const asOf = fixedAsOf ?? today();
      const publicDir = devServer?.config.publicDir || undefined;
      const site = readSite({ pagesDir, root, includeDrafts, asOf, tolerant, checkLinks: false, unsaved, publicDir });
      const { broken, items, navigation, translations } = site;
      for (const problem of [
        ...broken.flatMap((page) => page.problems),
        ...items.problems,
        ...navigation.problems,
        ...translations.problems,
      ])
        this.warn(formatProblem(problem));
      componentChecks?.remember(site.pages, site.broken, site.vocabularies);
      lastNavigation = site.navigation.navigation ?? lastNavigation;
      const lastModified = datesBesideBundle
        ? undefined
        : await pagesLastModified(pagesDir, site.pages, asOf, site.texts);
      if (tolerant && lastModified) bodyEdits.remember(pagesDir, site.pages, lastModified, site.texts);
      const menus = tolerant ? (lastNavigation ?? emptyNavigation) : navigation.navigation;
      return pageIndexModule(pageIndexData(site, menus), lastModified);
    },
    transform(code, id) {
      const path = id.split('?')[0];
      if (!isPage(path)) return undefined;
      const source = mdxPageSource(label(path), pageFile(path), code);
      for (const warning of componentChecks?.check(label(path), code) ?? []) this.warn(formatProblem(warning));
      return { code: source, map: null };
    },
    config() {
      // A linked folder is watched as a link, not entered: `public/loop -> .` would be watched for ever.
      return { server: { watch: { followSymlinks: false } } };
    },
    configureServer(server) {
      devServer = server;
      const publicDir = server.config.publicDir || join(root, 'public');
      const folders = [publicDir, pagesDir];
      // Before Vite's own static serving, which follows links: a link out of public/ or pages/ is not served.
      server.middlewares.use((request, response, next) => {
        if (!isLinkedOutRequest(request.url ?? '/', { root, publicDir, folders })) return next();
        response.statusCode = 404;
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end('This file is a link to a file outside the site, or to nothing: the site does not serve it.\n');
      });
    },
    hotUpdate({ file, type }) {
      const client = devServer?.environments.client;
      // Pages, layout and components run only on the server: the browser has nothing to hot-swap, it reloads.
      // A file neither content nor code the server runs (a scratch copy, a file a test writes) reloads nothing.
      const rendersPages =
        file.startsWith(pagesDir + sep) ||
        (devServer?.environments.ssr.moduleGraph.getModulesByFile(file)?.size ?? 0) > 0;
      const serverOnly =
        rendersPages &&
        /\.(mdx|yaml|tsx?)$/.test(file) &&
        (client?.moduleGraph.getModulesByFile(file)?.size ?? 0) === 0;
      if (this.environment.name === 'client') return serverOnly ? [] : undefined;
      const graph = this.environment.moduleGraph;
      const index = graph.getModuleById(resolvedPageIndexId);
      // After an edit of a page's body, Vite itself reloads the page's module; the index and the other pages stay.
      const bodyOnly = type === 'update' && bodyEdits.isBodyOnly(file);
      if (index && file.startsWith(pagesDir + sep) && !bodyOnly) {
        graph.invalidateModule(index);
        // A page's component check depends on the other pages (the pages its props name).
        for (const module of graph.idToModuleMap.values())
          if (module.file && isPage(module.file)) graph.invalidateModule(module);
      }
      // Only now, with the server's modules invalidated: a reload sent earlier could fetch the page before that.
      if (serverOnly) client?.hot.send({ type: 'full-reload' });
      return undefined;
    },
  };
}
