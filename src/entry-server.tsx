import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { brokenPages, lastModified } from 'virtual:page-index';
import { ContentError } from './shared/content-error';
import { notFoundPath, type PageEntry } from './shared/page-entry';
import { publicPhoto } from './shared/photos/public-photo';
import { fileLabel, notFoundPage, pageAt, pageEntries } from './shared/pages';
import { noteRead, renderReadsSlot, type RenderReads } from './shared/render-reads';
import { normalisePathname } from './shared/route-path';
import { IslandRegistry, IslandRegistryContext } from './hydration/island-registry';
import { PicturesShownContext } from './components/illustration-choice';
import { headHtml } from './layout/head-html';
import { headTags } from './layout/head-tags';
import { structuredDataTags } from './structured-data/page-structured-data';
import { routesFor } from './routes';
import { site } from './site';

/**
 * The page as its head tags read it: a raster `image` in public/ names the widest fallback file of
 * the photo the build made of it (JPEG or PNG, which every link preview shows), since an original
 * over 300 KB is not in the built site.
 */
function withSharedPhoto(entry: PageEntry): PageEntry {
  const image = entry.frontmatter.image && publicPhoto(entry.frontmatter.image);
  return typeof image === 'object' ? { ...entry, frontmatter: { ...entry.frontmatter, image: image.src } } : entry;
}

export interface RenderResult {
  status: 200 | 404;
  lang: string;
  /** Head tags as HTML. */
  head: string;
  /** The page inside `#root`. */
  html: string;
  /** Names of the islands on the page; empty means the page needs no JavaScript. */
  islands: string[];
  /** What the render read (`render-reads.ts`), for the reviewer's report. */
  reads: PageReads;
}

/** A page's `RenderReads` as plain data: each file with its uses, and the map components it rendered. */
export interface PageReads {
  files: Record<string, string[]>;
  /** By file and use, a digest of what the read showed, where it noted what (absent in builds from before). */
  shown?: Record<string, Record<string, string>>;
  components: string[];
  /** Shared labels shown in English on a page in another language (`noteUntranslated`); absent in reads kept before it was recorded. */
  untranslated?: string[];
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

// One record per render, whichever of several renders under way reads. One store per process: the
// dev server evaluates this module again after each content change, and Node 20 never frees an
// AsyncLocalStorage that has run (each one left behind slowed every later promise and held its renders).
const slots = globalThis as Record<symbol, AsyncLocalStorage<RenderReads> | undefined>;
const readsStore = (slots[renderReadsSlot] ??= new AsyncLocalStorage<RenderReads>());

function plainReads({ files, shown, components, untranslated }: RenderReads): PageReads {
  const digests = [...shown]
    .map(([file, uses]): [string, Record<string, string>] => [
      file,
      Object.fromEntries(
        [...uses]
          .filter((entry): entry is [string, string] => entry[1] !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([use, text]) => [use, digest(text)]),
      ),
    ])
    .filter(([, uses]) => Object.keys(uses).length > 0)
    .sort(([a], [b]) => a.localeCompare(b));
  return {
    files: Object.fromEntries(
      [...files].sort(([a], [b]) => a.localeCompare(b)).map(([file, uses]) => [file, [...uses].sort()]),
    ),
    shown: Object.fromEntries(digests),
    components: [...components].sort(),
    untranslated: [...untranslated].sort(),
  };
}

const fallbackEntry = {
  file: '404.mdx',
  path: notFoundPath,
  frontmatter: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    aliases: [],
    lang: 'en' as const,
    draft: false,
    noindex: false,
    allowHashLinks: false,
  },
};

/** Renders one URL of the site to HTML; the dev server and the prerender both use it. */
export async function render(url: string): Promise<RenderResult> {
  const reads: RenderReads = { files: new Map(), shown: new Map(), components: new Set(), untranslated: new Set() };
  const result = await readsStore.run(reads, () => renderPage(url));
  return { ...result, reads: plainReads(reads) };
}

async function renderPage(url: string): Promise<Omit<RenderResult, 'reads'>> {
  const path = normalisePathname(new URL(url, site.url).pathname);
  const broken = brokenPages.find((candidate) => candidate.path === path);
  if (broken) throw new ContentError(broken.problems);
  const page = pageAt(path);
  const entry = page && path !== notFoundPath ? page : (notFoundPage ?? fallbackEntry);
  if (entry !== fallbackEntry) noteRead(fileLabel(entry), 'its own file');
  try {
    const handler = createStaticHandler(routesFor(path));
    const context = await handler.query(new Request(new URL(path, site.url)));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    // A page that fails to compile or load lands in context.errors; the default boundary would hide it.
    const error: unknown = context.errors ? Object.values(context.errors)[0] : undefined;
    if (error !== undefined)
      throw error instanceof Error ? error : new Error(`${path} failed to render`, { cause: error });
    const registry = new IslandRegistry();
    const html = renderToString(
      <IslandRegistryContext value={registry}>
        {/* Item 10: the pictures this page shows, so a card does not repeat one (illustration-choice.ts). */}
        <PicturesShownContext value={new Set<string>()}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </PicturesShownContext>
      </IslandRegistryContext>,
    );
    const shared = withSharedPhoto(entry);
    return {
      status: entry === page && path !== notFoundPath ? 200 : 404,
      lang: entry.frontmatter.lang,
      head: headHtml([
        ...headTags(shared, pageEntries, site),
        ...structuredDataTags(shared, pageEntries, site, { lastModified: lastModified[entry.path], html }),
      ]),
      html,
      islands: [...registry.names],
    };
  } catch (error) {
    // Compile errors already carry their file and line; a render error gets the page's file name.
    if (error instanceof Error && ('id' in error || error.name === 'ContentError')) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${fileLabel(entry)}: ${message}`, { cause: error });
  }
}

export { pageEntries as pages } from './shared/pages';
export { lastModified, pagesLabel } from 'virtual:page-index';
export { site } from './site';
// The build's page modules import their runtime from this bundle, so they share its React and component map.
export * from './shared/mdx/page-runtime';
