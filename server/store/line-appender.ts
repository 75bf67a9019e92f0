import { existsSync } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileMode } from './make-folder';
import type { StoreLock } from './store-lock';

interface OpenFile {
  handle: FileHandle;
  size: number;
  inode: number;
}

interface Pending {
  bytes: Buffer;
  /** Called once the line is on disk, or with why it is not. */
  settle: (error?: Error) => void;
}

async function writeAll(handle: FileHandle, bytes: Buffer): Promise<void> {
  for (let offset = 0; offset < bytes.length;) {
    const { bytesWritten } = await handle.write(bytes, offset, bytes.length - offset);
    offset += bytesWritten;
  }
}

/**
 * Appends whole lines to one file, durably: `append` resolves only after the line is written and
 * fsynced. Lines waiting while a write is under way go out together in the next write and share
 * its fsync (group commit), so one slow disk flush does not make every visitor wait in turn.
 * Only one write is ever in flight, so lines never interleave; a failed write is cut back off
 * the file, so no partial line stays behind for the next one to join. After a failure the file
 * is opened afresh for the next line, `prepare` first. With a lock, each write holds it, and a
 * file replaced meanwhile (an erase rewrote it) is opened again before the write.
 */
export class LineAppender {
  private readonly pending: Pending[] = [];
  private flushing: Promise<void> | undefined;
  private opened: Promise<OpenFile> | undefined;

  /** `prepare` runs before each opening: it repairs what a crash or a failed write may have left. */
  constructor(
    readonly file: string,
    private readonly prepare: () => Promise<void> = async () => {},
    private readonly lock?: StoreLock,
  ) {}

  private locked<T>(work: () => Promise<T>): Promise<T> {
    return this.lock ? this.lock.run(work) : work();
  }

  append(line: string): Promise<void> {
    if (!line.endsWith('\n') || line.indexOf('\n') !== line.length - 1)
      throw new Error('append takes exactly one line, ending in \\n');
    return new Promise((resolve, reject) => {
      this.pending.push({ bytes: Buffer.from(line), settle: (error) => (error ? reject(error) : resolve()) });
      this.flushing ??= this.flush();
    });
  }

  /** Prepares and opens the file now rather than for the first line; rejects as the first line would. */
  async open(): Promise<void> {
    await this.locked(async () => {
      try {
        await this.current();
      } catch (error) {
        this.opened = undefined;
        throw error;
      }
    });
  }

  /** Waits for the lines already accepted, then closes the file. */
  async close(): Promise<void> {
    await this.flushing;
    const opened = this.opened;
    this.opened = undefined;
    await opened?.then(({ handle }) => handle.close()).catch(() => {});
  }

  private async openFile(): Promise<OpenFile> {
    await this.prepare();
    const created = !existsSync(this.file);
    const handle = await open(this.file, 'a', fileMode);
    // A file made by an older server (0644), or copied in, is made private too.
    if (((await handle.stat()).mode & 0o777) !== fileMode) await handle.chmod(fileMode);
    if (created) {
      // The new file's directory entry must reach the disk too, or a crash can lose the file.
      const dir = await open(dirname(this.file), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    }
    const { size, ino } = await handle.stat();
    return { handle, size, inode: ino };
  }

  /** The open file, opened again when the path now names another file (a rewrite replaced it). */
  private async current(): Promise<OpenFile> {
    this.opened ??= this.openFile();
    const file = await this.opened;
    const now = await stat(this.file).catch(() => undefined);
    if (now?.ino === file.inode) {
      // Another process may have appended under the lock: a failed write is cut back to this size.
      file.size = now.size;
      return file;
    }
    await file.handle.close().catch(() => {});
    this.opened = this.openFile();
    return this.opened;
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const batch = this.pending.splice(0);
      try {
        const bytes = Buffer.concat(batch.map((item) => item.bytes));
        await this.locked(async () => {
          const file = await this.current();
          try {
            await writeAll(file.handle, bytes);
            await file.handle.sync();
            file.size += bytes.length;
          } catch (error) {
            await file.handle.truncate(file.size).catch(() => {});
            throw error;
          }
        });
        for (const item of batch) item.settle();
      } catch (error) {
        // Start afresh with the next line: reopen, and re-read the size.
        const opened = this.opened;
        this.opened = undefined;
        await opened?.then(({ handle }) => handle.close()).catch(() => {});
        for (const item of batch) item.settle(error instanceof Error ? error : new Error(String(error)));
      }
    }
    this.flushing = undefined;
  }
}
