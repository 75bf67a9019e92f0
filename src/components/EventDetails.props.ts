import { z } from 'zod';

export const eventDetailsProps = z
  .strictObject({})
  .describe(
    'Under the hero of an event page: its days, time and place from the frontmatter, and, once the event is over (the day after it ends, as the site is built), a note that it has taken place with a link to upcoming events.',
  );

export type EventDetailsProps = z.output<typeof eventDetailsProps>;
