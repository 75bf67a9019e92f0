/** What a visitor asked a list finder for: one filter value ('' for all) and a search text. */
export interface FinderQuery {
  filter: string;
  search: string;
}

export const emptyQuery: FinderQuery = { filter: '', search: '' };

/** The search parameter that carries the search text; the filter's name is the finder's own. */
const searchParam = 'q';

/** The query a shared or reloaded URL asks for; an unknown filter value counts as none. */
export function readFinderQuery(search: string, filterParam: string, filterValues: readonly string[]): FinderQuery {
  const params = new URLSearchParams(search);
  const filter = params.get(filterParam) ?? '';
  return { filter: filterValues.includes(filter) ? filter : '', search: params.get(searchParam) ?? '' };
}

/** `href` with the query in its search parameters (empty ones removed), other parameters kept. */
export function withFinderQuery(href: string, filterParam: string, query: FinderQuery): string {
  const url = new URL(href);
  const set = (name: string, value: string) =>
    value ? url.searchParams.set(name, value) : url.searchParams.delete(name);
  set(filterParam, query.filter);
  set(searchParam, query.search.trim());
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface FinderItem {
  title: string;
  summary: string;
  /** The filter value the item belongs to. */
  filter: string;
}

/** Items in the chosen filter whose title or summary contains the search text, ignoring case. */
export function findItems<T extends FinderItem>(items: readonly T[], { filter, search }: FinderQuery): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (!filter || item.filter === filter) &&
      (!needle || item.title.toLocaleLowerCase().includes(needle) || item.summary.toLocaleLowerCase().includes(needle)),
  );
}

/** A URL-friendly filter value for a label: "AI & Data" → "ai-data". */
export function filterValueOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
