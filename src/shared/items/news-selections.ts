import type { NewsItem } from './news-item';

/**
 * Which news items each place shows, from the items in list order. Only /investors shows an item
 * whose document is not published yet (`#`): every other place must lead somewhere.
 */

const leadsSomewhere = (href: string) => href !== '#';

/** /news: every item that leads somewhere. */
export function newsroomItems(items: readonly NewsItem[]): NewsItem[] {
  return items.filter((item) => leadsSomewhere(item.href));
}

/** The home page's press strip: the items with a strip headline. */
export function pressStripItems(items: readonly NewsItem[], limit: number): NewsItem[] {
  return items.filter((item) => item.stripTitle !== undefined && leadsSomewhere(item.stripHref)).slice(0, limit);
}

/** The home page's "Latest news" cards: the featured items. */
export function featuredNewsItems(items: readonly NewsItem[], limit: number): NewsItem[] {
  return items.filter((item) => item.featured && leadsSomewhere(item.href)).slice(0, limit);
}

/** /investors' news and its search: the items marked for investors. */
export function investorNewsItems(items: readonly NewsItem[]): NewsItem[] {
  return items.filter((item) => item.investors);
}
