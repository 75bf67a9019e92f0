import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { notFoundPath, type PageEntry } from '../src/content/page-entry';
import type { RenderResult } from '../src/entry-server';
import { stripImagePreloads } from '../src/hydration/strip-image-preloads';
import { documentHtml } from '../src/layout/document-html';
import { heroImagePreloads } from './hero-image-preloads';
import { inlineScriptHashes } from './inline-scripts';
import { outputFileOf } from '../server/output-file';
import type { PageAssets } from './manifest-assets';

export interface ServerEntry {
  render: (url: string) => Promise<RenderResult>;
  pages: PageEntry[];
  pagesLabel: string;
  /** When each page last changed, by its path (UTC ISO 8601). */
  lastModified: Record<string, string>;
}

export interface RenderedPage {
  entry: PageEntry;
  html: string;
  islands: string[];
}

export interface PrerenderResult {
  pages: RenderedPage[];
  /** CSP hashes of the inline scripts the written documents carry (the speculation rules). */
  scriptHashes: string[];
}

/**
 * Renders every page to its HTML file; returns what the later steps check. `render` may render
 * several pages at once (`build/pages/render-pool.ts`); the files are written in page order, and
 * the first page that fails to render fails the build.
 */
export async function prerender(
  pages: readonly PageEntry[],
  render: (path: string) => Promise<RenderResult>,
  outDir: string,
  assetsFor: (islands: string[]) => PageAssets,
): Promise<PrerenderResult> {
  const rendered: RenderedPage[] = [];
  const scriptHashes = new Set<string>();
  const writes: Promise<void>[] = [];
  const paths = pages.some((page) => page.path === notFoundPath) ? pages : [...pages, undefined];
  const renders = paths.map((entry) => render(entry?.path ?? notFoundPath));
  // Each failure is taken below, in page order; until then none counts as unhandled.
  for (const started of renders) started.catch(() => {});
  for (const [index, entry] of paths.entries()) {
    const path = entry?.path ?? notFoundPath;
    const result = await renders[index];
    const body = stripImagePreloads(result.html);
    const html = documentHtml({
      lang: result.lang,
      head: result.head,
      body,
      imagePreloads: heroImagePreloads(body),
      ...assetsFor(result.islands),
    });
    for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash);
    const file = join(outDir, outputFileOf(path));
    writes.push(mkdir(dirname(file), { recursive: true }).then(() => writeFile(file, html)));
    if (entry) rendered.push({ entry, html, islands: result.islands });
  }
  await Promise.all(writes);
  return { pages: rendered, scriptHashes: [...scriptHashes] };
}
