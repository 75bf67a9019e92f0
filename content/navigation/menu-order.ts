/** A link a page adds to a menu through its `nav` field. */
export interface JoiningLink<T> {
  link: T;
  label: string;
  /** Its position among the menu's links, 1 first; none places it after them, A to Z by label. */
  order?: number;
}

const byLabel = <T>(a: JoiningLink<T>, b: JoiningLink<T>) => a.label.localeCompare(b.label, 'en');

/**
 * A menu's links: those the navigation file lists, in its order; a page with `order: N` at position N
 * (pages asking for the same position follow one another, A to Z by label; a position past the end is
 * the end); then the pages without `order`, A to Z by label.
 */
export function menuLinks<T>(listed: readonly T[], joining: readonly JoiningLink<T>[]): T[] {
  const links = [...listed];
  const placed = joining.flatMap((item) => (item.order === undefined ? [] : [{ ...item, order: item.order }]));
  placed.sort((a, b) => a.order - b.order || byLabel(a, b));
  let previous = -1;
  for (const { link, order } of placed) {
    previous = Math.min(Math.max(order - 1, previous + 1), links.length);
    links.splice(previous, 0, link);
  }
  const unordered = joining.filter((item) => item.order === undefined).sort(byLabel);
  return [...links, ...unordered.map((item) => item.link)];
}
