import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site';
import { distDir } from './built-site';

const page = readFileSync(join(distDir, 'sitemap', 'index.html'), 'utf8');
const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
const linked = new Set(Array.from(main.matchAll(/href="([^"#?]+)"/g), ([, href]) => href));
const indexable = Array.from(
  readFileSync(join(distDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
  ([, loc]) => new URL(loc, site.url).pathname,
);

describe('the /sitemap page', () => {
  it('links every page of sitemap.xml', () => {
    expect(indexable.length).toBeGreaterThan(150);
    expect(indexable.filter((path) => !linked.has(path))).toEqual([]);
  });

  it('leaves out the pages only forms lead to', () => {
    expect([...linked].filter((href) => href.startsWith('/thank-you/') || href === '/form-not-sent')).toEqual([]);
  });

  it('names every group in words, a language group in its own language', () => {
    const headings = Array.from(main.matchAll(/<h2([^>]*)>(.*?)<\/h2>/g), ([, attributes, inner]) => ({
      attributes,
      text: inner.replace(/<[^>]+>/g, ''),
    }));
    expect(headings.filter(({ text }) => /^[a-z-]+$/.test(text)).map(({ text }) => text)).toEqual([]);
    // The Hindi group is led by its index page (/hi), in Hindi.
    expect(headings).toContainEqual({
      attributes: expect.stringContaining('lang="hi"'),
      text: 'हिंदी में नॉर्थस्टार टेक्नोलॉजीज़',
    });
    expect(headings.map(({ text }) => text)).toContain('Blog');
  });
});
