import type { HeadTag } from '../layout/head-tags';

/** A feed the build writes (`builder/steps/feeds.ts`) and its list page names in the head. */
export interface SiteFeed {
  id: 'news' | 'blog' | 'insights';
  /**
   * Where the feed is written: a file beside its list page's `index.html`, so no page can take the
   * path. Named `feed.xml`, which the production server sends as `application/atom+xml`
   * (`server/content-types.ts`).
   */
  path: string;
  /** The page that lists what the feed carries; its head links to the feed. */
  listPath: string;
  /** What it carries, after the site's name in its title: "Northstar Technologies: News". */
  name: string;
  subtitle: string;
}

export const siteFeeds: readonly SiteFeed[] = [
  {
    id: 'news',
    path: '/news/feed.xml',
    listPath: '/news',
    name: 'News',
    subtitle: 'Press releases, announcements and results from Northstar Technologies.',
  },
  {
    id: 'blog',
    path: '/insights/blog/feed.xml',
    listPath: '/insights/blog',
    name: 'Blog',
    subtitle: 'Notes from the people doing the work at Northstar Technologies.',
  },
  {
    id: 'insights',
    path: '/insights/feed.xml',
    listPath: '/insights',
    name: 'Insights',
    subtitle: 'Articles, research and white papers from Northstar Technologies.',
  },
];

/** The feed's title, which feed readers show, and the head link's. */
export function feedTitle(feed: SiteFeed, siteName: string): string {
  return `${siteName}: ${feed.name}`;
}

/** The `<link rel="alternate">` of each feed whose list page is `path`. */
export function feedLinkTags(path: string, site: { name: string; url: string }): HeadTag[] {
  return siteFeeds
    .filter((feed) => feed.listPath === path)
    .map((feed) => ({
      tag: 'link',
      attrs: {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: feedTitle(feed, site.name),
        href: site.url + feed.path,
      },
    }));
}
