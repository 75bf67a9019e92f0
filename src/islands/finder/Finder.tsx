import type { ReactNode } from 'react';
import type { FinderItem } from './finder-query';
import { FinderControls, type FinderFilter } from './FinderControls';
import { FinderEmpty } from './FinderEmpty';
import { useFinder } from './use-finder';

/** What a finder's status line says, given the counts and the chosen filter's label. */
export interface FinderCounts {
  shown: number;
  matching: number;
  total: number;
  /** The chosen filter's label, or '' for all. */
  filterLabel: string;
  filtered: boolean;
}

export interface FinderTexts {
  filterGroupLabel: string;
  searchLabel: string;
  searchPlaceholder: string;
  status: (counts: FinderCounts) => string;
  /** The empty state's headline, e.g. `No articles match “x” in AI & Data.` */
  empty: (search: string, filterLabel: string) => string;
  /** The "Load more" button, for finders with pages. */
  loadMore?: string;
}

interface FinderProps<T extends FinderItem> {
  items: readonly T[];
  /** The filter buttons; the first, with value '', shows everything. */
  filters: readonly FinderFilter[];
  filterParam: string;
  texts: FinderTexts;
  pageSize?: number;
  renderItem: (item: T, beyondPage: boolean) => ReactNode;
}

/** Filter buttons, search, status, the matching items (or the empty state) and "Load more". */
export function Finder<T extends FinderItem>({
  items,
  filters,
  filterParam,
  texts,
  pageSize,
  renderItem,
}: FinderProps<T>) {
  const finder = useFinder({
    items,
    filterParam,
    filterValues: filters.map((filter) => filter.value).filter(Boolean),
    pageSize,
  });
  const { filter, search } = finder.query;
  const filterLabel = filter ? (filters.find((candidate) => candidate.value === filter)?.label ?? '') : '';
  const counts: FinderCounts = {
    shown: Math.min(finder.limit, finder.matches.length),
    matching: finder.matches.length,
    total: items.length,
    filterLabel,
    filtered: filter !== '' || search.trim() !== '',
  };

  return (
    <div className="grid gap-8">
      <FinderControls
        filters={filters}
        filterGroupLabel={texts.filterGroupLabel}
        filter={filter}
        onFilter={finder.setFilter}
        searchLabel={texts.searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        search={search}
        onSearch={finder.setSearch}
        status={texts.status(counts)}
        hydrated={finder.hydrated}
      />
      {finder.matches.length === 0 ? (
        <FinderEmpty message={texts.empty(search.trim(), filterLabel)} onClear={finder.clear} />
      ) : (
        <ul ref={finder.listRef} className="m-0 p-0 list-none grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {/* oxlint-disable-next-line react/refs -- finder holds the list's ref beside plain values; this reads the values */}
          {finder.matches.map((item, index) => renderItem(item, index >= finder.limit))}
        </ul>
      )}
      {finder.hasMore && texts.loadMore && (
        <button type="button" onClick={finder.loadMore} className="needs-script btn-secondary justify-self-center">
          {texts.loadMore}
        </button>
      )}
    </div>
  );
}

/** "“x” in Label" pieces for empty-state headlines; either part may be missing. */
export function describeQuery(search: string, filterLabel: string): string {
  return `${search ? ` “${search}”` : ''}${filterLabel ? ` in ${filterLabel}` : ''}`;
}
