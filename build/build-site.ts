import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ComponentUseLog } from '../src/content/components/component-use-log';
import { ContentError, formatProblem, sortedByPlace, type ContentProblem } from '../src/content/content-error';
import type { KnownVocabularies } from '../src/content/known-pages';
import { pagesLastModified } from '../src/content/last-modified';
import type { PhotoJob } from '../src/content/photos/photo-plugin';
import { builtPhotoSet } from '../src/content/photos/photo-plugin';
import { precompress } from './compress';
import { manifestAssets } from './manifest-assets';
import { compilePages, type CompiledPages } from './pages/compile-pages';
import { RenderCache } from './pages/render-cache';
import { pageRenderer } from './pages/render-task';
import { serverFiles } from './pages/server-files';
import { pageDocument, prerender, type PrerenderResult, type ServerEntry, type WriteDocument } from './prerender';
import { documentReader } from './read-rendered-page';
import { RenderReadings } from './pages/render-readings';
import { projectRoot } from './project-root';
import { readContent } from './read-content';
import { buildFolders, removeBuildLeftovers, swapIntoPlace } from './steps/build-folders';
import { bundleClientAndServer } from './steps/bundle';
import { checkBuiltLinks } from './steps/check-built-links';
import { writeFeeds } from './steps/feeds';
import { checkFormPages } from './steps/form-pages';
import { readPageImages } from './photos/page-images';
import { writePhotos, type WrittenPhotoFile } from './steps/photos';
import { leaveOutPhotoOriginals, checkUnprocessedImages } from './steps/unprocessed-images';
import { writeShareImages, type ShareImagesReport } from './steps/share-images';
import { writeSearchIndex } from './steps/search-index';
import { isCheckedDataFile } from './spelling/file-spelling';
import { spellCheckedFiles, SpellingRun } from './spelling/site-spelling';
import { writeSiteFiles } from './steps/site-files';
import { stepTimer } from './steps/step-timer';
import { ThreadPool } from './workers/thread-pool';
import { today, type AsOf } from '../src/content/publication/as-of';
import { publicationLogLine } from '../src/content/publication/publication-state';

export { projectRoot };
export { SiteCheckError } from './steps/form-pages';

export interface BuildOptions {
  pagesDir?: string;
  outDir?: string;
  includeDrafts?: boolean;
  /**
   * Folder for everything kept between builds (default node_modules/.cache): compiled pages in
   * `site-mdx`, share images, photos, compressed copies, each in its own `site-…` folder. A build
   * with an empty one is cold. The options below override one cache each.
   */
  cacheDir?: string;
  /** Folder of compiled pages kept between builds (default <cacheDir>/site-mdx); false for none. */
  mdxCacheDir?: string | false;
  /** Folder of drawn share images kept between builds (default <cacheDir>/site-share-images); false for none. */
  shareImageCacheDir?: string | false;
  /** Folder of encoded photos kept between builds (default <cacheDir>/site-photos); false for none. */
  photoCacheDir?: string | false;
  /** Folder of rendered pages kept between builds (default <cacheDir>/site-render); false for none. */
  renderCacheDir?: string | false;
  /** Folder of whole search indexes kept between builds (default <cacheDir>/site-search); false for none. */
  searchCacheDir?: string | false;
  /** Folder of client and SSR bundles kept between builds (default <cacheDir>/site-bundle); false for none. */
  bundleCacheDir?: string | false;
  /** Folder of compressed copies kept between builds (default <cacheDir>/site-compressed); false for none. */
  compressCacheDir?: string | false;
  /** Folder of each page's spelling findings kept between builds (default <cacheDir>/site-spelling); false for none. */
  spellingCacheDir?: string | false;
  log?: (line: string) => void;
  /**
   * The day the site is built as, YYYY-MM-DD (default today, on this machine's calendar): pages
   * and items dated after it are scheduled and left out, those whose `expires` it has reached are
   * expired and left out, and events before it are past. `npm run build -- --as-of 2027-03-01`.
   */
  asOf?: AsOf;
}

export interface BuildReport {
  pages: number;
  redirects: number;
  /** Milliseconds per step. */
  timings: Record<string, number>;
  /** CPU milliseconds per step, all threads. */
  cpuTimings: Record<string, number>;
  /** The photo files written, with their sizes. */
  photos: WrittenPhotoFile[];
  /** Share images drawn, and taken from the cache. */
  shareImages: ShareImagesReport;
  /** Whether the search index came from the cache. */
  searchIndexCached: boolean;
  /** Pages whose render came from the cache. */
  rendersCached: number;
  /** Whether the client and SSR bundles came from the cache. */
  bundleCached: boolean;
  /** Pages and items whose spelling was checked, not taken from the cache. */
  spellingChecked: number;
  /** Content problems that do not stop the build, sorted by file and line; `scripts/build.ts` lists them at the end. */
  warnings: ContentProblem[];
}

/** The pages' last-change dates, in the file the SSR bundle imports them from at run time (`serverFiles`). */
async function writePageDates(
  pagesDir: string,
  pages: readonly { path: string; file: string }[],
  datesFile: string,
  asOf: AsOf,
) {
  const lastModified = await pagesLastModified(pagesDir, pages, asOf);
  await mkdir(dirname(datesFile), { recursive: true });
  await writeFile(datesFile, `export const lastModified = ${JSON.stringify(lastModified)};\n`);
}

/** The photos of the public/ files the pages name, in the file the SSR bundle imports them from at run time (`serverFiles`). */
async function writePublicPhotos(photos: ReadonlyMap<string, PhotoJob>, photosFile: string) {
  const sets = Object.fromEntries([...photos].map(([url, job]) => [url, builtPhotoSet(job)]));
  await mkdir(dirname(photosFile), { recursive: true });
  await writeFile(photosFile, `export const publicPhotos = ${JSON.stringify(sets)};\n`);
}

/** Every page's component uses, read while compiling, checked before any page renders; returns the warnings. */
function checkComponents(
  componentUses: ComponentUseLog,
  server: ServerEntry,
  pagesDir: string,
  vocabularies: KnownVocabularies | undefined,
): ContentProblem[] {
  const componentWarnings = componentUses.check(server.pages, pagesDir, server.pagesLabel, vocabularies);
  return componentWarnings.map((warning) => ({ ...warning, severity: 'warning' }));
}

/**
 * Writes every page's document into the staging folder: linked from the render cache when kept,
 * else rendered on worker threads (their modules written first) and kept.
 */
async function prerenderPages(
  server: ServerEntry,
  ssrDir: string,
  staging: string,
  cacheDir: string | false,
  { moduleHashes, writeModule }: Pick<CompiledPages, 'moduleHashes' | 'writeModule'>,
  threads: ThreadPool,
): Promise<PrerenderResult & { cached: number }> {
  const files = serverFiles(ssrDir);
  const manifest = join(staging, '.vite', 'manifest.json');
  const cache = cacheDir ? await RenderCache.open(cacheDir, files, manifest, moduleHashes) : undefined;
  const assets = manifestAssets(manifest);
  // Threads start at the first page the cache does not have: a build with every page kept starts none.
  const renderer = pageRenderer(threads, files.entryUrl);
  let cached = 0;
  const readings = cacheDir ? RenderReadings.open(cacheDir) : undefined;
  const read = documentReader();
  const writeDocument: WriteDocument = async (entry, path, target, keepHtml) => {
    const key = cache?.keyOf(path, entry?.file, server.lastModified[path]);
    let html: string;
    if (key && cache?.place(key, target)) {
      cached++;
      const kept = readings?.get(key);
      if (kept) return { reading: kept, html: keepHtml ? readFileSync(target, 'utf8') : undefined };
      html = readFileSync(target, 'utf8');
    } else {
      if (entry) await writeModule(entry.file);
      html = pageDocument(await renderer.run(path), assets);
      if (key && cache) await cache.keep(key, target, html);
      else writeFileSync(target, html);
    }
    const reading = read(entry, html);
    if (key) readings?.set(key, reading);
    return { reading, html: keepHtml ? html : undefined };
  };
  try {
    const result = await prerender(server.pages, writeDocument, staging);
    await readings?.save();
    return { ...result, cached };
  } finally {
    await renderer.close();
  }
}

/**
 * Builds the site into `outDir` in one process: client build (islands, CSS, public files), SSR
 * build (pages), prerender, redirects, sitemap, headers, link check, precompression. Everything
 * is written to a staging folder first, so a failed build leaves the previous output untouched.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildReport> {
  const root = projectRoot;
  const pagesDir = resolve(options.pagesDir ?? join(root, 'pages'));
  const includeDrafts = options.includeDrafts ?? false;
  const asOf = options.asOf ?? today();
  const log = options.log ?? (() => {});
  // Every step's warnings, printed as they are found and returned together in the report.
  const warnings: ContentProblem[] = [];
  const warn = (found: readonly ContentProblem[]) => {
    for (const warning of found) {
      warnings.push({ ...warning, severity: 'warning' });
      log(formatProblem({ ...warning, severity: 'warning' }));
    }
  };
  const folders = buildFolders(root, resolve(options.outDir ?? join(root, 'dist')));
  const { staging } = folders;
  const { step, timings, cpuTimings } = stepTimer();
  const cacheDir = resolve(options.cacheDir ?? join(root, 'node_modules/.cache'));
  const cacheFor = (option: string | false | undefined, name: string) => option ?? join(cacheDir, name);
  const stopDrawing = new AbortController();
  // The one pool of worker threads: the compile, the share images and the prerender run on it.
  const threads = new ThreadPool();
  let shareImages: Promise<unknown> | undefined;
  let spellingRun: SpellingRun | undefined;

  // React's production build for the prerender; set before the SSR bundle first imports React.
  process.env.NODE_ENV = 'production';
  try {
    // Frontmatter and links first: a content error is reported before any bundling starts.
    const publicDir = join(root, 'public');
    const content = readContent({ pagesDir, root, includeDrafts, asOf, publicDir });
    const { drafts, vocabularies } = content;
    for (const { file, publication } of content.unpublished) log(publicationLogLine(file, publication));
    step('frontmatter');
    // Git is asked for the dates while the images are read and the pages compile; the bundle reads them.
    const { datesFile, publicPhotosFile } = serverFiles(folders.ssrDir);
    const datesWritten = writePageDates(pagesDir, content.pages, datesFile, asOf);
    datesWritten.catch(() => {});
    const images = await readPageImages({
      pages: content.pages,
      pagesDir,
      pagesLabel: relative(root, pagesDir).split(sep).join('/'),
      root,
      publicDir,
      cacheDir: cacheFor(options.photoCacheDir, 'site-photos'),
    }).catch(async (error: unknown) => {
      // The cleanup must not remove the SSR folder while the dates are written into it.
      await datesWritten.catch(() => {});
      throw error;
    });
    if (images.problems.length) {
      await datesWritten.catch(() => {});
      throw new ContentError(images.problems);
    }
    const photosWritten = writePublicPhotos(images.publicPhotos, publicPhotosFile);
    photosWritten.catch(() => {});
    step('images');
    // Spelling is checked on a thread of its own, each page as it compiles (`onCompiled`, from
    // the text the compile read); the `spelling` step is the wait for it. Its warnings never stop the build.
    const spelling = new SpellingRun({
      root,
      pagesDir,
      cacheDir: cacheFor(options.spellingCacheDir, 'site-spelling') || undefined,
    });
    spellingRun = spelling;
    const published = new Set(content.pages.map((page) => page.file));
    for (const file of spellCheckedFiles(pagesDir).filter(isCheckedDataFile)) spelling.add(file);
    // Vite bundles the site's code (in a child process, or from the cache) while the pages compile
    // on worker threads: neither reads what the other writes. The wait for it is the `bundle` step.
    const bundling = Promise.all([datesWritten, photosWritten]).then(() =>
      bundleClientAndServer({
        root,
        pagesDir,
        includeDrafts,
        folders,
        asOf,
        publication: content.publication,
        cacheDir: cacheFor(options.bundleCacheDir, 'site-bundle') || undefined,
      }),
    );
    bundling.catch(() => {});
    const compiled = await compilePages({
      root,
      pagesDir,
      cacheDir: cacheFor(options.mdxCacheDir, 'site-mdx') || undefined,
      ...serverFiles(folders.ssrDir),
      threads,
      onCompiled: (file, text, page) => {
        if (published.has(file)) spelling.add(file, text, { texts: page.texts, uses: page.uses });
      },
    }).catch(async (error: unknown) => {
      // A compile error, which names the page, comes first; the cleanup must wait for the bundler.
      await bundling.catch(() => {});
      throw error;
    });
    step('compile');
    const { server, cached: bundleCached } = await bundling;
    await leaveOutPhotoOriginals(staging, images.publicPhotos.keys(), publicDir);
    step('bundle');
    // Share images draw on worker threads while this thread checks and prerenders.
    const drawing = writeShareImages({
      root,
      staging,
      pages: server.pages,
      cacheDir: cacheFor(options.shareImageCacheDir, 'site-share-images'),
      signal: stopDrawing.signal,
      threads,
    });
    // Awaited below; until then a failure must not count as unhandled.
    shareImages = drawing.catch(() => {});
    warn(checkComponents(compiled.componentUses, server, pagesDir, vocabularies));
    step('components');
    const {
      pages: rendered,
      scriptHashes,
      cached: renderedBefore,
    } = await prerenderPages(
      server,
      folders.ssrDir,
      staging,
      cacheFor(options.renderCacheDir, 'site-render'),
      compiled,
      threads,
    );
    log(`prerender: ${rendered.length - renderedBefore} pages rendered, ${renderedBefore} from the cache`);
    step('prerender');
    checkFormPages(rendered, log);
    const redirects = await writeSiteFiles({
      staging,
      pages: server.pages,
      scriptHashes,
      lastModified: server.lastModified,
    });
    step('extras');
    await writeFeeds({ staging, pages: server.pages, pagesDir, root, asOf });
    step('feeds');
    const drawn = await drawing;
    log(`share images: ${drawn.drawn} drawn, ${drawn.cached} from the cache`);
    step('shareImages');
    const photoFiles = await writePhotos({
      root,
      staging,
      photos: [...compiled.photos.values(), ...images.publicPhotos.values()],
      cacheDir: cacheFor(options.photoCacheDir, 'site-photos'),
      log,
    });
    await checkUnprocessedImages(staging, publicDir, root);
    step('photos');
    const files = await checkBuiltLinks({ root, staging, rendered, pagesLabel: server.pagesLabel, redirects, drafts });
    step('linkCheck');
    const compressCache = cacheFor(options.compressCacheDir, 'site-compressed') || undefined;
    // The site's files are compressed while Pagefind indexes: Pagefind keeps about one core busy,
    // and the other would wait. The wait for the compression after the index is the `compress` step.
    const compressing = precompress(files, compressCache);
    compressing.catch(() => {});
    const searchIndex = await writeSearchIndex(
      staging,
      rendered,
      cacheFor(options.searchCacheDir, 'site-search') || undefined,
    ).catch(async (error: unknown) => {
      // The staging folder is removed after a failure: the compression must stop writing into it first.
      await compressing.catch(() => {});
      throw error;
    });
    log(
      `search: ${searchIndex.pages} pages indexed, ${searchIndex.files.length} files, ${searchIndex.bytes} bytes${searchIndex.cached ? ', from the cache' : ''}`,
    );
    step('search');
    await Promise.all([compressing, precompress(searchIndex.files, compressCache)]);
    step('compress');
    warn(await spelling.problems());
    step('spelling');
    await swapIntoPlace(folders);
    log(`built ${rendered.length} pages and ${redirects.length} redirects into ${folders.outDir}`);
    return {
      pages: rendered.length,
      redirects: redirects.length,
      timings,
      cpuTimings,
      photos: photoFiles,
      shareImages: drawn,
      searchIndexCached: searchIndex.cached,
      rendersCached: renderedBefore,
      bundleCached,
      spellingChecked: spelling.checked,
      warnings: sortedByPlace(warnings),
    };
  } finally {
    // A failed build must not remove the staging folder while share images are still written into it.
    stopDrawing.abort();
    await spellingRun?.close();
    await threads.close();
    await shareImages;
    await removeBuildLeftovers(folders);
  }
}
