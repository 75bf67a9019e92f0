import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { folderFiles } from './folder-files';

/**
 * The text of every `.mdx` file under the pages folder, by its path relative to that folder: read
 * once per build by `readSite`, and every later step (links, images, the bundle's cache key, the
 * page index the bundler is given, the compile) takes a page's text from here, never from disk.
 */
export type PageTexts = ReadonlyMap<string, string>;

/**
 * Every `.mdx` file under `pagesDir`, relative and with forward slashes, sorted; a link leading
 * out of the folder or nowhere is not one (`readSite` lists it as a problem: `folder-files.ts`).
 */
export function listPageFiles(pagesDir: string): string[] {
  return folderFiles(pagesDir).files.filter((file) => file.endsWith('.mdx'));
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
