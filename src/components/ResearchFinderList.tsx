import type { ResearchFrontmatter } from '../content/collections';
import { researchPages } from '../content/collection-pages';
import { island } from '../hydration/island';
import ResearchFinder from '../islands/ResearchFinder';
import { selectFinderResearch, type ResearchFinderListProps } from './ResearchFinderList.props';
import { researchSummary } from './research-summary';

const ResearchFinderIsland = island('ResearchFinder', ResearchFinder);

/** The research page's type buttons and the types each one shows. */
const typeFilters: { value: string; label: string; types: ResearchFrontmatter['type'][] }[] = [
  { value: 'reports', label: 'Reports', types: ['Research Report', 'Industry Report'] },
  { value: 'white-papers', label: 'White Papers', types: ['White Paper'] },
  { value: 'industry-studies', label: 'Industry Studies', types: ['Industry Study'] },
  { value: 'surveys', label: 'Surveys', types: ['Survey Report'] },
];

export function ResearchFinderList({ pageSize }: ResearchFinderListProps) {
  const items = selectFinderResearch(researchPages()).map((page) => {
    const filter = typeFilters.find((candidate) => candidate.types.includes(page.frontmatter.type));
    if (!filter) throw new Error(`<ResearchFinderList> has no filter for research type "${page.frontmatter.type}" (${page.file})`);
    return { ...researchSummary(page), filter: filter.value };
  });
  // The build warns of an empty list, with the page's line.
  if (items.length === 0) return null;
  return <ResearchFinderIsland items={items} types={typeFilters.map(({ value, label }) => ({ value, label }))} pageSize={pageSize} />;
}
