import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentProblem } from '../../src/shared/content-error';
import { site } from '../../src/site';
import { folderFiles } from '../../content/folder-files';
import { WorkerPool } from '../workers/worker-pool';
import { fileSpelling, isCheckedDataFile } from './file-spelling';
import type { CompiledBody } from './page-texts';
import type { EnglishVariant, SpellingFinding, SpellWorkerData, TextChecker } from './spell-messages';
import { SpellingCache } from './spelling-cache';
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
}

/** Every page (drafts too) and every news and event item without a page, relative to the pages folder. */
export function spellCheckedFiles(pagesDir: string): string[] {
  return folderFiles(pagesDir)
    .files.filter(
      (file) =>
        (file.endsWith('.mdx') && !file.split('/').some((part) => part.startsWith('.'))) || isCheckedDataFile(file),
    )
    .sort();
}

/**
 * The thread that checks texts, started at its first; it loads the dictionaries once (about half
 * a second). It runs cspell alone, in plain JavaScript (`spell-worker.mjs`): the files are read
 * and the findings placed on this thread, which has the code for it loaded already.
 */
export class SpellingThread implements TextChecker {
  private pool: WorkerPool<string, SpellingFinding[]> | undefined;

  constructor(private readonly data: SpellWorkerData) {}

  check(text: string): Promise<SpellingFinding[]> {
    this.pool ??= new WorkerPool(new URL('./spell-worker.mjs', import.meta.url), {
      size: 1,
      workerData: this.data,
      typescript: false,
      account: 'spelling',
    });
    return this.pool.run(text);
  }

  /** Ends the thread; the files it has not answered fail. */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}

/** Where a file is checked: the cache, the thread, and the folders messages name files by. */
export interface SpellingPlace {
  root: string;
  pagesDir: string;
  cache?: SpellingCache;
  thread: SpellingThread;
}

/**
 * The warnings of one file, from the cache when it holds them, else read here and checked on the
 * thread (and then kept). `source` is the file's text when already read; `body` what the compile step read of it.
 */
export async function fileProblems(
  relativeFile: string,
  { root, pagesDir, cache, thread }: SpellingPlace,
  source = readFileSync(join(pagesDir, relativeFile), 'utf8'),
  body?: CompiledBody,
  onChecked?: () => void,
): Promise<ContentProblem[]> {
  const file = relative(root, join(pagesDir, relativeFile)).split(sep).join('/');
  const key = cache?.keyOf(relativeFile, source);
  let findings = key ? cache?.get(key) : undefined;
  if (!findings) {
    onChecked?.();
    findings = await fileSpelling(thread, relativeFile, source, body);
    if (key) await cache?.set(key, findings);
  }
  return findings.map(({ line, column, message }) => ({ file, line, column, message, severity: 'warning' }));
}

/**
 * One spelling check over many files, handed in as they come (a build hands each page in as it
 * compiles); `problems()` waits for them all. Files the cache holds cost a hash; the others are
 * checked on a thread of its own, started at the first of them, which loads the dictionaries
 * once (about half a second).
 */
export class SpellingRun {
  private readonly place: SpellingPlace;
  private readonly found: Promise<ContentProblem[]>[] = [];
  /** Files the cache did not hold, checked on the thread. */
  checked = 0;

  constructor({
    root,
    pagesDir,
    english = site.english,
    cacheDir,
  }: Pick<SiteSpellingOptions, 'root' | 'pagesDir' | 'english' | 'cacheDir'>) {
    const words = readWordList(pagesDir);
    this.place = {
      root,
      pagesDir,
      cache: cacheDir ? new SpellingCache(cacheDir, root, english, words) : undefined,
      thread: new SpellingThread({ english, words }),
    };
  }

  add(relativeFile: string, source?: string, body?: CompiledBody): void {
    const found = fileProblems(relativeFile, this.place, source, body, () => this.checked++);
    // Awaited in problems(); until then a failure must not count as unhandled.
    found.catch(() => {});
    this.found.push(found);
  }

  /** Every warning of the files added, in the order they were added; ends the thread. */
  async problems(): Promise<ContentProblem[]> {
    try {
      return (await Promise.all(this.found)).flat();
    } finally {
      await this.close();
    }
  }

  /** Ends the thread; the files it has not answered fail. */
  close(): Promise<void> {
    return this.place.thread.close();
  }
}

/** The spelling warnings of the site's pages: words no dictionary knows (with up to three suggestions) and the other variant's spellings, each at its file, line and column. */
export async function spellingProblems({
  root,
  pagesDir,
  files = spellCheckedFiles(pagesDir),
  english,
  cacheDir,
}: SiteSpellingOptions): Promise<ContentProblem[]> {
  const run = new SpellingRun({ root, pagesDir, english, cacheDir });
  for (const file of files) run.add(file);
  return run.problems();
}
