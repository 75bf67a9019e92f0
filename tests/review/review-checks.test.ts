import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHtmlParser } from '../../review/html-tree';
import { comparePages } from '../../review/page-comparison';
import type { PageSnapshot, RegionSnapshot } from '../../review/page-snapshot';
import type { PageWeight } from '../../review/page-weight';
import { redirectChanges } from '../../review/redirect-changes';
import { seoChanges } from '../../review/seo-changes';
import { readSiteSnapshot } from '../../review/site-snapshot';
import { weightGrowth } from '../../review/weight-growth';

const emptyRegion: RegionSnapshot = { sections: [], links: [], images: [], markup: [] };
const page = (title: string, description = 'A page.'): PageSnapshot => ({
  head: { title, description, 'og:title': title, 'og:description': description },
  regions: { header: emptyRegion, main: emptyRegion, footer: emptyRegion },
});

describe('redirectChanges', () => {
  it('tells aliases added, removed (and what their path is now) and retargeted', () => {
    const before = new Map([
      ['/iot', { to: '/services/internet-of-things', status: 301 }],
      ['/blog', { to: '/insights/blog', status: 301 }],
      ['/ai', { to: '/services/ai', status: 301 }],
      ['/old', { to: '/about', status: 301 }],
    ]);
    const after = new Map([
      ['/ai', { to: '/services/ai-analytics', status: 301 }],
      ['/old', { to: '/about', status: 301 }],
      ['/cloud', { to: '/services/cloud', status: 301 }],
    ]);
    expect(redirectChanges(before, after, new Set(['/blog']))).toEqual([
      { kind: 'target changed', from: '/ai', before: '/services/ai', after: '/services/ai-analytics' },
      { kind: 'removed', from: '/blog', to: '/insights/blog', nowA: 'page' },
      { kind: 'added', from: '/cloud', to: '/services/cloud' },
      { kind: 'removed', from: '/iot', to: '/services/internet-of-things', nowA: 'missing page' },
    ]);
  });
});

describe('seoChanges', () => {
  const before = new Map([
    ['/a', page('Alpha | Site')],
    ['/b', page('Beta | Site')],
    ['/c', page('Same | Site')],
    ['/d', page('Same | Site')],
  ]);
  const after = new Map([
    ['/a', page('Beta | Site', 'x'.repeat(161))],
    ['/b', page('Beta | Site')],
    ['/c', page('Same | Site')],
    ['/d', page('Same | Site')],
    ['/e', page('Epsilon | Site')],
  ]);
  const compared = ['/a', '/b', '/c', '/d'].map((route) => ({
    route,
    comparison: comparePages(before.get(route)!, after.get(route)!, ''),
  }));
  const heads = (pages: Map<string, PageSnapshot>) =>
    new Map([...pages].map(([route, snapshot]) => [route, snapshot.head]));
  const seo = seoChanges({
    before: heads(before),
    after: heads(after),
    compared,
    added: ['/e'],
    descriptionLimit: 160,
  });

  it('puts titles and descriptions side by side, without repeating their Open Graph copies', () => {
    expect(seo.titlesAndDescriptions).toEqual([
      { route: '/a', tag: 'title', before: 'Alpha | Site', after: 'Beta | Site' },
      { route: '/a', tag: 'description', before: 'A page.', after: 'x'.repeat(161) },
      { route: '/e', tag: 'title', after: 'Epsilon | Site' },
      { route: '/e', tag: 'description', after: 'A page.' },
    ]);
    expect(seo.otherTags).toEqual([]);
  });

  it('names descriptions now over the limit and titles now shared, not those shared before', () => {
    expect(seo.descriptionsOverLimit).toEqual([{ route: '/a', length: 161 }]);
    expect(seo.duplicatedTitles).toEqual([{ title: 'Beta | Site', routes: ['/a', '/b'] }]);
  });
});

const root = mkdtempSync(join(tmpdir(), 'site-review-checks-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const writeText = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};

describe('readSiteSnapshot', () => {
  it('reads every page but the aliases, and each page whole only when asked', async () => {
    const html = (title: string) =>
      `<!DOCTYPE html><html><head><title>${title}</title><link rel="stylesheet" href="/assets/site-AbCdEf12.css"/></head><body><main><p>${title}</p></main></body></html>`;
    writeText('site/index.html', html('Home'));
    writeText('site/about/index.html', html('About'));
    writeText(
      'site/about/old/index.html',
      '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/about"/></head><body></body></html>',
    );
    writeText('site/assets/site-AbCdEf12.css', 'body{}');
    writeText('site/_redirects', '/about/old /about 301\n');
    const site = await readSiteSnapshot(join(root, 'site'), [], await createHtmlParser());
    expect([...site.pages.keys()]).toEqual(['/about', '/']);
    expect(site.pages.get('/about')?.head).toEqual({ title: 'About' });
    expect(site.pages.get('/about')?.comparable).toContain('href="/assets/site.css"');
    expect(site.pages.get('/')?.snapshot().regions.main.sections).toEqual([{ words: ['Home'] }]);
    expect(site.weights.get('/')).toEqual({
      file: 'index.html',
      htmlBytes: html('Home').length,
      css: ['/assets/site-AbCdEf12.css'],
      js: [],
    });
  });
});

describe('weightGrowth', () => {
  const write = (file: string, bytes: number) => writeText(file, 'a'.repeat(bytes));
  const weight = (file: string, htmlBytes: number, css: string[], js: string[]): PageWeight => ({
    file,
    htmlBytes,
    css,
    js,
  });

  it('reports HTML per page, and CSS or JS growth shared by pages once, past 5% only', async () => {
    write('before/a/index.html', 1000);
    write('after/a/index.html', 1100);
    write('before/b/index.html', 1000);
    write('after/b/index.html', 1040);
    write('before/assets/site-AAAAAAAA.css', 2000);
    write('after/assets/site-BBBBBBBB.css', 2200);
    write('before/assets/app-AAAAAAAA.js', 3000);
    write('after/assets/app-BBBBBBBB.js', 3060);
    const side = (name: string, hash: string) => ({
      outDir: join(root, name),
      weights: new Map([
        [
          '/a',
          weight(
            'a/index.html',
            name === 'before' ? 1000 : 1100,
            [`/assets/site-${hash}.css`],
            [`/assets/app-${hash}.js`],
          ),
        ],
        ['/b', weight('b/index.html', name === 'before' ? 1000 : 1040, [`/assets/site-${hash}.css`], [])],
      ]),
    });
    const growth = await weightGrowth(side('before', 'AAAAAAAA'), side('after', 'BBBBBBBB'));
    expect(growth.map(({ kind, routes, before, after }) => [kind, routes, before.raw, after.raw])).toEqual([
      ['CSS', ['/a', '/b'], 2000, 2200],
      ['HTML', ['/a'], 1000, 1100],
    ]);
    expect(growth[0].after.gzip).toBeGreaterThan(0);
  });
});
