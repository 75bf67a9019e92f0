import { z } from 'zod';
import { reference } from '../shared/reference';

export const featuredCaseStudiesProps = z
  .strictObject({
    names: z
      .array(reference('case-studies'))
      .min(1)
      .describe(
        "The studies to show, in order: file names in pages/case-studies/ without .mdx, e.g. ['banking', 'finance'].",
      ),
  })
  .describe(
    'Hand-picked case studies as compact tiles (category and title), read from the studies’ own frontmatter so a retitled study updates everywhere.',
  );

export type FeaturedCaseStudiesProps = z.output<typeof featuredCaseStudiesProps>;
