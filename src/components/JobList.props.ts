import { z } from 'zod';
import { count } from '../shared/props/prop-types';

export const jobListProps = z
  .strictObject({
    limit: count.optional().describe('At most this many jobs, A to Z by title.'),
  })
  .describe(
    'Every open job as a card (title, location, department, summary), from the jobs’ own frontmatter. Shows nothing when there is no job.',
  );

export type JobListProps = z.output<typeof jobListProps>;
