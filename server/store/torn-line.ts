import { open, unlink, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileMode } from './make-folder';
import { syncDirectory } from './rewrite-file';
import { tornLinesFile } from './submission-record';

export interface TornLine {
  file: string;
  bytes: number;
  /** The file the fragment was appended to, so nothing is thrown away. */
  keptIn: string;
}

/** Byte offset just after the last line break, scanning back from the end in chunks. */
async function endOfLastLine(handle: FileHandle, size: number): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024);
  for (let end = size; end > 0;) {
    const start = Math.max(0, end - chunk.length);
    const { bytesRead } = await handle.read(chunk, 0, end - start, start);
    const index = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (index !== -1) return start + index + 1;
    end = start;
  }
  return 0;
}

async function openIfExists(file: string, flags: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Appends the fragment and a line break to `keptIn`, durably, or leaves `keptIn` as it was: a
 * failed write (a full disk) is cut back off, and a file it created is removed again.
 */
async function keepFragment(keptIn: string, fragment: Buffer): Promise<void> {
  const existing = await openIfExists(keptIn, 'r+');
  const handle = existing ?? (await open(keptIn, 'wx', fileMode));
  try {
    const sizeBefore = (await handle.stat()).size;
    try {
      const bytes = Buffer.concat([fragment, Buffer.from('\n')]);
      for (let offset = 0; offset < bytes.length;) {
        offset += (await handle.write(bytes, offset, bytes.length - offset, sizeBefore + offset)).bytesWritten;
      }
      await handle.sync();
      // The new file's directory entry must reach the disk too before the fragment leaves the main file.
      if (!existing) await syncDirectory(dirname(keptIn));
    } catch (error) {
      if (existing) await handle.truncate(sizeBefore).catch(() => {});
      else await unlink(keptIn).catch(() => {});
      throw error;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Run before anything is appended (at start-up, and again after a failed write): a last line
 * without its line break is what a crash in the middle of a write leaves. The next append would
 * glue a good line onto it, so the fragment is moved to `<file>.torn` and the file cut back to its
 * last whole line. The file is cut only once the fragment is safely in `<file>.torn`; when that
 * fails (a read-only or full disk), both files are left as they were and the error is thrown.
 */
export async function setAsideTornLine(file: string): Promise<TornLine | undefined> {
  const handle = await openIfExists(file, 'r+');
  if (!handle) return undefined;
  try {
    const size = (await handle.stat()).size;
    const whole = await endOfLastLine(handle, size);
    if (whole === size) return undefined;
    const fragment = Buffer.alloc(size - whole);
    await handle.read(fragment, 0, fragment.length, whole);
    const keptIn = tornLinesFile(file);
    await keepFragment(keptIn, fragment);
    await handle.truncate(whole);
    await handle.sync();
    return { file, bytes: fragment.length, keptIn };
  } finally {
    await handle.close();
  }
}
