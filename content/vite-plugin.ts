import { relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { DevComponentChecks } from './component-checks/dev-component-checks';
import { BodyEdits } from './body-edits';
import { ContentError, formatProblem, sortedByPlace } from '../src/shared/content-error';
import { pagesLastModified } from './last-modified';
import { mdxPageSource } from './mdx/mdx-page-source';
import { besideBundle } from '../src/shared/mdx/page-module-file';
import { readCollectionItems } from './items/read-items';
import { readPages, readPagesTolerantly } from './read-pages';
import { resolveNavigation } from './navigation/resolve-navigation';
import { emptyNavigation, type SiteNavigation } from '../src/navigation/site-navigation';
import { readTranslations } from './translations/translation-file';
import { emptyVocabularies } from './vocabularies/vocabulary-file';
import { today, type AsOf } from '../src/shared/publication/as-of';

export const pageIndexId = 'virtual:page-index';
const resolvedPageIndexId = '\0' + pageIndexId;

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
}

/**
 * The content pipeline's Vite side:
 * - `virtual:page-index`: every page's path and checked frontmatter, read with gray-matter only
 *   (no MDX compile), for the route table and for pages that list a collection;
 * - the frontmatter of each `.mdx` page is checked and replaced by `export const frontmatter`,
 *   padded with blank lines so MDX errors keep the file's line numbers;
 * - an edit under `pages/` reloads the browser (pages are server-only modules, so HMR sees nothing).
 */
export function contentPlugin({
  root,
  pagesDir,
  includeDrafts,
  tolerant = false,
  datesBesideBundle = false,
  asOf: fixedAsOf,
}: ContentPluginOptions): Plugin {
  const isPage = (id: string) => id.startsWith(pagesDir + sep) && id.endsWith('.mdx');
  const label = (id: string) => relative(root, id).split(sep).join('/');
  // The build checks components after compiling every page; the dev server checks the page viewed.
  const componentChecks = tolerant ? new DevComponentChecks() : undefined;
  const bodyEdits = new BodyEdits();
  let devServer: ViteDevServer | undefined;
  // While `_navigation.yaml` fails its schema, the dev server keeps the menus it last read.
  let lastNavigation: SiteNavigation | null = null;

  return {
    name: 'site:content',
    enforce: 'pre',
    resolveId(id) {
      return id === pageIndexId ? resolvedPageIndexId : undefined;
    },
    async load(id) {
      if (id !== resolvedPageIndexId) return undefined;
      const options = { pagesDir, root, includeDrafts, asOf: fixedAsOf ?? today() };
      const read = tolerant ? readPagesTolerantly(options) : readPages(options);
      const { pages, broken, vocabularies } = read;
      for (const page of broken) for (const problem of page.problems) this.warn(formatProblem(problem));
      componentChecks?.remember(pages, broken, vocabularies);
      const items = readCollectionItems(pages, { ...options, vocabularies });
      if (!tolerant && items.problems.length) throw new ContentError(items.problems);
      for (const problem of items.problems) this.warn(formatProblem(problem));
      const navigation = resolveNavigation({
        pagesDir,
        pagesLabel: label(pagesDir),
        pages,
        brokenPaths: broken.map((page) => page.path),
      });
      if (!tolerant && navigation.problems.length) throw new ContentError(navigation.problems);
      for (const problem of navigation.problems) this.warn(formatProblem(problem));
      const translations = readTranslations(pagesDir, label(pagesDir));
      if (!tolerant && translations.problems.length) throw new ContentError(translations.problems);
      for (const problem of translations.problems) this.warn(formatProblem(problem));
      lastNavigation = navigation.navigation ?? lastNavigation;
      // Problems of no single page (the data files, two pages claiming one path or alias): in the dev
      // server every page renders and lists them above itself, so one mistake never takes the site down.
      const siteProblems = sortedByPlace([
        ...broken.filter((page) => page.path === null).flatMap((page) => page.problems),
        ...items.problems,
        ...navigation.problems,
        ...translations.problems,
      ]);
      const lastModified = datesBesideBundle ? undefined : await pagesLastModified(pagesDir, pages, options.asOf);
      if (tolerant && lastModified) bodyEdits.remember(pagesDir, pages, lastModified);
      return [
        `export const pages = ${JSON.stringify(pages)};`,
        lastModified
          ? `export const lastModified = ${JSON.stringify(lastModified)};`
          : // From a variable, not a literal: Vite would take `new URL('literal', import.meta.url)` for an asset.
            `const datesFile = ${JSON.stringify(besideBundle.pageDates)};\n` +
            `export const { lastModified } = await import(/* @vite-ignore */ new URL(datesFile, import.meta.url).href);`,
        `export const pagesLabel = ${JSON.stringify(label(pagesDir))};`,
        `export const brokenPages = ${JSON.stringify(broken)};`,
        `export const vocabularies = ${JSON.stringify(vocabularies?.terms ?? emptyVocabularies)};`,
        `export const newsItems = ${JSON.stringify(items.news)};`,
        `export const eventItems = ${JSON.stringify(items.events)};`,
        `export const unpublished = ${JSON.stringify([...read.unpublished, ...items.unpublished])};`,
        `export const navigation = ${JSON.stringify(tolerant ? (lastNavigation ?? emptyNavigation) : navigation.navigation)};`,
        `export const navigationProblems = ${JSON.stringify(navigation.problems)};`,
        `export const siteProblems = ${JSON.stringify(siteProblems)};`,
        `export const translations = ${JSON.stringify(translations.translations)};`,
        datesBesideBundle
          ? `const photosFile = ${JSON.stringify(besideBundle.publicPhotos)};\n` +
            `export const { publicPhotos } = await import(/* @vite-ignore */ new URL(photosFile, import.meta.url).href);`
          : 'export const publicPhotos = {};',
        '',
      ].join('\n');
    },
    transform(code, id) {
      const path = id.split('?')[0];
      if (!isPage(path)) return undefined;
      const file = relative(pagesDir, path).split(sep).join('/');
      const source = mdxPageSource(label(path), file, code);
      for (const warning of componentChecks?.check(label(path), code) ?? []) this.warn(formatProblem(warning));
      return { code: source, map: null };
    },
    configureServer(server) {
      devServer = server;
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
