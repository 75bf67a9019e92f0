/** What a visitor can find an item by: its title, and the words that say what kind of item it is. */
export interface Findable {
  title: string;
  /** e.g. "Financial results". */
  kind?: string;
  /** e.g. "AGM", "Results". */
  label?: string;
}

/**
 * Items whose title, kind or label contains the query, ignoring case and surrounding spaces; all
 * for an empty query. Summaries are left out: a word in passing would match too much.
 */
export function filterByTitle<T extends Findable>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) =>
    [item.title, item.kind, item.label].some((text) => text?.toLocaleLowerCase().includes(needle)),
  );
}
