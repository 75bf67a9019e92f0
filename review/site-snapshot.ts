import type { BuildWarning } from './build-warnings';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { readPageSources, type PageSources } from '../builder/page-sources/page-sources-file';
import { withoutAssetHashes } from './asset-names';
import type { HtmlParser } from './html-tree';
import { headTags, pageSnapshot, type PageSnapshot } from './page-snapshot';
import { pageWeight, type PageWeight } from './page-weight';
import { parseRedirects, type Redirect } from './redirects-file';

/** One built page: read whole only when the other side's differs, since most pages of a change do not. */
export interface BuiltPage {
  /** The HTML with hashed asset names reduced to names: the same on both sides means nothing to report. */
  comparable: string;
  /** Head tags, read for every page (titles are checked for duplicates across the site). */
  head: Record<string, string>;
  /** The whole page, parsed on first use. */
  snapshot(): PageSnapshot;
}

/** One side's build, read: its pages (aliases' pages left out), aliases and page weights. */
export interface SiteSnapshot {
  outDir: string;
  pages: Map<string, BuiltPage>;
  redirects: Map<string, Redirect>;
  weights: Map<string, PageWeight>;
  /** What each page's render read, when the build recorded it (`builder/steps/page-sources.ts`). */
  sources?: PageSources;
  /** The build's warnings (`build-warnings.ts`). */
  warnings?: BuildWarning[];
}

/** The route an HTML file serves: `index.html` is `/`, `a/b/index.html` is `/a/b`, `404.html` is `/404`. */
export function routeOfHtmlFile(file: string): string {
  const path = file
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${path}`;
}

async function readOptional(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

function builtPage(html: string, parse: HtmlParser): BuiltPage {
  let snapshot: PageSnapshot | undefined;
  const headEnd = html.indexOf('</head>');
  return {
    comparable: withoutAssetHashes(html),
    head: headTags(parse(headEnd < 0 ? html : html.slice(0, headEnd + '</head>'.length))),
    snapshot: () => (snapshot ??= pageSnapshot(parse(html))),
  };
}

/** Reads a built site folder; `islands` are the names of the islands the side's source has. */
export async function readSiteSnapshot(
  outDir: string,
  islands: readonly string[],
  parse: HtmlParser,
): Promise<SiteSnapshot> {
  const redirects = parseRedirects(await readOptional(join(outDir, '_redirects')));
  const files = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).sort();
  const pages = new Map<string, BuiltPage>();
  const weights = new Map<string, PageWeight>();
  for (const file of files) {
    const route = routeOfHtmlFile(file);
    // An alias's page is a redirect, told in the redirects section.
    if (redirects.has(route)) continue;
    const html = await readFile(join(outDir, file), 'utf8');
    pages.set(route, builtPage(html, parse));
    weights.set(route, await pageWeight(outDir, file, html, islands));
  }
  return { outDir, pages, redirects, weights, sources: await readPageSources(outDir) };
}
