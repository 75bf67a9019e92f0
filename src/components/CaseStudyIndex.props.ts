import { z } from 'zod';

export const caseStudyIndexProps = z
  .strictObject({})
  .describe(
    'Every case study, grouped under its industry, A to Z. Place it in a titled <Section>: the group names are level-3 headings.',
  );

export type CaseStudyIndexProps = z.output<typeof caseStudyIndexProps>;
