import { copyFileSync, linkSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Puts a cached file at `target`: a hard link when both are on one disk, which costs no bytes,
 * else a copy. False when the cache does not have it; `target` must not exist yet. Synchronous:
 * a link takes microseconds, less than a round trip through libuv's threads.
 */
export function placeFromCache(cached: string, target: string): boolean {
  try {
    linkSync(cached, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
  }
  try {
    copyFileSync(cached, target);
    return true;
  } catch {
    rmSync(target, { force: true });
    return false;
  }
}

/**
 * Stores `data` in the cache as `file`: written then renamed, so a build running at the same time
 * never reads half a file. Its folder is made only when the write finds none: a cache's folders
 * exist after its first build, and asking for them again for each of thousands of files costs.
 */
export async function keepInCache(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await writeFile(temporary, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(temporary, data);
  }
  await rename(temporary, file);
}

/**
 * Writes `data` to `target` and keeps it in the cache as `cached` (none: no cache). The cache's
 * copy is written and the target linked to it: creating a file costs far more than linking one
 * (about 0.4 ms against 0.02 ms on an ext4 disk), and thousands of pages make thousands of files.
 */
export async function keepAndPlace(
  cached: string | undefined,
  target: string,
  data: Uint8Array | string,
): Promise<void> {
  if (cached) {
    await keepInCache(cached, data);
    if (placeFromCache(cached, target)) return;
  }
  await writeFile(target, data);
}
