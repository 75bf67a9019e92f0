import { events } from '../../src/shared/collections';
import { isMember } from '../../src/shared/schema';
import type { AsOf } from '../../src/shared/publication/as-of';
import { publicationOn, type Publication } from './publication-state';

/** The day a page is published: its `date`, except on an event's page, where `date` is the day the event happens. */
export function publicationDay(file: string, { date }: { date?: string }): string | undefined {
  return isMember(file, events) ? undefined : date;
}

/**
 * Where a page stands on `asOf`: its `date` is when it publishes (blog posts, news, insights…),
 * except on an event's page, where it is the day the event happens; `expires` takes any page down.
 */
export function pagePublication(
  file: string,
  { date, expires }: { date?: string; expires?: string },
  asOf: AsOf,
): Publication {
  return publicationOn({ publishes: publicationDay(file, { date }), expires }, asOf);
}
