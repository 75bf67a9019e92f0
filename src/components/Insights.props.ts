import { z } from 'zod';
import type { InsightPage } from '../shared/collection-members';
import { count } from '../shared/props/prop-types';
import { reference } from '../shared/reference';

export const insightsProps = z
  .strictObject({
    industry: reference('industries').optional().describe('Only the articles of this industry.'),
    limit: count.optional().describe('At most this many, newest first.'),
  })
  .describe(
    'Insight article cards made from the articles’ own frontmatter, newest first. Shows nothing when no article matches.',
  );

export type InsightsProps = z.output<typeof insightsProps>;

/** The articles an <Insights> shows: those of its industry, newest first, at most `limit`. */
export function selectInsights(articles: readonly InsightPage[], { industry, limit }: InsightsProps): InsightPage[] {
  return articles
    .filter((article) => industry === undefined || article.frontmatter.industry === industry)
    .slice(0, limit);
}
