import { join } from 'node:path';
import type { ContentProblem } from '../../src/shared/content-error';
import { site } from '../../src/site';
import { fileProblems, SpellingThread } from '../spelling/site-spelling';
import { SpellingCache } from '../spelling/spelling-cache';
import { readWordList } from '../spelling/word-list';

// One thread for the dev server's life, so the dictionaries load once; a new one when
// pages/_words.txt changes, since the words are loaded with them.
let current: { words: string; thread: SpellingThread } | undefined;

function spellingThread(pagesDir: string): { words: string[]; thread: SpellingThread } {
  const words = readWordList(pagesDir);
  const wordsKey = JSON.stringify(words);
  if (current?.words !== wordsKey) {
    void current?.thread.close();
    current = { words: wordsKey, thread: new SpellingThread({ english: site.english, words }) };
  }
  return { words, thread: current.thread };
}

/**
 * The spelling warnings of the page being viewed in the dev server, from the build's cache when
 * the page was checked as it is, else checked on the spelling thread (the first page after the
 * start waits for the dictionaries, about half a second, unless `warmDevSpelling` loaded them).
 */
export async function devPageSpelling(root: string, pagesDir: string, relativeFile: string): Promise<ContentProblem[]> {
  const { words, thread } = spellingThread(pagesDir);
  const cache = new SpellingCache(join(root, 'node_modules/.cache/site-spelling'), root, site.english, words);
  return fileProblems(relativeFile, { root, pagesDir, cache, thread });
}

/**
 * Starts the spelling thread and waits for its dictionaries: the dev server does it once its first
 * page is served, so that the first page edited is not checked half a second late.
 */
export async function warmDevSpelling(pagesDir: string): Promise<void> {
  await spellingThread(pagesDir).thread.check('');
}
