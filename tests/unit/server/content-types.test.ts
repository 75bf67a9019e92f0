import { describe, expect, it } from 'vitest';
import { siteFeeds } from '../../../src/feeds/site-feeds';
import { contentTypeOf } from '../../../server/content-types';

describe('contentTypeOf', () => {
  it('sends every site feed as Atom, and other XML as XML', () => {
    for (const feed of siteFeeds)
      expect(contentTypeOf(feed.path.slice(1)), feed.path).toBe('application/atom+xml; charset=utf-8');
    expect(contentTypeOf('sitemap.xml')).toBe('application/xml');
    expect(contentTypeOf('news/feed.xml.br')).toBe('application/octet-stream');
  });

  it('goes by the extension otherwise, whatever its case', () => {
    expect(contentTypeOf('fonts/a.b.WOFF2')).toBe('font/woff2');
    expect(contentTypeOf('services/cloud.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('feed')).toBe('application/octet-stream');
  });
});
