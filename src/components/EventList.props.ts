import { z } from 'zod';
import { count } from '../content/components/prop-types';

export const eventListProps = z
  .strictObject({
    limit: count.optional().describe('At most this many events, the latest first.'),
  })
  .describe(
    'Every event (pages/events/: pages and .yaml items), the latest first, as cards with date, time, place, title and summary. Shows nothing when there is none.',
  );

export type EventListProps = z.output<typeof eventListProps>;
