import { open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileMode } from './make-folder';

/** Makes a rename or a new file in `path` durable: the folder's entry is on disk, not only the file. */
export async function syncDirectory(path: string): Promise<void> {
  const dir = await open(path, 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/**
 * Keeps only the whole lines of `file` that `keep` accepts (true), or puts the line it returns in
 * their place, atomically: the new content is written to a temporary file, fsynced and renamed
 * over the old one, so a crash leaves either file whole. Run under the store's lock, so no append
 * is lost in between. Returns the lines removed or replaced; a file that changes in nothing, or
 * does not exist, is left untouched.
 */
export async function rewriteLines(file: string, keep: (line: string) => boolean | string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  const tail = lines.pop() ?? '';
  const kept: string[] = [];
  const removed: string[] = [];
  for (const line of lines) {
    const verdict = keep(line);
    if (verdict === true || verdict === line) kept.push(line);
    else {
      removed.push(line);
      if (typeof verdict === 'string') kept.push(verdict);
    }
  }
  if (!removed.length) return [];
  const temporary = `${file}.rewrite-${process.pid}`;
  const handle = await open(temporary, 'w', fileMode);
  try {
    await handle.writeFile(kept.map((line) => `${line}\n`).join('') + tail);
    await handle.sync();
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  } finally {
    await handle.close().catch(() => {});
  }
  await rename(temporary, file);
  await syncDirectory(dirname(file));
  return removed;
}
