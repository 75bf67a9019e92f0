import { open, readFile, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileMode, makeFolder } from './make-folder';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lock files this process holds now (two stores of one folder in one process take turns too). */
const heldHere = new Set<string>();

function isAlive(pid: number, file: string): boolean {
  // Our own pid on a lock this process does not hold: left by a dead process that had the same pid.
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One data folder's lock, held by one writer at a time across processes: the server's appends and
 * the `submissions` command's rewrites (erase, retention) take turns, so a rewrite never drops a
 * line appended while it ran. Node has no flock, so the lock is a file created exclusively and
 * holding the holder's pid; a lock whose holder died (kill -9) is taken over.
 */
export class StoreLock {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    private readonly waitMs = 10_000,
  ) {}

  /** Runs `work` holding the lock; turns within this process are first come, first served. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(() => this.holding(work));
    this.queue = result.catch(() => {});
    return result;
  }

  private async holding<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      heldHere.delete(this.file);
      await unlink(this.file).catch(() => {});
    }
  }

  private async tryCreate(): Promise<boolean> {
    let handle;
    try {
      handle = await open(this.file, 'wx', fileMode);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      // A missing folder is made; one that cannot be made fails with its own reason (EROFS, ENOTDIR).
      await makeFolder(dirname(this.file));
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    heldHere.add(this.file);
    try {
      await handle.writeFile(String(process.pid));
    } catch (error) {
      heldHere.delete(this.file);
      await unlink(this.file).catch(() => {});
      throw error;
    } finally {
      await handle.close().catch(() => {});
    }
    return true;
  }

  /** The pid in a lock whose holder is gone, or undefined while it is (or may be) held. */
  private async staleHolder(): Promise<string | undefined> {
    try {
      const text = await readFile(this.file, 'utf8');
      const pid = Number(text);
      // An empty file is a lock being written right now, unless it is old (its writer died in between).
      if (!text) return Date.now() - (await stat(this.file)).mtimeMs > 5_000 ? 'unknown' : undefined;
      return Number.isInteger(pid) && !isAlive(pid, this.file) ? text : undefined;
    } catch {
      return undefined;
    }
  }

  private async acquire(): Promise<void> {
    const deadline = Date.now() + this.waitMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, 25)) {
      if (await this.tryCreate()) return;
      if (await this.staleHolder()) {
        await unlink(this.file).catch(() => {});
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`${this.file}: still held by another process after ${this.waitMs / 1000} s`);
      await sleep(pause);
    }
  }
}
