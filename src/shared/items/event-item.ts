import type { EventFile, EventPageFrontmatter } from '../collections';
import type { PageEntry } from '../page-entry';
import type { AsOf } from '../publication/as-of';

/** An event as lists show it, from its page's frontmatter or its `.yaml` file. JSON only: the page index carries it. */
export interface EventItem {
  /** The file it comes from, as messages name it: `pages/events/cloud-security-webinar.yaml`. */
  file: string;
  title: string;
  /** The day it starts. */
  date: string;
  /** The last day, for events of more than one day. */
  endDate?: string;
  time?: string;
  location: string;
  summary: string;
  /** Where lists link: the event's page or its `link`. */
  href: string;
  featured: boolean;
  order?: number;
  /** Over before the day the site was built as: listed under past events, never under upcoming ones. */
  past: boolean;
}

type EventFields = Omit<EventFile, 'summary' | 'link'> & { summary: string; href: string };

function eventItem(
  file: string,
  { title, date, endDate, time, location, summary, href, featured, order }: EventFields,
  asOf: AsOf,
): EventItem {
  const past = (endDate ?? date) < asOf;
  return { file, title, date, endDate, time, location, summary, href, featured, order, past };
}

/** The item of an event page: it links to the page unless it names a `link`; its summary is the description unless it has one. */
export function eventItemOfPage(
  file: string,
  { path, frontmatter }: PageEntry<EventPageFrontmatter>,
  asOf: AsOf,
): EventItem {
  return eventItem(
    file,
    { ...frontmatter, summary: frontmatter.summary ?? frontmatter.description, href: frontmatter.link ?? path },
    asOf,
  );
}

/** The item of a `.yaml` event file. */
export function eventItemOfFile(file: string, data: EventFile, asOf: AsOf): EventItem {
  return eventItem(file, { ...data, href: data.link }, asOf);
}
