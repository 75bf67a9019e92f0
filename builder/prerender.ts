import { dirname, join } from 'node:path';
import { notFoundPath, type PageEntry } from '../src/shared/page-entry';
import { problemPagePath } from '../src/forms/forms';
import type { PageReads, RenderResult } from '../src/entry-server';
import { stripImagePreloads } from '../src/hydration/strip-image-preloads';
import { documentHtml } from '../src/layout/document-html';
import { folderMaker } from './folder-maker';
import { heroImagePreloads } from './hero-image-preloads';
import { outputFileOf } from '../server/output-file';
import type { PageAssets } from './manifest-assets';
import type { DocumentReading, RenderedPage } from './read-rendered-page';

export type { RenderedPage };

export interface ServerEntry {
  render: (url: string) => Promise<RenderResult>;
  pages: PageEntry[];
  pagesLabel: string;
  /** When each page last changed, by its path (UTC ISO 8601). */
  lastModified: Record<string, string>;
}

export interface PrerenderResult {
  pages: RenderedPage[];
  /** What each page's render read, by its path (the built-in not-found page too). */
  reads: Map<string, PageReads>;
  /** CSP hashes of the inline scripts the written documents carry (the speculation rules). */
  scriptHashes: string[];
}

/**
 * Writes a page's document to `target` (rendering it, or taking it from a cache) and returns what
 * the later steps read from it, with its HTML when `keepHtml`; the folder exists. `entry` is none
 * for the built-in not-found page.
 */
export type WriteDocument = (
  entry: PageEntry | undefined,
  path: string,
  target: string,
  keepHtml: boolean,
) => Promise<{ reading: DocumentReading; reads: PageReads; html?: string }>;

/** A page's whole document: its render inside the HTML shell, with the client build's files its islands need. */
export function pageDocument(result: RenderResult, assetsFor: (islands: string[]) => PageAssets): string {
  const body = stripImagePreloads(result.html);
  return documentHtml({
    lang: result.lang,
    head: result.head,
    body,
    imagePreloads: heroImagePreloads(body),
    ...assetsFor(result.islands),
  });
}

/**
 * Writes every page's document into `outDir`, the built-in not-found page too when pages/ has
 * none; returns what the later steps check. The documents may be written several at once
 * (on the build's threads, `builder/pages/render-task.ts`); they are taken in page order, and the first page that fails
 * fails the build.
 */
export async function prerender(
  pages: readonly PageEntry[],
  writeDocument: WriteDocument,
  outDir: string,
): Promise<PrerenderResult> {
  const rendered: RenderedPage[] = [];
  const reads = new Map<string, PageReads>();
  const scriptHashes = new Set<string>();
  const paths = pages.some((page) => page.path === notFoundPath) ? pages : [...pages, undefined];
  // Made on libuv's threads: a folder costs as much to create as a file (about 0.4 ms on ext4), and
  // thousands of them would hold this thread up while the other core is free.
  const madeFolder = folderMaker();
  const documents = paths.map((entry) => {
    const path = entry?.path ?? notFoundPath;
    const target = join(outDir, outputFileOf(path));
    return madeFolder(dirname(target)).then(() => writeDocument(entry, path, target, path === problemPagePath));
  });
  // Each failure is taken below, in page order; until then none counts as unhandled.
  for (const started of documents) started.catch(() => {});
  for (const [index, entry] of paths.entries()) {
    const { reading, reads: pageReads, html } = await documents[index];
    reads.set(entry?.path ?? notFoundPath, pageReads);
    for (const hash of reading.scriptHashes) scriptHashes.add(hash);
    if (entry)
      rendered.push({
        entry,
        links: reading.links,
        ids: new Set(reading.ids),
        searchText: reading.searchText,
        frameSources: reading.frameSources ?? [],
        html,
      });
  }
  return { pages: rendered, reads, scriptHashes: [...scriptHashes] };
}
