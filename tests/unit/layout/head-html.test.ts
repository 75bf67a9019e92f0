import { describe, expect, it } from 'vitest';
import { headHtml } from '../../../src/layout/head-html';

describe('headHtml', () => {
  it('renders one tag per line', () => {
    expect(
      headHtml([
        { tag: 'title', text: 'About | Company' },
        { tag: 'meta', attrs: { name: 'description', content: 'Who we are' } },
        { tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/about' } },
      ]),
    ).toBe(
      [
        '<title>About | Company</title>',
        '<meta name="description" content="Who we are"/>',
        '<link rel="canonical" href="https://example.com/about"/>',
      ].join('\n'),
    );
  });

  it('escapes the title', () => {
    expect(headHtml([{ tag: 'title', text: 'R&D <Labs> "Q1" | Company' }])).toBe(
      '<title>R&amp;D &lt;Labs&gt; &quot;Q1&quot; | Company</title>',
    );
  });

  it('escapes attribute values', () => {
    expect(headHtml([{ tag: 'meta', attrs: { name: 'description', content: `Say "hi" & <b>it's</b>` } }])).toBe(
      '<meta name="description" content="Say &quot;hi&quot; &amp; &lt;b&gt;it&#39;s&lt;/b&gt;"/>',
    );
    expect(headHtml([{ tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/?a=1&b=2' } }])).toBe(
      '<link rel="canonical" href="https://example.com/?a=1&amp;b=2"/>',
    );
  });

  it('renders nothing for no tags', () => {
    expect(headHtml([])).toBe('');
  });
});
