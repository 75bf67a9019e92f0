import type { AsOf } from '../../src/shared/publication/as-of';

/** Whether a page or item is live on the as-of day, and if not, since or until when. */
export type Publication =
  { state: 'published' } | { state: 'scheduled'; on: string } | { state: 'expired'; on: string };

export interface PublicationDates {
  /** The publication date, when `date` is one (not an event's day). */
  publishes?: string;
  /** The `expires` field: the first day it is no longer published. */
  expires?: string;
}

/** Where a page or item with these dates stands on `asOf`: scheduled before its date, expired from its `expires` day on. */
export function publicationOn({ publishes, expires }: PublicationDates, asOf: AsOf): Publication {
  if (publishes !== undefined && publishes > asOf) return { state: 'scheduled', on: publishes };
  if (expires !== undefined && expires <= asOf) return { state: 'expired', on: expires };
  return { state: 'published' };
}

/** The build's log line for a page or item left out: `scheduled: pages/blog/x.mdx publishes on 2027-03-01`. */
export function publicationLogLine(file: string, publication: Exclude<Publication, { state: 'published' }>): string {
  return publication.state === 'scheduled'
    ? `scheduled: ${file} publishes on ${publication.on}`
    : `expired: ${file} is no longer published since ${publication.on}`;
}

/** A page or item this build leaves out, or (in the dev server) shows with a banner. */
export interface Unpublished {
  /** As messages name it: `pages/blog/x.mdx`. */
  file: string;
  /** The page's path; none for a `.yaml` item. */
  path?: string;
  publication: Exclude<Publication, { state: 'published' }>;
}
