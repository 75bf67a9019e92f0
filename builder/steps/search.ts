import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import * as pagefind from 'pagefind';
import type { IndexFile } from 'pagefind';
import { searchBundlePath, searchVocabularyFile } from '../../src/search-paths';
import type { RenderedPage } from '../prerender';
import { buildStep } from '../build-context';
import { linkCheckStep } from './link-check';
import { prerenderStep } from './prerender';
import { keepInCache, placeFromCache } from '../file-cache';
import { projectRoot } from '../project-root';
import { searchVocabulary } from '../search-vocabulary';

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
  /** Whether the files came from the cache: nothing the index is built from had changed. */
  cached: boolean;
}

function failed(what: string, errors: readonly string[]): Error {
  return new Error(`search index: ${what} failed: ${errors.join('; ')}`);
}

interface IndexedDocument {
  url: string;
  content: string;
}

/** Pagefind's files for these documents, as it writes them. */
async function indexWithPagefind(documents: readonly IndexedDocument[]): Promise<IndexFile[]> {
  const { index, errors } = await pagefind.createIndex();
  if (!index) throw failed('starting Pagefind', errors);
  try {
    const added = await Promise.all(documents.map((document) => index.addHTMLFile(document)));
    const problems = added.flatMap(({ errors: found }, at) => found.map((error) => `${documents[at].url}: ${error}`));
    if (problems.length) throw failed('indexing', problems);
    const got = await index.getFiles();
    if (got.errors.length) throw failed('writing the index', got.errors);
    return neededFiles(got.files);
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

const pagefindVersion = (
  JSON.parse(readFileSync(join(projectRoot, 'node_modules/pagefind/package.json'), 'utf8')) as { version: string }
).version;

/** One key for the whole index: Pagefind's version and every document it is built from, in order. */
function indexKey(documents: readonly IndexedDocument[]): string {
  // The vocabulary's version: a change to how `searchVocabulary` reads words must not reuse kept files.
  const hash = createHash('sha256').update(`pagefind ${pagefindVersion}\0vocabulary 1\0`);
  for (const { url, content } of documents) hash.update(url).update('\0').update(content).update('\0');
  return hash.digest('hex');
}

/** How many whole indexes the cache keeps: the newest, for a rebuild, and a few before it, for switching branches. */
const keptIndexes = 3;

async function cachedIndex(folder: string): Promise<string[] | undefined> {
  try {
    return JSON.parse(await readFile(join(folder, 'files.json'), 'utf8')) as string[];
  } catch {
    return undefined;
  }
}

async function keepIndex(cacheDir: string, key: string, files: readonly IndexFile[]): Promise<void> {
  const folder = join(cacheDir, key);
  await Promise.all(files.map((file) => keepInCache(join(folder, file.path), file.content)));
  // files.json last: a folder without it is not a finished index.
  await keepInCache(join(folder, 'files.json'), Buffer.from(JSON.stringify(files.map((file) => file.path))));
  const others = await readdir(cacheDir, { withFileTypes: true });
  const dated = await Promise.all(
    others
      .filter((entry) => entry.isDirectory() && entry.name !== key)
      .map(async (entry) => ({ name: entry.name, time: (await stat(join(cacheDir, entry.name))).mtimeMs })),
  );
  const old = dated.sort((a, b) => b.time - a.time).slice(keptIndexes - 1);
  await Promise.all(old.map(({ name }) => rm(join(cacheDir, name), { recursive: true, force: true })));
}

/**
 * Indexes every searchable page's main text with Pagefind, one index per `<html lang>` (Hindi
 * pages in Hindi), into `<staging>/pagefind/` (`searchBundlePath`). Split by Pagefind into small fragments, so a query
 * loads only the parts of the index its words need. With `cacheDir`, an index is kept by the hash of
 * everything it is built from, so a build whose pages' text did not change links the kept files.
 * Beside it, the site's words for "Did you mean" (`vocabulary.json`, `searchVocabulary`).
 */
export async function writeSearchIndex(
  staging: string,
  rendered: readonly RenderedPage[],
  cacheDir?: string,
): Promise<SearchIndexReport> {
  const documents = rendered.flatMap(({ entry, searchText }) =>
    searchText === undefined ? [] : [{ url: entry.path, content: searchText }],
  );
  const target = (path: string) => join(staging, searchBundlePath, path);
  const key = cacheDir && indexKey(documents);
  const kept = key ? await cachedIndex(join(cacheDir, key)) : undefined;
  if (key && kept) {
    await Promise.all(kept.map((path) => mkdir(dirname(target(path)), { recursive: true })));
    const placed = kept.map((path) => placeFromCache(join(cacheDir, key, path), target(path)));
    if (placed.every(Boolean)) {
      const sizes = await Promise.all(kept.map(async (path) => (await stat(target(path))).size));
      return {
        pages: documents.length,
        files: kept.map(target),
        bytes: sizes.reduce((sum, size) => sum + size, 0),
        cached: true,
      };
    }
    await Promise.all(kept.map((path) => rm(target(path), { force: true })));
  }
  // The site's words for "Did you mean" are made from the same documents: kept with the index, by its key.
  const vocabulary = JSON.stringify(searchVocabulary(documents.map((document) => document.content)));
  const files = [
    ...(await indexWithPagefind(documents)),
    { path: searchVocabularyFile, content: new TextEncoder().encode(vocabulary) },
  ];
  await Promise.all(
    files.map(async (file) => {
      await mkdir(dirname(target(file.path)), { recursive: true });
      await writeFile(target(file.path), file.content);
    }),
  );
  if (key) await keepIndex(cacheDir, key, files);
  return {
    pages: documents.length,
    files: files.map((file) => target(file.path)),
    bytes: files.reduce((sum, file) => sum + file.content.length, 0),
    cached: false,
  };
}

/** The search index of the rendered pages' main text, written into the staging folder. */
export const searchStep = buildStep({
  name: 'search',
  inputs: { rendered: prerenderStep },
  // The link check lists the staging folder's files, for the compression, before the index is written into it.
  after: [linkCheckStep],
  async run({ rendered }, { folders: { staging }, caches, log }) {
    const searchIndex = await writeSearchIndex(staging, rendered.pages, caches.search || undefined);
    log(
      `search: ${searchIndex.pages} pages indexed, ${searchIndex.files.length} files, ${searchIndex.bytes} bytes${searchIndex.cached ? ', from the cache' : ''}`,
    );
    return searchIndex;
  },
});
