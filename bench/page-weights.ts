import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { notFoundPath } from '../src/shared/page-entry';
import { readPages } from '../content/read-pages';
import { today } from '../src/shared/publication/as-of';
import { projectRoot } from '../builder/project-root';
import { outputFileOf } from '../server/output-file';
import { islandNames, loadedScripts } from './script-graph';

export interface Bytes {
  raw: number;
  /** zlib gzip at level 6, computed in memory. */
  gzip: number;
}

export interface PageWeight {
  /** The route, e.g. `/services/cloud`. */
  path: string;
  /** The HTML file relative to the output folder. */
  file: string;
  html: Bytes;
  /** Every script the page loads (its module scripts, their static imports, the chunks of its islands), summed. */
  js: Bytes;
  /** Stylesheets the HTML references, summed. */
  css: Bytes;
  jsUrls: string[];
  cssUrls: string[];
  /** The HTML has an element with a `data-island` attribute. */
  hasIsland: boolean;
  /** The islands' names, from their markers. */
  islands: string[];
  /** Each loaded script's own bytes. */
  jsFiles: Record<string, Bytes>;
}

export interface ReferencedAssets {
  js: string[];
  css: string[];
}

const tagPattern = /<(script|link)\b([^>]*)>/gi;
const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const islandPattern = /<[a-z][^>]*\sdata-island(?:\s*=|[\s>])/i;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(attributePattern)) {
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The JavaScript (module scripts, modulepreloads) and CSS (stylesheets) URLs an HTML document loads. */
export function referencedAssets(html: string): ReferencedAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, tag, rawAttributes] of html.matchAll(tagPattern)) {
    const attributes = attributesOf(rawAttributes);
    if (tag.toLowerCase() === 'script') {
      const src = attributes.get('src');
      if (src && attributes.get('type') === 'module') js.add(src);
      continue;
    }
    const href = attributes.get('href');
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (!href) continue;
    if (rel.includes('modulepreload')) js.add(href);
    else if (rel.includes('stylesheet')) css.add(href);
  }
  return { js: [...js], css: [...css] };
}

export function hasIsland(html: string): boolean {
  return islandPattern.test(html);
}

export function islandsIn(html: string): string[] {
  return [...new Set(Array.from(html.matchAll(/\sdata-island="([^"]+)"/g), ([, name]) => name))];
}

function measure(data: Buffer): Bytes {
  return { raw: data.length, gzip: gzipSync(data, { level: 6 }).length };
}

function add(a: Bytes, b: Bytes): Bytes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip };
}

export const noBytes: Bytes = { raw: 0, gzip: 0 };

export function sumBytes(list: readonly Bytes[]): Bytes {
  return list.reduce(add, noBytes);
}

/** Every route a pages folder produces (not redirects), with its HTML file; the 404 page always. */
export function routesOf(pagesDir: string): { path: string; file: string }[] {
  const { pages } = readPages({ pagesDir, root: projectRoot, includeDrafts: false, asOf: today() });
  const paths = pages.map((page) => page.path);
  if (!paths.includes(notFoundPath)) paths.push(notFoundPath);
  return paths.map((path) => ({ path, file: outputFileOf(path) }));
}

/** Reads a built site and weighs each route's HTML and the JavaScript and CSS it references. */
export async function pageWeights(
  outDir: string,
  routes: readonly { path: string; file: string }[],
): Promise<PageWeight[]> {
  const assetCache = new Map<string, Promise<Bytes>>();
  const assetBytes = (url: string, page: string): Promise<Bytes> => {
    let cached = assetCache.get(url);
    if (!cached) {
      if (!url.startsWith('/') || url.startsWith('//'))
        throw new Error(`${page} references ${url}, which is not a file of the site`);
      const file = join(outDir, decodeURIComponent(url.split(/[?#]/)[0]));
      cached = readFile(file).then(measure, () => {
        throw new Error(`${page} references ${url}, but the output has no ${file}`);
      });
      assetCache.set(url, cached);
    }
    return cached;
  };

  const islands = islandNames();
  return Promise.all(
    routes.map(async ({ path, file }) => {
      const data = await readFile(join(outDir, file));
      const html = data.toString('utf8');
      const referenced = referencedAssets(html);
      const js = await loadedScripts(outDir, referenced.js, islandsIn(html), islands);
      const [jsBytes, cssBytes] = await Promise.all([
        Promise.all(js.map((url) => assetBytes(url, file))),
        Promise.all(referenced.css.map((url) => assetBytes(url, file))),
      ]);
      return {
        path,
        file,
        html: measure(data),
        js: sumBytes(jsBytes),
        css: sumBytes(cssBytes),
        jsUrls: js,
        cssUrls: referenced.css,
        hasIsland: hasIsland(html),
        islands: islandsIn(html),
        jsFiles: Object.fromEntries(js.map((url, index) => [url, jsBytes[index]])),
      };
    }),
  );
}

/** Bytes of the distinct JS and CSS files all pages together reference. */
export async function distinctAssetBytes(
  outDir: string,
  weights: readonly PageWeight[],
): Promise<{ js: Bytes; css: Bytes }> {
  const total = async (urls: Set<string>) =>
    sumBytes(
      await Promise.all([...urls].map(async (url) => measure(await readFile(join(outDir, url.split(/[?#]/)[0]))))),
    );
  const [js, css] = await Promise.all([
    total(new Set(weights.flatMap((weight) => weight.jsUrls))),
    total(new Set(weights.flatMap((weight) => weight.cssUrls))),
  ]);
  return { js, css };
}
