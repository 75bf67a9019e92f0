import { eventItems, newsItems } from 'virtual:page-index';
import type { EventItem } from './event-item';
import type { NewsItem } from './news-item';

/** Every news item of the site being rendered, in list order. */
export function siteNewsItems(): readonly NewsItem[] {
  return newsItems;
}

/** Every event of the site being rendered, in list order. */
export function siteEventItems(): readonly EventItem[] {
  return eventItems;
}

/** The event of an event page (`events/round-table.mdx`, as `PageEntry.file` names it). */
export function siteEventOfPage(pageFile: string): EventItem | undefined {
  return eventItems.find((item) => item.file.endsWith(`/${pageFile}`));
}
