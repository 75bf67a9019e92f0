/** What `namedFirst` reads of a result. */
export interface NamedResult {
  url: string;
  meta: { title?: string };
}

const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/** Whether the page is the one the query names: its title is the query, or its address ends in it (`/services/cloud` for "cloud"). */
export function isNamedBy(result: NamedResult, query: string): boolean {
  const asked = words(query);
  if (!asked) return false;
  const lastPart = result.url.split(/[?#]/)[0].split('/').findLast(Boolean) ?? '';
  return words(result.meta.title ?? '') === asked || words(lastPart) === asked;
}

/**
 * The results with the pages the query names first, the rest in Pagefind's order. Pagefind ranks
 * by the words' weight in the text, and several titles share a word ("Cloud-Native Development",
 * "Cloud Native", "Cloud Services"): the page whose own name is the query is the one a visitor
 * typing it wants, as on the leading firms' sites, where "cloud" leads to their cloud practice.
 */
export function namedFirst<T extends NamedResult>(results: readonly T[], query: string): T[] {
  const named = results.filter((result) => isNamedBy(result, query));
  return [...named, ...results.filter((result) => !named.includes(result))];
}
