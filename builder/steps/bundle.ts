import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagesLastModified } from '../../content/last-modified';
import { builtPhotoSet, type PhotoJob } from '../../content/photos/photo-plugin';
import type { AsOf } from '../../src/shared/publication/as-of';
import { buildStep } from '../build-context';
import { serverFiles } from '../pages/server-files';
import type { ServerEntry } from '../prerender';
import { BundleCache, bundleKey } from '../bundle/bundle-cache';
import { errorFromDetails, type ErrorDetails } from '../bundle/error-details';
import type { ViteBundleOptions } from '../bundle/vite-bundle';
import { frontmatterStep } from './frontmatter';
import { imagesStep } from './images';
import { leaveOutPhotoOriginals } from '../photos/unprocessed-images';
import type { PageTexts } from '../../content/page-texts';
import { pageIndexData } from '../../content/page-index';
import type { Site } from '../../content/read-site';
import type { BundleInput } from '../../vite.config';
import { folderFreeIndex } from '../bundle/folder-free-index';
import { copyPublicFiles } from '../bundle/copy-public-files';

export { firstFailure } from '../bundle/vite-bundle';

export interface BundleOptions extends Omit<ViteBundleOptions, 'inputFile'> {
  /** Folder of bundles kept between builds (`BundleCache`); none bundles every time. */
  cacheDir?: string;
  /** What `readSite` read: the bundles' page index and the pages' texts, handed over rather than read again. */
  site: Site;
  /** Aborted when another step of the build failed: the bundling process is stopped and nothing is kept. */
  signal?: AbortSignal;
}

export interface Bundles {
  /** The SSR bundle, imported: it renders pages (loading the modules `compilePages` wrote) and lists them. */
  server: ServerEntry;
  /** Whether both builds came from the cache. */
  cached: boolean;
}

const child = fileURLToPath(new URL('../bundle/bundle-child.ts', import.meta.url));
// The child runs from a bundle of its modules, not through tsx's hooks (`run-bundled.mjs`).
const runBundled = fileURLToPath(new URL('../run-bundled.mjs', import.meta.url));

/**
 * Runs both Vite builds in a child process (`bundle-child.ts`): Vite and Rolldown keep some 400 MB
 * after bundling 2000 pages' index, memory this process would carry through the prerender.
 * The child's error comes back with its file and place.
 */
async function bundleInChild({
  root,
  pagesDir,
  includeDrafts,
  folders,
  asOf,
  site,
  signal,
}: BundleOptions): Promise<void> {
  const input: BundleInput = {
    index: folderFreeIndex(pageIndexData(site, site.navigation.navigation)),
    texts: Object.fromEntries(site.texts),
  };
  const inputFile = join(folders.ssrDir, 'bundle-input.json');
  await mkdir(folders.ssrDir, { recursive: true });
  await writeFile(inputFile, JSON.stringify(input));
  const options: ViteBundleOptions = { root, pagesDir, includeDrafts, folders, asOf, inputFile };
  const running = spawn(process.execPath, [runBundled, child, JSON.stringify(options)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  running.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  // Another step failed: the bundle is not wanted, so the child stops now rather than finishing both builds.
  const stop = () => running.kill('SIGTERM');
  signal?.addEventListener('abort', stop, { once: true });
  if (signal?.aborted) stop();
  const code = await new Promise<number | null>((resolve, reject) => {
    running.on('error', reject);
    // After 'close' the child has ended: nothing writes into the staging or SSR folder any more.
    running.on('close', resolve);
  }).finally(() => signal?.removeEventListener('abort', stop));
  signal?.throwIfAborted();
  if (code === 0) return;
  let details: ErrorDetails;
  try {
    details = JSON.parse(output) as ErrorDetails;
  } catch {
    details = { name: 'Error', message: `bundling stopped (exit code ${code}): ${output.trim()}` };
  }
  throw errorFromDetails(details);
}

/**
 * Both bundles, from the cache when nothing they read has changed, then the SSR bundle imported.
 * The pages' dates must be written beside it first (`serverFiles`).
 */
export async function bundleClientAndServer(options: BundleOptions): Promise<Bundles> {
  const { folders, cacheDir } = options;
  const files = serverFiles(folders.ssrDir);
  const cache = cacheDir ? new BundleCache(cacheDir) : undefined;
  // What `asOf` decides in the page index (the pages and items left out, the past events) is part of
  // the key: a day that changes none of it reuses the bundle, so a daily build renders only what changed.
  const { publication, texts, pagesLabel } = options.site;
  const key = cache ? await bundleKey({ ...options, publication, pagesLabel, texts }) : undefined;
  const cached = key ? ((await cache?.restore(key, folders.staging, files.bundleDir)) ?? false) : false;
  if (!cached) {
    await bundleInChild(options);
    if (key) await cache?.keep(key, folders.staging, files.bundleDir);
  }
  options.signal?.throwIfAborted();
  const server = (await import(files.entryUrl)) as ServerEntry;
  return { server, cached };
}

/** The pages' last-change dates, in the file the SSR bundle imports them from at run time (`serverFiles`). */
async function writePageDates(
  pagesDir: string,
  pages: readonly { path: string; file: string }[],
  datesFile: string,
  asOf: AsOf,
  texts: PageTexts,
) {
  const lastModified = await pagesLastModified(pagesDir, pages, asOf, texts);
  await mkdir(dirname(datesFile), { recursive: true });
  await writeFile(datesFile, `export const lastModified = ${JSON.stringify(lastModified)};\n`);
}

/** The photos of the public/ files the pages name, in the file the SSR bundle imports them from at run time (`serverFiles`). */
async function writePublicPhotos(photos: ReadonlyMap<string, PhotoJob>, photosFile: string) {
  const sets = Object.fromEntries([...photos].map(([url, job]) => [url, builtPhotoSet(job)]));
  await mkdir(dirname(photosFile), { recursive: true });
  await writeFile(photosFile, `export const publicPhotos = ${JSON.stringify(sets)};\n`);
}

/** Git is asked for the pages' dates while the images are read and the pages compile; the bundle reads them. */
export const pageDatesStep = buildStep({
  name: 'pageDates',
  inputs: { content: frontmatterStep },
  timed: false,
  async run({ content }, { pagesDir, folders, asOf }) {
    await writePageDates(pagesDir, content.pages, serverFiles(folders.ssrDir).datesFile, asOf, content.texts);
  },
});

/** The photo sets of the public/ files the pages show, for the bundle to read. */
export const publicPhotosStep = buildStep({
  name: 'publicPhotos',
  inputs: { images: imagesStep },
  timed: false,
  async run({ images }, { folders }) {
    await writePublicPhotos(images.publicPhotos, serverFiles(folders.ssrDir).publicPhotosFile);
  },
});

/**
 * Vite bundles the site's code (in a child process, or from the cache) while the pages compile on
 * worker threads; public/ is then copied (no link out of it), less the originals of its photos.
 */
export const bundleStep = buildStep({
  name: 'bundle',
  inputs: { content: frontmatterStep, images: imagesStep, pageDates: pageDatesStep, publicPhotos: publicPhotosStep },
  async run({ content, images }, { root, pagesDir, includeDrafts, folders, asOf, caches, publicDir, log, signal }) {
    const bundles = await bundleClientAndServer({
      signal,
      root,
      pagesDir,
      includeDrafts,
      folders,
      asOf,
      site: content,
      cacheDir: caches.bundle || undefined,
    });
    await copyPublicFiles(publicDir, folders.staging);
    await leaveOutPhotoOriginals(folders.staging, images.publicPhotos.keys(), publicDir);
    log(`bundle: ${bundles.cached ? 0 : 2} bundles built, ${bundles.cached ? 2 : 0} from the cache (client and SSR)`);
    return bundles;
  },
});
