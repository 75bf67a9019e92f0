import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentReading } from '../read-rendered-page';
import { keepInCache } from '../file-cache';

/** On disk: the links of every document as numbers into one table, as most pages share most links. */
interface StoredReadings {
  strings: string[];
  readings: Record<string, Omit<DocumentReading, 'links' | 'scriptHashes'> & { links: number[]; scripts: number[] }>;
}

/**
 * What the later steps read from each kept document (`DocumentReading`), by the document's render
 * key, in one file beside the documents: a warm build then reads neither the HTML back nor runs
 * its regular expressions (0.6 s at 2000 pages). The file holds the last build's documents; a
 * document it lacks is read from its HTML, as before.
 */
export class RenderReadings {
  private readonly used = new Map<string, DocumentReading>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly stored: StoredReadings,
  ) {}

  static open(folder: string): RenderReadings {
    // Named by what a reading holds and how it is read: raise the number when `documentReader`
    // reads otherwise (2: search text with word breaks), or a warm build keeps the old readings.
    const file = join(folder, 'readings-2.json');
    let stored: StoredReadings = { strings: [], readings: {} };
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as StoredReadings;
    } catch {
      // None yet, or unreadable: every document is read from its HTML.
    }
    return new RenderReadings(file, stored);
  }

  get(key: string): DocumentReading | undefined {
    const stored = this.stored.readings[key];
    if (!stored) return undefined;
    const { links, scripts, ...rest } = stored;
    const reading = {
      ...rest,
      links: links.map((index) => this.stored.strings[index]),
      scriptHashes: scripts.map((index) => this.stored.strings[index]),
    };
    this.used.set(key, reading);
    return reading;
  }

  set(key: string, reading: DocumentReading): void {
    this.used.set(key, reading);
    this.changed = true;
  }

  /** Writes the readings of this build's documents, and only those; nothing when the file holds just them already. */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === Object.keys(this.stored.readings).length) return;
    const strings: string[] = [];
    const indexOf = new Map<string, number>();
    const numbered = (text: string) => {
      let index = indexOf.get(text);
      if (index === undefined) {
        index = strings.push(text) - 1;
        indexOf.set(text, index);
      }
      return index;
    };
    const readings: StoredReadings['readings'] = {};
    for (const [key, { links, scriptHashes, ...rest }] of this.used)
      readings[key] = { ...rest, links: links.map(numbered), scripts: scriptHashes.map(numbered) };
    await keepInCache(this.file, JSON.stringify({ strings, readings } satisfies StoredReadings));
  }
}
