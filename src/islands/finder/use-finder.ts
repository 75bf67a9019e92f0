import { useEffect, useRef, useState } from 'react';
import {
  emptyQuery,
  findItems,
  readFinderQuery,
  withFinderQuery,
  type FinderItem,
  type FinderQuery,
} from './finder-query';

export interface FinderOptions<T extends FinderItem> {
  items: readonly T[];
  /** The URL search parameter for the filter, e.g. `category`. */
  filterParam: string;
  filterValues: readonly string[];
  /** Items shown before "Load more"; all when unset. */
  pageSize?: number;
}

/**
 * A list finder's state, kept in the URL so a view can be shared and survives a reload. The first
 * render matches the server's (everything, first page); the URL is read once hydrated.
 */
export function useFinder<T extends FinderItem>({
  items,
  filterParam,
  filterValues,
  pageSize = items.length,
}: FinderOptions<T>) {
  const [query, setQuery] = useState<FinderQuery>(emptyQuery);
  const [limit, setLimit] = useState(pageSize);
  const [hydrated, setHydrated] = useState(false);
  const firstRevealed = useRef<number | undefined>(undefined);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    setQuery(readFinderQuery(window.location.search, filterParam, filterValues));
    setHydrated(true);
    // Read once: later changes come from the controls, which write the URL themselves.
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- read once, as the comment above says
  }, []);

  useEffect(() => {
    if (hydrated)
      window.history.replaceState(window.history.state, '', withFinderQuery(window.location.href, filterParam, query));
  }, [hydrated, query, filterParam]);

  useEffect(() => {
    // After "Load more", focus moves to the first new item: the button may have just gone.
    if (firstRevealed.current === undefined) return;
    listRef.current?.children[firstRevealed.current]?.querySelector('a')?.focus();
    firstRevealed.current = undefined;
  }, [limit]);

  const update = (change: Partial<FinderQuery>) => {
    setQuery((current) => ({ ...current, ...change }));
    setLimit(pageSize);
  };
  const matches = findItems(items, query);

  return {
    query,
    matches,
    limit,
    listRef,
    hydrated,
    setFilter: (filter: string) => update({ filter }),
    setSearch: (search: string) => update({ search }),
    clear: () => update(emptyQuery),
    hasMore: matches.length > limit,
    loadMore: () => {
      firstRevealed.current = limit;
      setLimit(limit + pageSize);
    },
  };
}
