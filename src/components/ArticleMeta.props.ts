import { z } from 'zod';

export const articleMetaProps = z
  .strictObject({})
  .describe(
    'The byline of the insight article or blog post being shown: category, date, author and role, and its industry, all from its frontmatter.',
  );

export type ArticleMetaProps = z.output<typeof articleMetaProps>;
