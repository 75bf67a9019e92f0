import { z } from 'zod';

export const researchHeaderProps = z
  .strictObject({})
  .describe(
    'The opening of a research item’s page, from its frontmatter: type, title, summary, facts and key insights. Only on research items and white papers.',
  );

export type ResearchHeaderProps = z.output<typeof researchHeaderProps>;
