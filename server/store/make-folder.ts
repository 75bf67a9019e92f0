import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Folders holding submissions are the server's own: personal data, so nobody else may list or enter them. */
export const folderMode = 0o700;
/** Files holding submissions: read and written by the server's user only. */
export const fileMode = 0o600;

async function makeOne(dir: string): Promise<void> {
  try {
    // The umask can only take bits away, so 0700 is what is made whatever it is.
    await mkdir(dir, folderMode);
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
