import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { keepAndPlace, placeFromCache } from '../file-cache';
import { buildStep } from '../build-context';
import { linkCheckStep } from './link-check';
import { searchStep } from './search';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(html|css|js|mjs|json|xml|svg|txt|webmanifest)$/;

/**
 * Writes `.br` and `.gz` copies of a text file's content beside it, for the server to send as they
 * are. Highest brotli quality only for the few hashed assets: for pages, quality 6 compresses as
 * well as 9 (to 24% of the HTML) at a thirtieth of the time, which matters at thousands of pages.
 * With `cacheDir`, copies are kept by the content's hash, so an unchanged file is not compressed again.
 */
export async function writeCompressed(file: string, data: Buffer, cacheDir?: string): Promise<void> {
  if (data.length < 1024) return;
  const quality = file.includes('/assets/') ? 11 : 6;
  const key = cacheDir && createHash('sha256').update(`${quality}\0`).update(data).digest('hex');
  const cached = (extension: string) => (key ? join(cacheDir, key.slice(0, 2), `${key}${extension}`) : undefined);
  if (key && placeFromCache(cached('.br')!, `${file}.br`)) {
    if (placeFromCache(cached('.gz')!, `${file}.gz`)) return;
    await rm(`${file}.br`, { force: true });
  }
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
    gzipAsync(data, { level: 6 }),
  ]);
  await Promise.all([keepAndPlace(cached('.br'), `${file}.br`, br), keepAndPlace(cached('.gz'), `${file}.gz`, gz)]);
}

/**
 * Compressed copies of every text file worth compressing among `files`. A few at a time: thousands
 * of jobs queued at once on libuv's small thread pool starve the file writes and thrash memory.
 */
export async function precompress(files: readonly string[], cacheDir?: string, concurrency = 8): Promise<void> {
  const queue = files.filter((file) => compressible.test(file));
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop())
      await writeCompressed(file, await readFile(file), cacheDir);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** The search index's files compressed, beside the rest of the site's (the `compress` step). */
export const compressSearchStep = buildStep({
  name: 'compressSearch',
  inputs: { searchIndex: searchStep },
  timed: false,
  async run({ searchIndex }, { caches }) {
    await precompress(searchIndex.files, caches.compress || undefined);
  },
});

/**
 * The site's files compressed while Pagefind indexes: Pagefind keeps about one core busy, and the
 * other would wait. Its time is the wait for the compression after the index.
 */
export const compressStep = buildStep({
  name: 'compress',
  inputs: { files: linkCheckStep },
  async run({ files }, { caches }) {
    await precompress(files, caches.compress || undefined);
  },
});
