import type { NewsItem } from './news-item';

/**
 * Which news items each place shows, from the items in list order. Only /investors shows an item
 * whose document is not published yet (`#`): every other place must lead somewhere.
 */

const leadsSomewhere = (href: string) => href !== '#';

/**
 * A list that promises the latest items: its name as editors read it, and how many months old its
 * newest item may be before the build, the dev server and the studio warn that it has gone stale
 * (`content/component-checks/listing-freshness.ts`). Visitors see the list as it is.
 */
export interface LatestList {
  list: string;
  staleAfterMonths: number;
}

/** /news: every item that leads somewhere. */
export const newsroomList: LatestList = { list: 'news list', staleAfterMonths: 6 };
export function newsroomItems(items: readonly NewsItem[]): NewsItem[] {
  return items.filter((item) => leadsSomewhere(item.href));
}

/** The home page's press strip: the items with a strip headline. */
export const pressStripList: LatestList = { list: 'press strip', staleAfterMonths: 6 };
export function pressStripItems(items: readonly NewsItem[], limit: number): NewsItem[] {
  return items.filter((item) => item.stripTitle !== undefined && leadsSomewhere(item.stripHref)).slice(0, limit);
}

/** The home page's "Latest news" cards: the featured items. */
export const featuredNewsList: LatestList = { list: 'latest news cards', staleAfterMonths: 6 };
export function featuredNewsItems(items: readonly NewsItem[], limit: number): NewsItem[] {
  return items.filter((item) => item.featured && leadsSomewhere(item.href)).slice(0, limit);
}

/** /investors' news and its search: the items marked for investors. */
export const investorNewsList: LatestList = { list: 'investor news', staleAfterMonths: 6 };
export function investorNewsItems(items: readonly NewsItem[]): NewsItem[] {
  return items.filter((item) => item.investors);
}

/** The results are quarterly: the investor news's newest results older than a quarter and a month are overdue. */
export const quarterlyResultsList: LatestList = { list: 'financial results in the investor news', staleAfterMonths: 4 };
export function quarterlyResultsItems(items: readonly NewsItem[]): NewsItem[] {
  return investorNewsItems(items).filter((item) => item.kind === 'Financial results');
}
