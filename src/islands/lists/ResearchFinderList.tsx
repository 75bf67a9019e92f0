import { researchPages } from '../../shared/collection-pages';
import { noteContentFile, pagesShownIn, vocabularies } from '../../shared/pages';
import { filterValueOf } from '../finder/finder-query';
import { island } from '../../hydration/island';
import ResearchFinder from '../ResearchFinder';
import { selectFinderResearch, type ResearchFinderListProps } from './ResearchFinderList.props';
import { researchSummary } from '../../components/research-summary';

const ResearchFinderIsland = island('ResearchFinder', ResearchFinder);

export function ResearchFinderList({ pageSize }: ResearchFinderListProps) {
  // The type buttons and the types each shows, from the vocabularies file.
  const typeFilters = vocabularies.researchFilters.map(({ label, types }) => ({
    value: filterValueOf(label),
    label,
    types,
  }));
  noteContentFile('_vocabularies.yaml', 'research filters');
  const items = pagesShownIn('research finder', selectFinderResearch(researchPages())).map((page) => {
    const filter = typeFilters.find((candidate) => candidate.types.includes(page.frontmatter.type));
    if (!filter)
      throw new Error(`<ResearchFinderList> has no filter for research type "${page.frontmatter.type}" (${page.file})`);
    return { ...researchSummary(page), filter: filter.value };
  });
  // The build warns of an empty list, with the page's line.
  if (items.length === 0) return null;
  return (
    <ResearchFinderIsland
      items={items}
      types={typeFilters.map(({ value, label }) => ({ value, label }))}
      pageSize={pageSize}
    />
  );
}
