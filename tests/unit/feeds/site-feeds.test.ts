import { describe, expect, it } from 'vitest';
import { feedLinkTags, siteFeeds } from '../../../src/feeds/site-feeds';

const site = { name: 'Site', url: 'https://site.example' };

describe('feed links', () => {
  it('a list page names its feed with an absolute URL and the feed title', () => {
    expect(feedLinkTags('/news', site)).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'alternate',
          type: 'application/atom+xml',
          title: 'Site: News',
          href: 'https://site.example/news/feed.xml',
        },
      },
    ]);
  });

  it('other pages name none', () => {
    expect(feedLinkTags('/news/ai-innovation-center', site)).toEqual([]);
  });

  it('each feed is a file beside its list page, so no page can take its path', () => {
    for (const feed of siteFeeds) expect(feed.path).toBe(`${feed.listPath}/feed.xml`);
  });
});
