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
