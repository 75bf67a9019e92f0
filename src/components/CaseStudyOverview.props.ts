import { z } from 'zod';

export const caseStudyOverviewProps = z
  .strictObject({})
  .describe(
    'The facts of the case study being shown, from its frontmatter: client, challenge, outcome figures, and links to its industry and service pages. Only on case study pages.',
  );

export type CaseStudyOverviewProps = z.output<typeof caseStudyOverviewProps>;
