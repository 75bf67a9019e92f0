import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * The text of every `.mdx` file under the pages folder, by its path relative to that folder: read
 * once per build by `readSite`, and every later step (links, images, the bundle's cache key, the
 * page index the bundler is given, the compile) takes a page's text from here, never from disk.
 */
export type PageTexts = ReadonlyMap<string, string>;

/** Every `.mdx` file under `pagesDir`, relative and with forward slashes, sorted. */
export function listPageFiles(pagesDir: string): string[] {
  return readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(sep).join('/'))
    .sort();
}

/** Reads every page file of the folder, in `listPageFiles` order. */
export function readPageTexts(pagesDir: string): PageTexts {
  return new Map(listPageFiles(pagesDir).map((file) => [file, readFileSync(join(pagesDir, file), 'utf8')]));
}

/** A page's text; a file missing from the texts is a bug of the caller, not a copywriter's mistake. */
export function pageText(texts: PageTexts, file: string): string {
  const text = texts.get(file);
  if (text === undefined) throw new Error(`${file} was not read with the other pages (readSite)`);
  return text;
}
