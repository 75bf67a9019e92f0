import { describe, expect, it } from 'vitest';
import { linkChecker } from '../../../../content/links/link-check';
import { frontmatterLinkFindings } from '../../../../content/links/frontmatter-links';

const check = linkChecker({
  origin: 'https://www.example.com',
  pages: new Map([['/x', {}]]),
  redirects: [],
  files: new Set(['/images/a.svg']),
});
const from = { path: '/x', allowHashLinks: false };

describe('frontmatterLinkFindings', () => {
  it('checks URL fields, nested ones too, and names the line they are on', () => {
    const text = '---\ntitle: x\nimage: /images/gone.svg\nlinks:\n  - href: /nowhere\naliases: [/old]\n---\n\nText\n';
    const frontmatter = { title: 'x', image: '/images/gone.svg', links: [{ href: '/nowhere' }], aliases: ['/old'] };
    expect(frontmatterLinkFindings(frontmatter, text, from, check)).toEqual([
      { field: 'image', why: 'no file at public/images/gone.svg', line: 3, column: 8 },
      { field: 'links 1.href', why: 'no page, alias or file at this path', line: 5, column: 11 },
    ]);
  });

  it('accepts fields that resolve', () => {
    expect(
      frontmatterLinkFindings({ image: '/images/a.svg' }, '---\nimage: /images/a.svg\n---\n', from, check),
    ).toEqual([]);
  });
});
