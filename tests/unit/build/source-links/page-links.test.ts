import { describe, expect, it } from 'vitest';
import { linkChecker } from '../../../../build/link-check';
import { pageLinkFindings } from '../../../../build/source-links/page-links';

const check = linkChecker({
  origin: 'https://www.example.com',
  pages: new Map([
    ['/', {}],
    ['/page', {}],
    ['/services/cloud', {}],
  ]),
  redirects: [],
  files: new Set(['/images/logo.svg']),
  drafts: new Set(['/news/draft']),
});
const from = { path: '/page', allowHashLinks: false };

describe('pageLinkFindings', () => {
  it('reports each link that leads nowhere with its place, text and why', () => {
    const text = '---\ntitle: x\n---\n\n[Cloud](/services/cloud) [News](/news/draft) ![Logo](/images/logo.png)\n';
    expect(pageLinkFindings(text, from, check)).toEqual([
      {
        url: '/news/draft',
        text: 'News',
        kind: 'any',
        line: 5,
        column: 26,
        why: '/news/draft is a draft; publish it or remove the link',
      },
      {
        url: '/images/logo.png',
        text: 'Logo',
        kind: 'file',
        line: 5,
        column: 46,
        why: 'no file at public/images/logo.png',
      },
    ]);
  });

  it('does not parse a page whose links all resolve, so even invalid MDX passes here (its compile reports it)', () => {
    expect(pageLinkFindings('<Card href="/services/cloud">', from, check)).toEqual([]);
  });

  it('ignores a broken URL that the parse shows is in code', () => {
    expect(pageLinkFindings('```\n[x](/nowhere)\n```\n', from, check)).toEqual([]);
  });

  it('still reports a broken link, with its place, on a page that is not valid MDX', () => {
    expect(pageLinkFindings('<Card>\n\n[x](/nowhere)', from, check)).toEqual([
      { url: '/nowhere', text: '', kind: 'any', line: 3, column: 3, why: 'no page, alias or file at this path' },
    ]);
  });
});
