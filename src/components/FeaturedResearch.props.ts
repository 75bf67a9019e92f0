import { z } from 'zod';
import { researchShowcases } from '../shared/collections';

export const featuredResearchProps = z
  .strictObject({
    on: z.enum(researchShowcases).describe('Which page’s featured items: the items whose "Featured on" names it.'),
  })
  .describe(
    'The research items featured on a page: type, title, summary, authors and key insights, and a Download button. Shows nothing when none is featured there.',
  );

export type FeaturedResearchProps = z.output<typeof featuredResearchProps>;
