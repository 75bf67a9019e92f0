import { copyFile, link, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Puts a cached file at `target`: a hard link when both are on one disk, which costs no bytes,
 * else a copy. False when the cache does not have it; `target` must not exist yet.
 */
export async function placeFromCache(cached: string, target: string): Promise<boolean> {
  try {
    await link(cached, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
  }
  try {
    await copyFile(cached, target);
    return true;
  } catch {
    await rm(target, { force: true });
    return false;
  }
}

/** Stores `data` in the cache as `file`: written then renamed, so a build running at the same time never reads half a file. */
export async function keepInCache(file: string, data: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
