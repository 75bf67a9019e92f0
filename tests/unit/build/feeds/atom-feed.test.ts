import { describe, expect, it } from 'vitest';
import { atomFeed, rfc3339Day } from '../../../../builder/feeds/atom-feed';

const input = {
  title: 'Site: News',
  subtitle: 'All the news',
  feedUrl: 'https://example.com/news/feed.xml',
  pageUrl: 'https://example.com/news',
  siteName: 'Site',
  siteUrl: 'https://example.com',
};

describe('atomFeed', () => {
  it('dates are RFC 3339, the start of the day in UTC', () => {
    expect(rfc3339Day('2026-03-03')).toBe('2026-03-03T00:00:00Z');
  });

  it('writes the feed with its newest entry as updated, authors and categories where known', () => {
    const xml = atomFeed({
      ...input,
      entries: [
        {
          title: 'R&D <report>',
          summary: 'Summary',
          link: 'https://example.com/a',
          date: '2025-01-02',
          author: 'Ann',
          category: 'Report',
        },
        { title: 'Older', summary: 'Summary', link: 'https://example.com/b', date: '2026-01-01' },
      ],
    });
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(xml).toContain('<updated>2026-01-01T00:00:00Z</updated>\n  <author>');
    expect(xml).toContain('<title>R&amp;D &lt;report&gt;</title>');
    expect(xml).toContain('<author>\n      <name>Ann</name>\n    </author>');
    expect(xml).toContain('<category term="Report"/>');
    expect(xml).toContain('<link rel="self" type="application/atom+xml" href="https://example.com/news/feed.xml"/>');
    expect(xml.match(/<entry>/g)).toHaveLength(2);
    expect(xml.match(/<author>/g)).toHaveLength(2);
  });

  it('a feed with no entries is still valid: updated is the epoch', () => {
    expect(atomFeed({ ...input, entries: [] })).toContain('<updated>1970-01-01T00:00:00Z</updated>');
  });
});
