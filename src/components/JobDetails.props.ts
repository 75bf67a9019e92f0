import { z } from 'zod';

export const jobDetailsProps = z
  .strictObject({})
  .describe(
    "Under the hero of a job page: where the job is, its employment type and team, and its pay when the page's frontmatter gives a salary.",
  );

export type JobDetailsProps = z.output<typeof jobDetailsProps>;
