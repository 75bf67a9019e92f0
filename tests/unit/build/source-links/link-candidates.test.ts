import { describe, expect, it } from 'vitest';
import { linkCandidates } from '../../../../content/links/link-candidates';
import { linksInMdx } from '../../../../content/links/mdx-links';

const urls = (text: string) => linkCandidates(text).map(({ url, kind, uncertain }) => [url, kind, uncertain]);

describe('linkCandidates', () => {
  it('finds Markdown destinations, definitions, href and src values, and quoted paths', () => {
    const text = [
      '[a](/a "title") ![b]( </b c.png> )',
      '  [ref]: /ref',
      '<Card href="card" image={"/card.svg"} hrefLang="en" />',
      "<CtaBanner action={{ label: 'x', href: '/cta#form', 'logoSrc': `/logo.svg` }} />",
    ].join('\n');
    expect(urls(text)).toEqual([
      ['/a', 'any', false],
      ['/b c.png', 'file', true],
      ['/ref', 'any', false],
      ['card', 'any', false],
      ['/card.svg', 'file', false],
      ['/cta#form', 'any', false],
      ['/logo.svg', 'file', false],
    ]);
  });

  it('marks text the parser would read differently as uncertain', () => {
    expect(urls('[a](/a\\_b) [c](/c&amp;d) <X href="/é" />').map(([, , uncertain]) => uncertain)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('does not read past a closing quote: `href="/a"/>` holds one path', () => {
    expect(urls('<Card href="/a"/> <Img src="/b.svg"/>\n<X title="x" />')).toEqual([
      ['/a', 'any', false],
      ['/b.svg', 'file', false],
    ]);
  });

  it('finds every URL the parser finds, in a page with all kinds of links', () => {
    const text = [
      '---\ntitle: x\n---',
      'Text [one](/one) and ![two](/two.png) and [three][3].',
      '[3]: /three',
      '<Card title="t" href="/four">',
      '  [five](/five)',
      '</Card>',
      "<Hero actions={[{ label: 'Six', href: '/six' }]} image='/seven.svg' />",
      '<a href="relative">eight</a>',
    ].join('\n\n');
    const scanned = new Set(linkCandidates(text).map(({ url }) => url));
    expect(linksInMdx(text).filter(({ url }) => !scanned.has(url))).toEqual([]);
  });
});
