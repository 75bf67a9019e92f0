import { z } from 'zod';
import { count, text } from '../shared/props/prop-types';

export const jobListProps = z
  .strictObject({
    limit: count.optional().describe('At most this many jobs, A to Z by title.'),
    empty: text
      .optional()
      .describe('The sentence shown when no job is open; default "There are no open roles at the moment."'),
  })
  .describe(
    'Every open job as a card (title, location, department, summary), from the jobs’ own frontmatter. A job whose validThrough has passed is no longer listed; rebuild daily so it leaves the list the day after.',
  );

export type JobListProps = z.output<typeof jobListProps>;
