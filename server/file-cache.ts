import { readFile } from 'node:fs/promises';

/**
 * File contents kept in memory after their first read, up to a byte budget, so a page is sent
 * from memory and not read from disk on every request. Files over `largestFile` are never kept;
 * once the budget is spent, further files are read each time.
 */
export class FileCache {
  private readonly kept = new Map<string, Buffer>();
  private readonly reading = new Map<string, Promise<Buffer>>();
  private used = 0;

  constructor(
    private readonly budget: number,
    readonly largestFile: number,
  ) {}

  /** Whether a file of this size is sent from memory (else it is streamed). */
  holds(size: number): boolean {
    return size <= this.largestFile;
  }

  /** The file's bytes from memory when kept, otherwise read (once, however many ask at a time). */
  read(file: string): Buffer | Promise<Buffer> {
    const kept = this.kept.get(file);
    if (kept) return kept;
    let pending = this.reading.get(file);
    if (!pending) {
      pending = readFile(file)
        .then((bytes) => {
          if (this.used + bytes.length <= this.budget) {
            this.kept.set(file, bytes);
            this.used += bytes.length;
          }
          return bytes;
        })
        .finally(() => this.reading.delete(file));
      this.reading.set(file, pending);
    }
    return pending;
  }
}
