import { z } from 'zod';
import type { HeadingLevel } from '../shared/props/prop-types';

export const caseStudyOverviewProps = z
  .strictObject({})
  // "The challenge" and "Outcomes" are level-2 headings.
  .meta({ heading: 2 satisfies HeadingLevel })
  .describe(
    'The facts of the case study being shown, from its frontmatter: client, challenge, outcome figures, and links to its industry and service pages. Only on case study pages.',
  );

export type CaseStudyOverviewProps = z.output<typeof caseStudyOverviewProps>;
