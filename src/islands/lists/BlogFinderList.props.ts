import { z } from 'zod';

export const blogFinderListProps = z
  .strictObject({})
  .describe(
    'Every blog post, newest first, with the category filter and a search (without JavaScript, the plain list).',
  );

export type BlogFinderListProps = z.output<typeof blogFinderListProps>;
