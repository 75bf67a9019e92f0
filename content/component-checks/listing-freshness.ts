import type { CheckedProps } from '../../src/mdx-component-props';
import type { MdxComponentName } from '../../src/mdx-component-names';
import type { AsOf } from '../../src/shared/publication/as-of';
import type { EventItem } from '../../src/shared/items/event-item';
import { eventsList } from '../../src/shared/items/event-selections';
import type { NewsItem } from '../../src/shared/items/news-item';
import {
  featuredNewsItems,
  featuredNewsList,
  investorNewsItems,
  investorNewsList,
  newsroomItems,
  newsroomList,
  pressStripItems,
  pressStripList,
  quarterlyResultsItems,
  quarterlyResultsList,
  type LatestList,
} from '../../src/shared/items/news-selections';

/** The news and events a build lists, and its as-of day: what a "latest" list's freshness is judged by. */
export interface ListedItems {
  news: readonly NewsItem[];
  events: readonly EventItem[];
  asOf: AsOf;
}

/** A "latest" list with the newest item it shows (undefined: it shows none). */
interface Newest extends LatestList {
  item: { title: string; date: string; file: string } | undefined;
}

type Freshness<N extends MdxComponentName> = (props: CheckedProps<N>, items: ListedItems) => Newest[];

const latestOf = (list: LatestList, shown: readonly NewsItem[]): Newest => ({ ...list, item: shown[0] });

/**
 * The lists that promise the latest items, each with the newest item it shows, by the same
 * selection the component makes while rendering (news items come newest first).
 */
export const listingFreshness: { [N in MdxComponentName]?: Freshness<N> } = {
  NewsList: (_, { news }) => [latestOf(newsroomList, newsroomItems(news))],
  FeaturedNews: ({ limit }, { news }) => [latestOf(featuredNewsList, featuredNewsItems(news, limit))],
  PressStrip: ({ limit }, { news }) => [latestOf(pressStripList, pressStripItems(news, limit))],
  InvestorNewsList: (_, { news }) => [
    latestOf(investorNewsList, investorNewsItems(news)),
    latestOf(quarterlyResultsList, quarterlyResultsItems(news)),
  ],
  // Upcoming or past, an events list is stale when the site's latest event is: nothing new is planned.
  EventList: (_, { events }) => [
    { ...eventsList, item: events.reduce<EventItem | undefined>((a, b) => (a && a.date >= b.date ? a : b), undefined) },
  ],
};

/** The day `months` months before `day` (the last day of a shorter month when it has no such day). */
export function monthsBefore(day: AsOf, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A day as editors read it: 12 June 2025. */
function readable(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A warning for each "latest" list of this use whose newest item is older than the list allows
 * on the as-of day, naming the list, the item and its file, and what to do.
 */
export function staleListings<N extends MdxComponentName>(
  name: N,
  props: CheckedProps<N>,
  items: ListedItems,
): string[] {
  const freshness = listingFreshness[name];
  if (!freshness) return [];
  return freshness(props, items).flatMap(({ list, staleAfterMonths, item }) => {
    if (item === undefined || item.date >= monthsBefore(items.asOf, staleAfterMonths)) return [];
    return [
      `<${name}>, the ${list}: its newest item, “${item.title}” (${item.file}), is from ${readable(item.date)}, ` +
        `more than ${staleAfterMonths} months ago, so the list no longer shows what is new. Add a newer one, or ` +
        'if none is coming, take the list off this page',
    ];
  });
}
