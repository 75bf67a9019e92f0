import { z } from 'zod';
import { count, text } from '../shared/props/prop-types';

export const eventListProps = z
  .strictObject({
    when: z
      .enum(['upcoming', 'past'])
      .default('upcoming')
      .describe(
        'upcoming: events not over on the day the site is built, soonest first; past: the others, latest first. Rebuild daily so an event moves on the day after it ends. Default upcoming.',
      ),
    limit: count.optional().describe('At most this many events.'),
    empty: text
      .optional()
      .describe(
        'The sentence shown when there is no such event; default "No events are planned at the moment." for upcoming ones, nothing for past ones.',
      ),
  })
  .describe(
    'The events (pages/events/: pages and .yaml items) that are upcoming or past, as cards with date, time, place, title and summary. Put each under its own heading, e.g. "Upcoming events" and "Past events".',
  );

export type EventListProps = z.output<typeof eventListProps>;
