import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentProblem } from '../../src/content/content-error';
import { site } from '../../src/site';
import { WorkerPool } from '../workers/worker-pool';
import { isCheckedDataFile, type PlacedFinding } from './file-spelling';
import type { SpellRequest, SpellWorkerData } from './spell-messages';
import { SpellingCache } from './spelling-cache';
import type { EnglishVariant } from './variant-spelling';
import { readWordList } from './word-list';

export interface SiteSpellingOptions {
  /** The folder messages name files from, usually the project root. */
  root: string;
  pagesDir: string;
  /** The files to check, relative to `pagesDir`; every page and data item when left out. */
  files?: readonly string[];
  /** The site's English; `site.english` when left out. */
  english?: EnglishVariant;
  /** Folder of findings kept between runs; none checks every file. */
  cacheDir?: string;
  /** Stops the spelling thread (a build that failed elsewhere). */
  signal?: AbortSignal;
}

/** Every page (drafts too) and every news and event item without a page, relative to the pages folder. */
export function spellCheckedFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter(
      (file) =>
        (file.endsWith('.mdx') && !file.split('/').some((part) => part.startsWith('.'))) || isCheckedDataFile(file),
    )
    .sort();
}

/** The thread that checks files, started at its first file; it loads the dictionaries once (about two seconds). */
export class SpellingThread {
  private pool: WorkerPool<SpellRequest, PlacedFinding[]> | undefined;

  constructor(private readonly data: SpellWorkerData) {}

  check(request: SpellRequest): Promise<PlacedFinding[]> {
    this.pool ??= new WorkerPool(new URL('./spell-worker.ts', import.meta.url), { size: 1, workerData: this.data });
    return this.pool.run(request);
  }

  /** Ends the thread; the files it has not answered fail. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}

/** The findings of files, from the cache when it holds them, else from the thread (and then kept). */
export async function filesSpelling(
  files: readonly string[],
  { root, pagesDir, cache, thread }: { root: string; pagesDir: string; cache?: SpellingCache; thread: SpellingThread },
): Promise<ContentProblem[]> {
  const label = (file: string) => relative(root, join(pagesDir, file)).split(sep).join('/');
  const findingsOf = async (relativeFile: string): Promise<PlacedFinding[]> => {
    const source = readFileSync(join(pagesDir, relativeFile), 'utf8');
    const key = cache?.keyOf(relativeFile, source);
    const kept = key ? cache?.get(key) : undefined;
    if (kept) return kept;
    const found = await thread.check({ relativeFile, source });
    if (key) await cache?.set(key, found);
    return found;
  };
  const perFile = await Promise.all(
    files.map(async (file) =>
      (await findingsOf(file)).map(({ line, column, message }): ContentProblem => ({
        file: label(file),
        line,
        column,
        message,
        severity: 'warning',
      })),
    ),
  );
  return perFile.flat();
}

/**
 * The spelling warnings of the site's pages: words no dictionary knows (with up to three
 * suggestions) and the other variant's spellings, each at its file, line and column. Files the
 * cache holds cost a hash; the others are checked on a thread of their own, started only for
 * them, which loads the dictionaries once (about two seconds).
 */
export async function spellingProblems({
  root,
  pagesDir,
  files = spellCheckedFiles(pagesDir),
  english = site.english,
  cacheDir,
  signal,
}: SiteSpellingOptions): Promise<ContentProblem[]> {
  signal?.throwIfAborted();
  const words = readWordList(pagesDir);
  const cache = cacheDir ? new SpellingCache(cacheDir, root, english, words) : undefined;
  const thread = new SpellingThread({ english, words });
  const stop = () => void thread.close();
  signal?.addEventListener('abort', stop);
  try {
    return await filesSpelling(files, { root, pagesDir, cache, thread });
  } finally {
    signal?.removeEventListener('abort', stop);
    await thread.close();
  }
}
