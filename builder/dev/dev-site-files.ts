import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { ViteDevServer } from 'vite';
import type { NewsItem } from '../../src/shared/items/news-item';
import type { PageEntry } from '../../src/shared/page-entry';
import type { Unpublished } from '../../content/publication/publication-state';
import { pageIndexId } from '../../content/vite-plugin';
import { siteFeeds } from '../../src/feeds/site-feeds';
import { escapeHtml } from '../../src/layout/escape-html';
import { searchBundlePath } from '../../src/search-paths';
import { contentTypeOf } from '../../server/content-types';

export interface DevSiteFile {
  status: number;
  type: string;
  body: string | Buffer;
}

/**
 * A feed, made on request from the pages as they are now (a few milliseconds), as the build would
 * write it: drafts and pages or items out of their publication dates, which the dev server shows,
 * are left out as the build leaves them out.
 */
async function devFeed(vite: ViteDevServer, path: string): Promise<DevSiteFile | null> {
  const feed = siteFeeds.find((candidate) => candidate.path === path);
  if (!feed) return null;
  const index = (await vite.ssrLoadModule(pageIndexId)) as {
    pages: PageEntry[];
    newsItems: NewsItem[];
    unpublished: Unpublished[];
  };
  const leftOut = new Set(index.pages.filter((page) => page.frontmatter.draft).map((page) => page.path));
  for (const { path } of index.unpublished) if (path) leftOut.add(path);
  const leftOutFiles = new Set(index.unpublished.map(({ file }) => file));
  const published = index.pages.filter((page) => !leftOut.has(page.path));
  const news = index.newsItems.filter((item) => !leftOut.has(item.href) && !leftOutFiles.has(item.file));
  // The build's feed step is loaded when a feed is first asked for: it brings much of the build with it.
  const { feedDocument } = await import('../steps/feeds');
  return { status: 200, type: 'application/atom+xml; charset=utf-8', body: feedDocument(feed, published, news) };
}

/**
 * The search index is the last build's (`dist/pagefind/`): making one on request would mean
 * rendering every page through Vite first (see `searchIndexNote`).
 */
function lastBuildSearchFile(distDir: string, path: string): DevSiteFile | null {
  if (!path.startsWith(searchBundlePath)) return null;
  const folder = join(distDir, searchBundlePath);
  const file = normalize(join(distDir, path));
  if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile())
    return { status: 404, type: 'text/plain; charset=utf-8', body: searchIndexNote(distDir) + '\n' };
  return { status: 200, type: contentTypeOf(file), body: readFileSync(file) };
}

/** What the search page says in the dev server about the index it searches. */
export function searchIndexNote(distDir: string): string {
  const entry = join(distDir, searchBundlePath, 'pagefind-entry.json');
  if (!existsSync(entry))
    return 'Search in the dev server uses the search index of the last npm run build, and there is none yet: run npm run build once to search here.';
  const built = statSync(entry).mtime.toISOString().replace('T', ' ').slice(0, 16);
  return `Search in the dev server uses the search index of the last npm run build (${built} UTC): pages changed since are found as they were then. Run npm run build to bring it up to date.`;
}

const noteStyle =
  'font:15px/1.5 system-ui,sans-serif;background:#eff6ff;color:#1f2937;border-bottom:3px solid #1d4ed8;padding:0.75rem 1.25rem;margin:0';

/** The search page's document with the note on its index at the top of its body. */
export function withSearchIndexNote(html: string, distDir: string): string {
  const note = `<p role="note" data-dev-search-note style="${noteStyle}">${escapeHtml(searchIndexNote(distDir))}</p>`;
  return html.replace(/<body[^>]*>/, (body) => `${body}\n${note}`);
}

/** The dev server's answer for the files the build writes beside the pages (feeds, the search index), or null for any other path. */
export async function devSiteFile(vite: ViteDevServer, path: string, distDir: string): Promise<DevSiteFile | null> {
  if (path.split('/').includes('..') || path.includes(sep + '..')) return null;
  return (await devFeed(vite, path)) ?? lastBuildSearchFile(distDir, path);
}
