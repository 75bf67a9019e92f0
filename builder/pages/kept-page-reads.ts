import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageReads } from '../../src/entry-server';
import { keepInCache } from '../file-cache';

/**
 * What each kept document's render read (`PageReads`), by the document's render key, in one file
 * beside the documents: a document linked from the cache is not rendered again, and its reads
 * must still reach the build's page-sources file. Holds the last build's documents only.
 */
export class KeptPageReads {
  private readonly used = new Map<string, PageReads>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly stored: Record<string, PageReads>,
  ) {}

  static open(folder: string): KeptPageReads {
    const file = join(folder, 'page-reads.json');
    let stored: Record<string, PageReads> = {};
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, PageReads>;
    } catch {
      // None yet, or unreadable: documents without kept reads are rendered again.
    }
    return new KeptPageReads(file, stored);
  }

  get(key: string): PageReads | undefined {
    const reads = this.stored[key];
    if (reads) this.used.set(key, reads);
    return reads;
  }

  set(key: string, reads: PageReads): void {
    this.used.set(key, reads);
    this.changed = true;
  }

  /** Writes the reads of this build's documents, and only those; nothing when the file holds just them already. */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === Object.keys(this.stored).length) return;
    await keepInCache(this.file, JSON.stringify(Object.fromEntries(this.used)));
  }
}
