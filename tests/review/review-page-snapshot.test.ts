import { beforeAll, describe, expect, it } from 'vitest';
import { withoutAssetHashes } from '../../review/asset-names';
import { routeOfPageFile } from '../../review/change-sources';
import { createHtmlParser, type HtmlParser } from '../../review/html-tree';
import { linkChanges } from '../../review/link-changes';
import { pageSnapshot } from '../../review/page-snapshot';
import { parseRedirects } from '../../review/redirects-file';
import { routeOfHtmlFile } from '../../review/site-snapshot';

let parse: HtmlParser;
beforeAll(async () => {
  parse = await createHtmlParser();
});

const page = (main: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>Cloud &amp; Data | Northstar</title><meta name="description" content="Move &quot;fast&quot;."/>${head}<link rel="stylesheet" href="/assets/entry-client-Dao_WUDU.css"/></head>` +
  `<body><div id="root"><a href="#main">Skip</a><header><nav><a href="/about">About</a></nav></header>${main}<footer><p>© Northstar</p></footer></div></body></html>`;

describe('pageSnapshot', () => {
  it('reads the head tags a search engine or a link preview reads, decoded', () => {
    const snapshot = pageSnapshot(
      parse(
        page(
          '<main></main>',
          '<link rel="canonical" href="https://example.com/cloud"/><meta property="og:image" content="https://example.com/assets/og-AbCdEf12.png"/>',
        ),
      ),
    );
    expect(snapshot.head).toEqual({
      title: 'Cloud & Data | Northstar',
      description: 'Move "fast".',
      canonical: 'https://example.com/cloud',
      'og:image': 'https://example.com/assets/og.png',
    });
  });

  it('splits the page at <main>: text by heading, links and images of each part', () => {
    const main = `<main id="main"><p>Intro<!-- -->text</p><h2>Why <em>us</em></h2><p>We ship.</p><ul><li>One</li><li>Two</li></ul><h3>Detail</h3><p>Read<span>: more</span> <a href="/x">here</a></p><script>var hidden = 1;</script><p hidden>Not shown</p><img src="/images/a.svg" alt="A chart"/><svg><title>icon</title></svg></main>`;
    const { regions } = pageSnapshot(parse(page(main)));
    expect(regions.main.sections).toEqual([
      { words: ['Introtext'] },
      { heading: { level: 2, text: 'Why us' }, words: ['We', 'ship.', 'One', 'Two'], blockStarts: [2, 3] },
      { heading: { level: 3, text: 'Detail' }, words: ['Read:', 'more', 'here'] },
    ]);
    expect(regions.main.links).toEqual(['/x']);
    expect(regions.main.images).toEqual([{ src: '/images/a.svg', alt: 'A chart' }]);
    expect(regions.header.links).toEqual(['#main', '/about']);
    expect(regions.footer.sections).toEqual([{ words: ['©', 'Northstar'] }]);
  });

  it('keeps asset hashes out of the markup it compares', () => {
    const before = pageSnapshot(parse(page('<main><img src="/assets/hero-AbCdEf12.webp" alt=""/></main>')));
    const after = pageSnapshot(parse(page('<main><img src="/assets/hero-ZyXwVu98.webp" alt=""/></main>')));
    expect(after.regions.main.markup).toEqual(before.regions.main.markup);
    expect(withoutAssetHashes('/assets/BlogFinder-BEkp-BV3.js /assets/entry-client-DLSUVsFD.js')).toBe(
      '/assets/BlogFinder.js /assets/entry-client.js',
    );
  });
});

describe('routes, redirects and links', () => {
  it('maps built files and page files to routes', () => {
    expect(['index.html', 'services/cloud/index.html', '404.html'].map(routeOfHtmlFile)).toEqual([
      '/',
      '/services/cloud',
      '/404',
    ]);
    expect(
      [
        'pages/index.mdx',
        'pages/services/index.mdx',
        'pages/services/cloud.mdx',
        'pages/_partial.mdx',
        'src/site.ts',
      ].map(routeOfPageFile),
    ).toEqual(['/', '/services', '/services/cloud', undefined, undefined]);
  });

  it('reads _redirects', () => {
    expect(parseRedirects('/blog /insights/blog 301\n/financial-results /investors#financials 301\n')).toEqual(
      new Map([
        ['/blog', { to: '/insights/blog', status: 301 }],
        ['/financial-results', { to: '/investors#financials', status: 301 }],
      ]),
    );
  });

  it('tells internal links from external ones, on the site origin too', () => {
    expect(
      linkChanges(
        ['/a', 'https://example.com/b', 'https://other.org/'],
        ['/c', 'https://example.com/b', 'https://new.org/', '#top'],
        'https://example.com',
      ),
    ).toEqual({
      internalAdded: ['/c', '#top'],
      internalRemoved: ['/a'],
      externalAdded: ['https://new.org/'],
    });
  });
});
