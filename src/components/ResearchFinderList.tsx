import type { ResearchFrontmatter } from '../content/collections';
import { researchPages } from '../content/collection-pages';
import { island } from '../hydration/island';
import ResearchFinder from '../islands/ResearchFinder';
import { researchSummary } from './research-summary';

const ResearchFinderIsland = island('ResearchFinder', ResearchFinder);

/** The research page's type buttons and the types each one shows. */
const typeFilters: { value: string; label: string; types: ResearchFrontmatter['type'][] }[] = [
  { value: 'reports', label: 'Reports', types: ['Research Report', 'Industry Report'] },
  { value: 'white-papers', label: 'White Papers', types: ['White Paper'] },
  { value: 'industry-studies', label: 'Industry Studies', types: ['Industry Study'] },
  { value: 'surveys', label: 'Surveys', types: ['Survey Report'] },
];

interface ResearchFinderListProps {
  /** Items shown before "Load more research". */
  pageSize?: number;
}

/**
 * Research items not featured on the research page, newest first, with type buttons, search and
 * "Load more research" (an island; without JavaScript, the whole list).
 */
export function ResearchFinderList({ pageSize = 6 }: ResearchFinderListProps) {
  const items = researchPages()
    .filter((page) => !page.frontmatter.featuredOn.includes('research'))
    .map((page) => {
      const filter = typeFilters.find((candidate) => candidate.types.includes(page.frontmatter.type));
      if (!filter) throw new Error(`<ResearchFinderList> has no filter for research type "${page.frontmatter.type}" (${page.file})`);
      return { ...researchSummary(page), filter: filter.value };
    });
  if (items.length === 0) throw new Error('<ResearchFinderList> found no research item in pages/insights/research/ or pages/whitepapers/');
  return <ResearchFinderIsland items={items} types={typeFilters.map(({ value, label }) => ({ value, label }))} pageSize={pageSize} />;
}
