import { describe, expect, it } from 'vitest';
import { brokenLinks, linkChecker, type CheckedPage, type LinkTargets } from '../../../content/links/link-check';

const origin = 'https://www.northstar-technologies.example';

function page(path: string, links: string[], ids: string[] = [], allowHashLinks = false): CheckedPage {
  return { file: `pages${path === '/' ? '/index' : path}.mdx`, path, links, ids: new Set(ids), allowHashLinks };
}

function targets(pages: CheckedPage[]): LinkTargets<CheckedPage> {
  return {
    origin,
    pages: new Map(pages.map((p) => [p.path, p])),
    redirects: [
      { from: '/about', to: '/about-us' },
      { from: '/financials', to: '/investors#reports' },
    ],
    files: new Set(['/images/logo.svg', '/docs/annual-report.pdf']),
  };
}

/** The problems of the links on a page `/x`, next to the site's other pages. */
function check(links: string[], options: { ids?: string[]; allowHashLinks?: boolean } = {}) {
  const others = [
    page('/', []),
    page('/about-us', [], ['team']),
    page('/investors', [], ['reports', 'contact', 'café']),
  ];
  return brokenLinks(targets([page('/x', links, options.ids, options.allowHashLinks), ...others])).map(
    ({ link, why }) => [link, why],
  );
}

describe('brokenLinks', () => {
  it('accepts links to pages, with or without a trailing slash', () => {
    expect(check(['/', '/about-us', '/about-us/', '/investors/index.html', '/about-us?ref=nav'])).toEqual([]);
  });

  it('reports a link to no page, alias or file', () => {
    expect(check(['/nope', '/about-us/team'])).toEqual([
      ['/nope', 'no page, alias or file at this path'],
      ['/about-us/team', 'no page, alias or file at this path'],
    ]);
  });

  it('refuses a link to an alias, naming the page it redirects to with the anchor the link or the alias names', () => {
    expect(check(['/about', '/about#team', '/financials', '/financials#contact', '/about/'])).toEqual([
      ['/about', '/about is an old path of /about-us (an alias that redirects there); link to /about-us'],
      ['/about#team', '/about is an old path of /about-us (an alias that redirects there); link to /about-us#team'],
      [
        '/financials',
        '/financials is an old path of /investors (an alias that redirects there); link to /investors#reports',
      ],
      [
        '/financials#contact',
        '/financials is an old path of /investors (an alias that redirects there); link to /investors#contact',
      ],
      ['/about/', '/about is an old path of /about-us (an alias that redirects there); link to /about-us'],
    ]);
  });

  it('accepts files, but not with an anchor', () => {
    expect(check(['/images/logo.svg', '/docs/annual-report.pdf?v=2'])).toEqual([]);
    expect(check(['/images/logo.svg#part'])).toEqual([['/images/logo.svg#part', 'a file has no element ids']]);
    expect(check(['/images/missing.svg'])).toEqual([['/images/missing.svg', 'no page, alias or file at this path']]);
  });

  it('checks ids on the target page', () => {
    expect(check(['/investors#reports', '/investors#caf%C3%A9'])).toEqual([]);
    expect(check(['/investors#nope'])).toEqual([['/investors#nope', 'no element with id "nope" on /investors']]);
  });

  it('checks same-page anchors against the page ids', () => {
    expect(check(['#top'], { ids: ['top'] })).toEqual([]);
    expect(check(['#bottom'], { ids: ['top'] })).toEqual([['#bottom', 'no element with id "bottom" on /x']]);
  });

  it('refuses a bare # unless the page allows it', () => {
    expect(check(['#'])).toEqual([['#', 'a bare # goes nowhere (a page may allow it with allowHashLinks: true)']]);
    expect(check(['#'], { allowHashLinks: true })).toEqual([]);
  });

  it('ignores external https, mailto and tel links', () => {
    expect(check(['https://example.com/nope', '//cdn.example.com/x.js', 'mailto:a@b.example', 'tel:+911234'])).toEqual(
      [],
    );
  });

  it('reports an http:// link to another site, with the https one to write', () => {
    expect(check(['http://www.northstar-technologies.example/nope'])).toEqual([
      [
        'http://www.northstar-technologies.example/nope',
        'an http:// address, which browsers mark "Not secure" or refuse; write https://www.northstar-technologies.example/nope (check that it opens; if that site has no https version, link to another source)',
      ],
    ]);
  });

  it('checks absolute links on the site origin like paths', () => {
    expect(check([`${origin}/about-us`, `${origin}/`, origin, `${origin}/investors#reports`])).toEqual([]);
    expect(check([`${origin}/nope`])).toEqual([[`${origin}/nope`, 'no page, alias or file at this path']]);
    expect(check([`${origin}.evil.example/nope`])).toEqual([]);
  });

  it('refuses relative links, saying how to write another site or a page here', () => {
    const fix = 'add https:// for another site, or start with / for a page here';
    expect(check(['about-us', 'www.example.com', 'example.com/about'])).toEqual([
      ['about-us', fix],
      ['www.example.com', fix],
      ['example.com/about', fix],
    ]);
  });

  it('refuses an email address without mailto:, giving the link to write', () => {
    expect(check(['jane@example.com'])).toEqual([['jane@example.com', 'write mailto:jane@example.com']]);
    expect(check(['mailto:jane@example.com'])).toEqual([]);
  });

  it('reports a repeated link once', () => {
    expect(check(['/nope', '/nope'])).toHaveLength(1);
  });

  it('reports a malformed percent escape in an anchor instead of throwing', () => {
    expect(() => check(['/investors#100%'])).not.toThrow();
    expect(check(['/investors#100%'])).toEqual([['/investors#100%', 'no element with id "100%" on /investors']]);
  });

  it('names the file of the page the link is on', () => {
    const site = targets([page('/', ['/nope']), page('/about-us', ['/'])]);
    expect(brokenLinks(site)).toEqual([
      { file: 'pages/index.mdx', link: '/nope', why: 'no page, alias or file at this path' },
    ]);
  });
});

describe('linkChecker', () => {
  const site: LinkTargets = {
    origin,
    pages: new Map([
      ['/', {}],
      ['/services/cloud', {}],
      ['/insights/ai-future', {}],
      ['/investors', { ids: new Set(['reports']) }],
    ]),
    redirects: [{ from: '/cloud', to: '/services/cloud' }],
    files: new Set(['/images/logo.svg']),
    drafts: new Set(['/news/industry-recognition', '/news/other-draft']),
  };
  const check = linkChecker(site);
  const from = { path: '/', allowHashLinks: false };

  it('says a link to a draft is one, with what to do', () => {
    expect(check('/news/industry-recognition', from)).toBe(
      '/news/industry-recognition is a draft; publish it or remove the link',
    );
    expect(check('/news/industry-recognition/', from)).toBe(
      '/news/industry-recognition is a draft; publish it or remove the link',
    );
  });

  it('lets a draft link to another draft', () => {
    expect(check('/news/industry-recognition', { path: '/news/other-draft', allowHashLinks: false })).toBeNull();
  });

  it('says when a scheduled page publishes and since when an expired one is down; they may link to each other', () => {
    const dated = linkChecker({
      ...site,
      drafts: new Set([...(site.drafts ?? []), '/blog/launch', '/spring-offer']),
      unpublished: new Map([
        ['/blog/launch', { state: 'scheduled', on: '2027-03-01' }],
        ['/spring-offer', { state: 'expired', on: '2026-06-01' }],
      ]),
    });
    expect(dated('/blog/launch', from)).toBe(
      '/blog/launch is scheduled: it publishes on 2027-03-01; remove the link, or give this page the same date',
    );
    expect(dated('/spring-offer', from)).toBe(
      '/spring-offer expired on 2026-06-01 and is no longer published; remove the link',
    );
    expect(dated('/spring-offer', { path: '/blog/launch', allowHashLinks: false })).toBeNull();
  });

  it('accepts any anchor on a page whose ids are not known yet, and checks known ones', () => {
    expect(check('/services/cloud#anything', from)).toBeNull();
    expect(check('/investors#nope', from)).toBe('no element with id "nope" on /investors');
  });

  it('wants a file for an image', () => {
    expect(check('/images/logo.svg', from, 'file')).toBeNull();
    expect(check('/images/team.png', from, 'file')).toBe('no file at public/images/team.png');
    expect(check('/services/cloud', from, 'file')).toBe('no file at public/services/cloud');
    expect(check('https://cdn.example.com/x.png', from, 'file')).toBeNull();
  });

  it('suggests the page a mistyped or moved link most likely meant', () => {
    expect(check('/services/clod', from)).toBe('no page, alias or file at this path; did you mean /services/cloud?');
    expect(check('/news/ai-future', from)).toBe(
      'no page, alias or file at this path; did you mean /insights/ai-future?',
    );
    expect(check('/careers', from)).toBe('no page, alias or file at this path');
  });
});
