import { ResearchCard, type ResearchSummary } from '../components/ResearchCard';
import { describeQuery, Finder, type FinderTexts } from './finder/Finder';
import type { FinderFilter } from './finder/FinderControls';

export interface ResearchFinderItem extends ResearchSummary {
  /** The type filter's value. */
  filter: string;
}

interface ResearchFinderProps {
  items: ResearchFinderItem[];
  /** The type buttons after "All Research". */
  types: FinderFilter[];
  /** Items shown before "Load more research", and revealed by each press. */
  pageSize: number;
}

const researchItems = (count: number) => `${count} research ${count === 1 ? 'item' : 'items'}`;

const texts: FinderTexts = {
  filterGroupLabel: 'Filter research by type',
  searchLabel: 'Search research',
  searchPlaceholder: 'Search research...',
  status: ({ shown, matching, total, filterLabel, filtered }) =>
    filtered
      ? `Showing ${shown} of ${matching} matching${describeQuery('', filterLabel)} (${researchItems(total)} in all)`
      : `Showing ${shown} of ${researchItems(total)}`,
  empty: (search, filterLabel) => `No research matches${describeQuery(search, filterLabel)}.`,
  loadMore: 'Load more research',
};

/** Research items with type buttons, a search on title and summary, and "Load more research". */
export default function ResearchFinder({ items, types, pageSize }: ResearchFinderProps) {
  return (
    <Finder
      items={items}
      filters={[{ value: '', label: 'All Research' }, ...types]}
      filterParam="type"
      texts={texts}
      pageSize={pageSize}
      renderItem={(item, beyondPage) => (
        <ResearchCard key={item.href} item={item} className={beyondPage ? 'beyond-first-page' : ''} />
      )}
    />
  );
}
