import { describe, expect, it } from 'vitest';
import { idsIn, linksIn } from '../../../content/links/html-links';

describe('linksIn', () => {
  it('collects href, src and action values', () => {
    const html =
      '<a href="/about">A</a><img src="/images/a.png" alt=""><form action="/contact"></form><link rel="icon" href="/favicon.svg">';
    expect(linksIn(html)).toEqual(['/about', '/images/a.png', '/contact', '/favicon.svg']);
  });

  it('splits srcset into its URLs', () => {
    expect(linksIn('<img srcset="/a-1x.png 1x, /a-2x.png 2x,/a-3x.png 3x" src="/a.png">')).toEqual([
      '/a-1x.png',
      '/a-2x.png',
      '/a-3x.png',
      '/a.png',
    ]);
  });

  it('decodes entities in attribute values', () => {
    expect(linksIn('<a href="/search?a=1&amp;b=2">x</a><a href="/q?x=&quot;y&quot;&#x27;&lt;&gt;">y</a>')).toEqual([
      '/search?a=1&b=2',
      `/q?x="y"'<>`,
    ]);
  });

  it('collects absolute URLs in meta content (Open Graph images), not the text of other meta tags', () => {
    const html =
      '<meta name="description" content="/not/a/link"><meta property="og:image" content="https://example.com/images/og.png">';
    expect(linksIn(html)).toEqual(['https://example.com/images/og.png']);
  });

  it('ignores attributes that only end in a link attribute name', () => {
    expect(linksIn('<div data-href="/x" data-src="/y"></div>')).toEqual([]);
  });
});

describe('idsIn', () => {
  it('collects element ids', () => {
    expect(idsIn('<h2 id="team">Team</h2><section id="reports"></section><div data-id="no"></div>')).toEqual(
      new Set(['team', 'reports']),
    );
  });

  it('decodes entities in ids', () => {
    expect(idsIn('<h2 id="r&amp;d">R&amp;D</h2>')).toEqual(new Set(['r&d']));
  });
});
