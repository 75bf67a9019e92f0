import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { notFoundPath } from '../../src/shared/page-entry';
import { ownShareImage, shareImagePath } from '../../src/layout/share-image';
import { shareCardOf, type ShareCard, type SharedPage } from '../share-images/share-card';
import { shareFontFiles } from '../share-images/share-fonts';
import type { ThreadPool } from '../workers/thread-pool';
import { WorkerPool } from '../workers/worker-pool';
import { keepAndPlace, placeFromCache } from '../file-cache';
import { folderMaker } from '../folder-maker';
import { buildStep } from '../build-context';
import { bundleStep } from './bundle';
import { compileStep } from './compile';

export interface ShareImagesInput {
  root: string;
  staging: string;
  pages: readonly SharedPage[];
  /** Folder of drawn images kept between builds; false draws every image. */
  cacheDir: string | false;
  /** Aborted when the build fails elsewhere: no more cards are started. */
  signal?: AbortSignal;
  /** The build's threads to draw on; without them the step starts threads of its own. */
  threads?: ThreadPool;
}

export interface ShareImagesReport {
  drawn: number;
  cached: number;
}

// The prerender writes a not-found page from its own fallback when pages/404.mdx is missing; its
// head names a share image like any page's.
const fallbackNotFound: SharedPage = { path: notFoundPath, frontmatter: { title: 'Page not found', lang: 'en' } };

/**
 * Everything besides the card that shapes the image: the template and what draws and encodes it. A
 * change to any of them gives every card a new key, so the cache never serves an image of an old template.
 */
function templateFingerprint(root: string): string {
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha256');
  const folder = join(root, 'builder/share-images');
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .sort())
    hash.update(readFileSync(join(folder, file)));
  for (const file of shareFontFiles) hash.update(readFileSync(file));
  // Node's zlib compresses the palette PNGs; sharp, the rare card of more than 256 colours.
  hash.update(JSON.stringify([version('satori'), version('@resvg/resvg-js'), version('sharp'), process.versions.zlib]));
  return hash.digest('hex');
}

/**
 * Draws each page's 1200×630 share image (its title, section label and colour) into
 * `images/share/…` of the staging folder, where its head tags point, unless the page names its
 * own raster `image`. Images are kept by the hash of their card and the template, so a warm build
 * links them instead of drawing them again. Drawing happens on worker threads, started only when a
 * card is not in the cache, so the build's main thread can prerender meanwhile; `signal` stops it
 * between cards when the build fails elsewhere.
 */
export async function writeShareImages({
  root,
  staging,
  pages,
  cacheDir,
  signal,
  threads,
}: ShareImagesInput): Promise<ShareImagesReport> {
  const fingerprint = templateFingerprint(root);
  const withFallback = pages.some((page) => page.path === notFoundPath) ? pages : [...pages, fallbackNotFound];
  const wanted = withFallback.filter((page) => !ownShareImage(page.frontmatter.image));
  const report: ShareImagesReport = { drawn: 0, cached: 0 };
  let pool: WorkerPool<ShareCard, Uint8Array> | undefined;
  const madeFolder = folderMaker();

  const writeOne = async (page: SharedPage): Promise<void> => {
    const card: ShareCard = shareCardOf(page);
    const key = createHash('sha256').update(fingerprint).update('\0').update(JSON.stringify(card)).digest('hex');
    const target = join(staging, shareImagePath(page.path));
    const cached = cacheDir ? join(cacheDir, `${key}.png`) : undefined;
    await madeFolder(dirname(target));
    if (cached && placeFromCache(cached, target)) {
      report.cached++;
      return;
    }
    pool ??= new WorkerPool(new URL('../share-images/share-image-worker.ts', import.meta.url), {
      threads,
      account: 'shareImages',
    });
    const png = Buffer.from(await pool.run(card));
    report.drawn++;
    await keepAndPlace(cached, target, png);
  };

  // Enough cards in flight to keep every worker busy while this thread writes the finished ones.
  const queue = [...wanted];
  const lane = async () => {
    for (let page = queue.shift(); page && !signal?.aborted; page = queue.shift()) await writeOne(page);
  };
  try {
    // Every lane ends before the step does, failed or not: none may write into a staging folder being removed.
    const lanes = await Promise.allSettled(Array.from({ length: 2 * availableParallelism() }, lane));
    const failed = lanes.find((settled) => settled.status === 'rejected');
    if (failed) throw failed.reason;
  } finally {
    await pool?.close();
  }
  return report;
}

/** Share images draw on worker threads while this thread checks and prerenders. */
export const shareImagesStep = buildStep({
  name: 'shareImages',
  inputs: { bundles: bundleStep },
  // Its workers would take the cores the compile's workers use.
  after: [compileStep],
  async run({ bundles }, { root, folders, caches, signal, log, threads }) {
    const drawn = await writeShareImages({
      root,
      staging: folders.staging,
      pages: bundles.server.pages,
      cacheDir: caches.shareImages,
      signal,
      threads,
    });
    log(`share images: ${drawn.drawn} drawn, ${drawn.cached} from the cache`);
    return drawn;
  },
});
