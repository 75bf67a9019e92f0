import { z } from 'zod';
import type { HeadingLevel } from '../shared/props/prop-types';

export const researchHeaderProps = z
  .strictObject({})
  // Its Hero shows the item's title as the page's main heading.
  .meta({ heading: 1 satisfies HeadingLevel })
  .describe(
    'The opening of a research item’s page, from its frontmatter: type, title, summary, facts and key insights. Only on research items and white papers.',
  );

export type ResearchHeaderProps = z.output<typeof researchHeaderProps>;
