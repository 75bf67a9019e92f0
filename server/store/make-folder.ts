import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

async function makeOne(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * Makes a folder and any missing parents, failing with the real reason: Node's own recursive
 * mkdir reports ENOENT for a folder it cannot make on a read-only file system (EROFS), which
 * would send whoever reads the log looking for a missing path.
 */
export async function makeFolder(dir: string): Promise<void> {
  try {
    await makeOne(dir);
  } catch (error) {
    const parent = dirname(dir);
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === dir) throw error;
    await makeFolder(parent);
    await makeOne(dir);
  }
}
