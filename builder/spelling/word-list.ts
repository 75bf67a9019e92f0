import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The site's own words (names, products, places), one a line in the pages folder; `#` starts a comment. */
export const wordListFile = '_words.txt';

/** The words of `pages/_words.txt`, or none when there is no such file. */
export function readWordList(pagesDir: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(pagesDir, wordListFile), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((word) => word !== '');
}
