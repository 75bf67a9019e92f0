import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteFileChanges } from '../../review/site-files';

const origin = 'https://www.example.com';
const feed = (entries: [string, string][]) =>
  `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>News</title>${entries
    .map(([path, title]) => `<entry><title>${title}</title><id>${origin}${path}</id></entry>`)
    .join('')}</feed>`;
const sitemap = (paths: string[]) =>
  `<urlset>${paths.map((path) => `<url><loc>${origin}${path}</loc><lastmod>2026-11-29T00:00:00Z</lastmod></url>`).join('')}</urlset>`;

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'review-site-files-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('the files crawlers and feed readers take, in words', () => {
  it('tells feed entries added, removed and retitled, sitemap addresses, and changed lines', () => {
    const before = site({
      'news/feed.xml': feed([
        ['/news/a', 'Results &amp; outlook'],
        ['/news/b', 'Old title'],
        ['/news/c', 'Gone'],
      ]),
      'sitemap.xml': sitemap(['/', '/news/a', '/news/c']),
      'robots.txt': 'User-agent: *\nAllow: /\n',
      '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
    });
    const after = site({
      'news/feed.xml': feed([
        ['/news/a', 'Results &amp; outlook'],
        ['/news/b', 'New title'],
        ['/news/d', 'Fresh'],
      ]),
      'insights/feed.xml': feed([['/insights/x', 'A post']]),
      'sitemap.xml': sitemap(['/', '/news/a', '/news/d']),
      'robots.txt': 'User-agent: *\nDisallow: /drafts\n',
      '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
    });
    expect(siteFileChanges(before, after)).toEqual([
      { file: '/insights/feed.xml', changes: ['new feed, 1 entry'] },
      {
        file: '/news/feed.xml',
        changes: ['1 entry added: “Fresh”', '1 entry removed: “Gone”', '1 entry retitled: “Old title” → “New title”'],
      },
      { file: '/sitemap.xml', changes: ['1 address added: `/news/d`', '1 address removed: `/news/c`'] },
      { file: '/robots.txt', changes: ['line added: `Disallow: /drafts`', 'line removed: `Allow: /`'] },
    ]);
  });

  it('says nothing when only dates changed', () => {
    const files = { 'news/feed.xml': feed([['/news/a', 'A']]), 'sitemap.xml': sitemap(['/']) };
    const before = site(files);
    const after = site({ ...files, 'sitemap.xml': sitemap(['/']).replace('2026-11-29', '2026-11-30') });
    expect(siteFileChanges(before, after)).toEqual([]);
  });
});
