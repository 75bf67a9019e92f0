import { compareSoonestFirst } from '../list-order';
import type { EventItem } from './event-item';
import type { LatestList } from './news-selections';

/** An events list whose latest event (upcoming or past) is older than this has gone stale: nothing is planned. */
export const eventsList: LatestList = { list: 'events list', staleAfterMonths: 6 };

/** Which events a list shows: those still to come, or those over (`past`, judged on the day the site was built as). */
export type EventsWhen = 'upcoming' | 'past';

/** Upcoming events soonest first; past events latest first (the items' list order). Never a past event among the upcoming. */
export function eventsWhen(items: readonly EventItem[], when: EventsWhen): EventItem[] {
  return when === 'past'
    ? items.filter((item) => item.past)
    : items.filter((item) => !item.past).sort(compareSoonestFirst);
}
