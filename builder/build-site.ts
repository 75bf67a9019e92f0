import { join, resolve } from 'node:path';
import { sortedByPlace, type ContentProblem } from '../src/shared/content-error';
import { today, type AsOf } from '../src/shared/publication/as-of';
import type { BuildContext } from './build-context';
import { projectRoot } from './project-root';
import { runSteps } from './run-steps';
import { SpellingRun } from './spelling/site-spelling';
import { ThreadPool } from './workers/thread-pool';
import { buildFolders, removeBuildLeftovers, swapIntoPlace } from './build-folders';
import { bundleStep, pageDatesStep, publicPhotosStep } from './steps/bundle';
import { compileStep } from './steps/compile';
import { componentsStep } from './steps/components';
import { compressSearchStep, compressStep } from './steps/compress';
import { extrasStep } from './steps/extras';
import { feedsStep } from './steps/feeds';
import { frontmatterStep } from './steps/frontmatter';
import { imagesStep } from './steps/images';
import { linkCheckStep } from './steps/link-check';
import { pageSourcesStep } from './steps/page-sources';
import { photosStep, type WrittenPhotoFile } from './steps/photos';
import { prerenderStep } from './steps/prerender';
import { searchStep } from './steps/search';
import { shareImagesStep, type ShareImagesReport } from './steps/share-images';
import { spellingStep } from './steps/spelling';

export { projectRoot };
export { SiteCheckError } from './site-files/form-pages';

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
  /** CPU milliseconds per step, all threads over each step's span. */
  cpuTimings: Record<string, number>;
  /** CPU milliseconds per step, each step's own (`runSteps`). */
  ownCpuTimings: Record<string, number>;
  /** The photo files written, with their sizes. */
  photos: WrittenPhotoFile[];
  /** Share images drawn, and taken from the cache. */
  shareImages: ShareImagesReport;
  /** Whether the search index came from the cache. */
  searchIndexCached: boolean;
  /** Pages whose render came from the cache. */
  rendersCached: number;
  /** Pages whose compiled module came from the compile cache, and pages compiled. */
  compiles: { compiled: number; cached: number };
  /** Whether the client and SSR bundles came from the cache. */
  bundleCached: boolean;
  /** Pages and items whose spelling was checked, not taken from the cache. */
  spellingChecked: number;
  /** Content problems that do not stop the build, sorted by file and line; `scripts/build.ts` lists them at the end. */
  warnings: ContentProblem[];
}

/**
 * The build's steps, in the order of its table in ARCHITECTURE.md; each runs as soon as the steps
 * it names have ended, several at once (`runSteps`). The order decides which failure a build
 * reports when several steps fail (a content error before a bundling error, a compile error, which
 * names the page, before the bundle's), the order of the log lines and of the timings.
 */
const siteSteps = [
  frontmatterStep,
  imagesStep,
  compileStep,
  pageDatesStep,
  publicPhotosStep,
  bundleStep,
  componentsStep,
  prerenderStep,
  extrasStep,
  feedsStep,
  shareImagesStep,
  photosStep,
  linkCheckStep,
  pageSourcesStep,
  searchStep,
  compressSearchStep,
  compressStep,
  spellingStep,
];

/** The options resolved: the folders of this build, the caches, the spelling thread, the worker threads. */
function buildContext(options: BuildOptions): BuildContext {
  const root = projectRoot;
  const pagesDir = resolve(options.pagesDir ?? join(root, 'pages'));
  const cacheDir = resolve(options.cacheDir ?? join(root, 'node_modules/.cache'));
  const cacheFor = (option: string | false | undefined, name: string) => option ?? join(cacheDir, name);
  const caches = {
    mdx: cacheFor(options.mdxCacheDir, 'site-mdx'),
    shareImages: cacheFor(options.shareImageCacheDir, 'site-share-images'),
    photos: cacheFor(options.photoCacheDir, 'site-photos'),
    render: cacheFor(options.renderCacheDir, 'site-render'),
    search: cacheFor(options.searchCacheDir, 'site-search'),
    bundle: cacheFor(options.bundleCacheDir, 'site-bundle'),
    compress: cacheFor(options.compressCacheDir, 'site-compressed'),
    spelling: cacheFor(options.spellingCacheDir, 'site-spelling'),
  };
  return {
    root,
    pagesDir,
    publicDir: join(root, 'public'),
    includeDrafts: options.includeDrafts ?? false,
    asOf: options.asOf ?? today(),
    folders: buildFolders(root, resolve(options.outDir ?? join(root, 'dist'))),
    caches,
    spelling: new SpellingRun({ root, pagesDir, cacheDir: caches.spelling || undefined }),
    warnings: [],
    threads: new ThreadPool(),
  };
}

/**
 * Builds the site into `outDir` in one process: client build (islands, CSS, public files), SSR
 * build (pages), prerender, redirects, sitemap, headers, link check, precompression. Everything
 * is written to a staging folder first, so a failed build leaves the previous output untouched.
 */
export async function buildSite(options: BuildOptions = {}): Promise<BuildReport> {
  const context = buildContext(options);
  const { folders, spelling } = context;
  const log = options.log ?? (() => {});
  // React's production build for the prerender; set before the SSR bundle first imports React.
  process.env.NODE_ENV = 'production';
  try {
    const run = await runSteps(siteSteps, context, log);
    const rendered = run.output(prerenderStep);
    const redirects = run.output(extrasStep);
    const searchIndex = run.output(searchStep);
    await swapIntoPlace(folders);
    log(`built ${rendered.pages.length} pages and ${redirects.length} redirects into ${folders.outDir}`);
    return {
      pages: rendered.pages.length,
      redirects: redirects.length,
      timings: run.timings,
      cpuTimings: run.cpuTimings,
      ownCpuTimings: run.ownCpuTimings,
      photos: run.output(photosStep),
      shareImages: run.output(shareImagesStep),
      searchIndexCached: searchIndex.cached,
      rendersCached: rendered.cached,
      compiles: { compiled: run.output(compileStep).compiledCount, cached: run.output(compileStep).cachedCount },
      bundleCached: run.output(bundleStep).cached,
      spellingChecked: spelling.checked,
      warnings: sortedByPlace(context.warnings),
    };
  } finally {
    // The runner has waited for every step it started: nothing writes into these folders any more.
    await spelling.close();
    await context.threads.close();
    await removeBuildLeftovers(folders);
  }
}
