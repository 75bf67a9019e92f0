import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtDocuments, distDir } from './built-site';

const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
const urls = Array.from(sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g), ([, url]) => ({
  path: new URL(/<loc>([^<]*)<\/loc>/.exec(url)![1]).pathname,
  lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1],
}));
const lastmodOf = new Map(urls.map(({ path, lastmod }) => [path, lastmod]));

describe('last modified', () => {
  // A page unchanged since the day it was published is dated by that day (no time is known); any
  // later change by the instant of its commit. Both are W3C datetimes.
  it('every sitemap URL has a lastmod, an instant in UTC or a publication day (W3C datetime)', () => {
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.filter(({ lastmod }) => !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/.test(lastmod ?? ''))).toEqual([]);
    expect(urls.some(({ lastmod }) => lastmod?.includes('T'))).toBe(true);
  });

  it('an article says "Updated" on the day of its lastmod, only when that is after it was published', () => {
    const wrong = builtDocuments().flatMap(({ file, html }) => {
      const updated = /Updated <time dateTime="([^"]*)">/.exec(html)?.[1];
      if (!updated) return [];
      const path = `/${file.replace(/(^|\/)index\.html$/, '')}`;
      const published = /<time dateTime="([^"]*)">/.exec(html)?.[1] ?? '';
      return updated === lastmodOf.get(path)?.slice(0, 10) && updated > published ? [] : [file];
    });
    expect(wrong).toEqual([]);
  });
});
