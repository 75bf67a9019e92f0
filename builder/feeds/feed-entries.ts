import { blogPostsIn, insightsIn, researchIn } from '../../src/shared/collection-members';
import type { NewsItem } from '../../src/shared/items/news-item';
import { compareListOrder } from '../../src/shared/list-order';
import type { PageEntry } from '../../src/shared/page-entry';
import type { SiteFeed } from '../../src/feeds/site-feeds';
import type { FeedEntry } from './atom-feed';

/** A site path made absolute; an `https://` address stays as it is. */
function absoluteUrl(href: string, siteUrl: string): string {
  return href.startsWith('/') ? siteUrl + href : href;
}

/**
 * What a feed carries, newest first: the news items that lead somewhere (a `#` link marks a
 * document not published yet), the blog posts, or the insight articles with the research items
 * and white papers.
 */
export function feedEntries(
  feed: SiteFeed['id'],
  pages: readonly PageEntry[],
  news: readonly NewsItem[],
  siteUrl: string,
): FeedEntry[] {
  const pageEntry = (
    page: PageEntry,
    { summary, date, author, category }: { summary: string; date: string; author?: string; category: string },
  ): FeedEntry => ({ title: page.frontmatter.title, summary, link: siteUrl + page.path, date, author, category });
  switch (feed) {
    case 'news':
      return news
        .filter((item) => item.href !== '#')
        .map((item) => ({
          title: item.title,
          summary: item.summary,
          link: absoluteUrl(item.href, siteUrl),
          date: item.date,
          category: item.kind,
        }));
    case 'blog':
      return blogPostsIn(pages).map((page) => pageEntry(page, page.frontmatter));
    case 'insights': {
      const articles = insightsIn(pages).map((page) => pageEntry(page, page.frontmatter));
      const research = researchIn(pages).map((page) =>
        pageEntry(page, { ...page.frontmatter, category: page.frontmatter.type }),
      );
      return [...articles, ...research].sort(compareListOrder);
    }
  }
}
