import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { IndexFile } from 'pagefind';
import { searchBundlePath } from '../../src/search-paths';
import type { RenderedPage } from '../prerender';
import { isSearchable, searchDocument } from '../search-document';

/**
 * Pagefind's ready-made interfaces (about 400 KB): the search page has its own island and loads
 * only `pagefind.js`, its worker, the WebAssembly and the index.
 */
const interfaceFile = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/** The files the search page can load: no interfaces, and only the WebAssembly of the indexed languages. */
function neededFiles(files: readonly IndexFile[]): IndexFile[] {
  const entry = files.find((file) => file.path === 'pagefind-entry.json');
  if (!entry) throw failed('writing the index', ['Pagefind wrote no pagefind-entry.json']);
  const { languages } = JSON.parse(Buffer.from(entry.content).toString('utf8')) as {
    languages: Record<string, { wasm?: string }>;
  };
  const wasm = new Set(Object.values(languages).map((language) => `wasm.${language.wasm ?? 'unknown'}.pagefind`));
  return files.filter(
    (file) => !interfaceFile.test(file.path) && (!file.path.startsWith('wasm.') || wasm.has(file.path)),
  );
}

export interface SearchIndexReport {
  /** Pages indexed. */
  pages: number;
  /** Every file written, absolute. */
  files: string[];
  bytes: number;
}

function failed(what: string, errors: readonly string[]): Error {
  return new Error(`search index: ${what} failed: ${errors.join('; ')}`);
}

/**
 * Indexes every searchable page's main text with Pagefind, one index per `<html lang>` (Hindi
 * pages in Hindi), into `<staging>/pagefind/` (`searchBundlePath`). Split by Pagefind into small fragments, so a query
 * loads only the parts of the index its words need.
 */
export async function writeSearchIndex(staging: string, rendered: readonly RenderedPage[]): Promise<SearchIndexReport> {
  const { index, errors } = await pagefind.createIndex();
  if (!index) throw failed('starting Pagefind', errors);
  try {
    const searchable = rendered.filter(({ entry }) => isSearchable(entry));
    const added = await Promise.all(
      searchable.map(({ entry, html }) => index.addHTMLFile({ url: entry.path, content: searchDocument(entry, html) })),
    );
    const problems = added.flatMap(({ errors: found }, at) =>
      found.map((error) => `${searchable[at].entry.path}: ${error}`),
    );
    if (problems.length) throw failed('indexing', problems);
    const got = await index.getFiles();
    if (got.errors.length) throw failed('writing the index', got.errors);
    const kept = neededFiles(got.files);
    const files = kept.map((file) => join(staging, searchBundlePath, file.path));
    await Promise.all(
      kept.map(async (file, at) => {
        await mkdir(dirname(files[at]), { recursive: true });
        await writeFile(files[at], file.content);
      }),
    );
    return { pages: searchable.length, files, bytes: kept.reduce((sum, file) => sum + file.content.length, 0) };
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
