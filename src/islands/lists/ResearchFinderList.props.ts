import { z } from 'zod';
import { count } from '../../shared/props/prop-types';

export const researchFinderListProps = z
  .strictObject({
    pageSize: count.default(6).describe('Items shown before "Load more research", and revealed by each press.'),
  })
  .describe(
    'Research items not featured on the research page, newest first, with type buttons, a search and "Load more research" (without JavaScript, the whole list).',
  );

export type ResearchFinderListProps = z.output<typeof researchFinderListProps>;

/** The items the finder lists: those not already featured at the top of the research page. */
export function selectFinderResearch<P extends { frontmatter: { featuredOn: readonly string[] } }>(
  items: readonly P[],
): P[] {
  return items.filter((page) => !page.frontmatter.featuredOn.includes('research'));
}
