import { ResearchCard, type ResearchSummary } from '../components/ResearchCard';
import { FinderControls, type FinderFilter } from './finder/FinderControls';
import { FinderEmpty } from './finder/FinderEmpty';
import { useFinder } from './finder/use-finder';

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

function countText(count: number): string {
  return `${count} research ${count === 1 ? 'item' : 'items'}`;
}

/** Research items with type buttons, a search on title and summary, and "Load more research". */
export default function ResearchFinder({ items, types, pageSize }: ResearchFinderProps) {
  const filters = [{ value: '', label: 'All Research' }, ...types];
  const finder = useFinder({ items, filterParam: 'type', filterValues: types.map((type) => type.value), pageSize });
  const { filter, search } = finder.query;
  const filtered = filter !== '' || search.trim() !== '';
  const typeLabel = filters.find((type) => type.value === filter)?.label ?? '';
  const scope = filter ? ` in ${typeLabel}` : '';
  const shown = Math.min(finder.limit, finder.matches.length);
  const status = filtered
    ? `Showing ${shown} of ${finder.matches.length} matching${scope} (${countText(items.length)} in all)`
    : `Showing ${shown} of ${countText(items.length)}`;

  return (
    <div className="grid gap-8">
      <FinderControls
        filters={filters}
        filterGroupLabel="Filter research by type"
        filter={filter}
        onFilter={finder.setFilter}
        searchLabel="Search research"
        searchPlaceholder="Search research..."
        search={search}
        onSearch={finder.setSearch}
        status={status}
        hydrated={finder.hydrated}
      />
      {finder.matches.length === 0 ? (
        <FinderEmpty message={`No research matches${search.trim() ? ` “${search.trim()}”` : ''}${scope}.`} onClear={finder.clear} />
      ) : (
        <ul ref={finder.listRef} className="m-0 p-0 list-none grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {finder.matches.map((item, index) => (
            <ResearchCard key={item.href} item={item} className={index >= finder.limit ? 'beyond-first-page' : ''} />
          ))}
        </ul>
      )}
      {finder.hasMore && (
        <button type="button" onClick={finder.loadMore} className="needs-script btn-secondary justify-self-center">
          Load more research
        </button>
      )}
    </div>
  );
}
