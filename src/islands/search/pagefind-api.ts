import { pageTypes, type PageType } from '../../shared/page-types';
import { searchBundlePath } from '../../search-paths';
import { extraLanguagesFor } from './query-languages';

/** What the search page uses of Pagefind's browser API (`pagefind.js`, written by the build). */

export interface PagefindResultData {
  url: string;
  /** Entity-encoded text with `<mark>` around the matches. */
  excerpt: string;
  /** Raw values: title, description, lang. */
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearch {
  results: PagefindResult[];
  /** Results for the words alone, whatever the filters. */
  unfilteredResultCount: number;
  /** For each filter value, the results for the words with that value alone. */
  totalFilters: Record<string, Record<string, number> | undefined>;
}

/** One value, or any of several. */
type FilterValue = string | { any: readonly string[] };

/**
 * Pagefind scores a query's words in the page's metadata on top of its text. The title counts
 * four times its default weight, so pages with the word in their title come before pages that
 * only mention it (`named-first.ts` then picks the page the query names among them).
 */
export const rankingWeights = { metaWeights: { title: 20 } };

interface PagefindModule {
  options: (options: { ranking: typeof rankingWeights }) => Promise<void>;
  search: (term: string, options: { filters: Record<string, FilterValue> }) => Promise<PagefindSearch>;
  mergeIndex: (bundlePath: string, options: { language: string; baseUrl: string }) => Promise<void>;
}

let loading: Promise<PagefindModule> | undefined;
const merged = new Set<string>();

function loadPagefind(): Promise<PagefindModule> {
  // A URL the bundler must leave alone: the file exists only in the built site, beside the index.
  const url = `${searchBundlePath}pagefind.js`;
  loading ??= (import(/* @vite-ignore */ url) as Promise<PagefindModule>)
    .then(async (pagefind) => {
      await pagefind.options({ ranking: rankingWeights });
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Runs a query against the site's index, loading Pagefind on the first one (nothing of search is
 * fetched before). A query in another language's script also searches that language's index.
 */
export async function searchSite(term: string, type: PageType | '', pageLang: string): Promise<PagefindSearch> {
  const pagefind = await loadPagefind();
  for (const language of extraLanguagesFor(term, pageLang)) {
    if (merged.has(language)) continue;
    // The same bundle in another language. Pagefind skips a merge whose path begins its own
    // (`/pagefind/`), so this one is named by its whole URL; `baseUrl` keeps its results' links
    // site paths, like the others'.
    await pagefind.mergeIndex(new URL(searchBundlePath, window.location.href).href, { language, baseUrl: '/' });
    merged.add(language);
  }
  // Pagefind counts the results of each type (`totalFilters`) only when the search is filtered,
  // so "every type" is asked as a filter too.
  return pagefind.search(term, { filters: { type: type || { any: pageTypes } } });
}
