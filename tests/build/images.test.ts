import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtDocuments, distDir, isRedirectPage } from './built-site';

const pages = builtDocuments().filter((document) => !isRedirectPage(document.html));
const imgTags = (html: string) => html.match(/<img\b[^>]*>/g) ?? [];
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const raster = /\.(png|jpe?g|gif|bmp)(\?|#|$)/i;

describe('images in the built pages', () => {
  it('every page has at least the logo, so the checks below see images', () => {
    for (const { html } of pages) expect(imgTags(html).length).toBeGreaterThan(0);
  });

  it('every <img> has a width and a height, so nothing shifts as images arrive', () => {
    const missing = pages.flatMap(({ file, html }) =>
      imgTags(html)
        .filter((tag) => !/^\d+$/.test(attribute(tag, 'width') ?? '') || !/^\d+$/.test(attribute(tag, 'height') ?? ''))
        .map((tag) => `${file}: ${tag}`),
    );
    expect(missing).toEqual([]);
  });

  it('a raster image sits in a <picture> with an AVIF or WebP source first', () => {
    // Only SVG illustrations are shown in pages today; og-default.png is the home page's share image.
    const bare = pages.flatMap(({ file, html }) =>
      Array.from(html.matchAll(/(<picture\b[\s\S]*?<\/picture>)|(<img\b[^>]*>)/g))
        .filter(([, picture, img]) => {
          if (picture)
            return (
              raster.test(attribute(/<img\b[^>]*>/.exec(picture)?.[0] ?? '', 'src') ?? '') &&
              !/<source\b[^>]*type="image\/(avif|webp)"/.test(picture)
            );
          return raster.test(attribute(img, 'src') ?? '');
        })
        .map(([tag]) => `${file}: ${tag}`),
    );
    expect(bare).toEqual([]);
  });

  it('only the home page preloads an image: its hero image, at high priority', () => {
    const preloads = pages.flatMap(({ file, html }) =>
      (html.match(/<link\b[^>]*\sas="image"[^>]*>/g) ?? []).map((tag) => ({ file, tag })),
    );
    expect(preloads.map(({ file }) => file)).toEqual(['index.html']);
    const home = pages.find(({ file }) => file === 'index.html')!.html;
    const hero = imgTags(home).find((tag) => attribute(tag, 'fetchPriority') === 'high');
    expect(hero).toBeDefined();
    expect(attribute(preloads[0].tag, 'href')).toBe(attribute(hero!, 'src'));
    expect(attribute(preloads[0].tag, 'fetchpriority')).toBe('high');
    expect(home.indexOf(preloads[0].tag)).toBeLessThan(home.indexOf('</head>'));
  });

  it('no raster file over 300 KB is in the site unprocessed: only the photo pipeline’s files may be larger', () => {
    const rasterFiles = readdirSync(distDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(png|jpe?g|gif|bmp|webp|avif|tiff?)$/i.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    expect(rasterFiles.length).toBeGreaterThan(0);
    const unprocessed = rasterFiles
      .map((file) => ({ path: relative(distDir, file).split(sep).join('/'), bytes: statSync(file).size }))
      .filter(({ path, bytes }) => bytes > 300 * 1024 && !path.startsWith('images/photos/'))
      .map(({ path, bytes }) => `${path}: ${Math.ceil(bytes / 1024)} KB`);
    expect(unprocessed).toEqual([]);
  });
});
