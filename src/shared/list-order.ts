/**
 * The one order of every list made from a collection: dated things newest first, then by the
 * optional `order` field (1 comes first; pages without one come after those with one), then A to Z
 * by title. Undated things skip the first step.
 */
export interface Orderable {
  title: string;
  date?: string;
  order?: number;
}

export function compareListOrder(a: Orderable, b: Orderable): number {
  const byDate = (b.date ?? '').localeCompare(a.date ?? '');
  if (byDate !== 0) return byDate;
  const byOrder = (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY);
  if (byOrder !== 0 && !Number.isNaN(byOrder)) return byOrder;
  return a.title.localeCompare(b.title, 'en');
}

/** Upcoming things, soonest first: the list order with the dates the other way round (`order`, then title, decide a tie as before). */
export function compareSoonestFirst(a: Orderable, b: Orderable): number {
  const byDate = (a.date ?? '').localeCompare(b.date ?? '');
  return byDate !== 0 ? byDate : compareListOrder(a, b);
}

/** Pages (or items) in list order, judged by their frontmatter. */
export function inListOrder<T extends { frontmatter: Orderable }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareListOrder(a.frontmatter, b.frontmatter));
}
