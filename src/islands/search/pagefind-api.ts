import { pageTypes, type PageType } from '../../shared/page-types';
import { searchBundlePath, searchVocabularyFile } from '../../search-paths';
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
  /** Loads the entry, the WebAssembly and the metadata of the page's language. */
  init: () => Promise<void>;
  /** Loads the index chunks a term needs, without searching. */
  preload: (term: string, options: { filters: Record<string, FilterValue> }) => Promise<void>;
  search: (term: string, options: { filters: Record<string, FilterValue> }) => Promise<PagefindSearch>;
  mergeIndex: (bundlePath: string, options: { language: string; baseUrl: string }) => Promise<void>;
}

let loading: Promise<PagefindModule> | undefined;
/**
 * Each other language's index, merged once: kept as the promise, so two queries at once (the
 * typed word's and Enter's) wait for the one merge rather than both merging it, which listed
 * every result of that language twice.
 */
const merges = new Map<string, Promise<void>>();

function loadPagefind(): Promise<PagefindModule> {
  // A URL the bundler must leave alone: the file exists only in the built site, beside the index.
  const url = `${searchBundlePath}pagefind.js`;
  loading ??= (import(/* @vite-ignore */ url) as Promise<PagefindModule>)
    .then(async (pagefind) => {
      await pagefind.options({ ranking: rankingWeights });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

// Pagefind counts the results of each type (`totalFilters`) only when the search is filtered, so
// "every type" is asked as a filter too.
const filtersFor = (type: PageType | '') => ({ type: type || { any: pageTypes } });

/**
 * Starts loading Pagefind and the page language's index, as the search box gains focus: the first
 * query, typed a moment later, finds them ready (loaded on the first query, they kept a fresh
 * visitor waiting over half a second after the last key). A failure is left for the query to meet.
 */
export function warmSearch(): void {
  loadPagefind().catch(() => undefined);
}

/** Fetches the index chunks a term being typed needs, so the query, after the pause, has them. */
export function preloadSearch(term: string, type: PageType | ''): void {
  if (!term.trim()) return;
  loadPagefind()
    .then((pagefind) => pagefind.preload(term, { filters: filtersFor(type) }))
    .catch(() => undefined);
}

/**
 * Runs a query against the site's index, loading Pagefind if the box's focus has not already (nothing
 * of search is fetched before). A query in another language's script also searches that language's index.
 */
export async function searchSite(term: string, type: PageType | '', pageLang: string): Promise<PagefindSearch> {
  const pagefind = await loadPagefind();
  for (const language of extraLanguagesFor(term, pageLang)) {
    let merge = merges.get(language);
    if (!merge) {
      // The same bundle in another language. Pagefind skips a merge whose path begins its own
      // (`/pagefind/`), so this one is named by its whole URL; `baseUrl` keeps its results' links
      // site paths, like the others'.
      merge = pagefind
        .mergeIndex(new URL(searchBundlePath, window.location.href).href, { language, baseUrl: '/' })
        .catch((error: unknown) => {
          merges.delete(language);
          throw error;
        });
      merges.set(language, merge);
    }
    await merge;
  }
  return pagefind.search(term, { filters: filtersFor(type) });
}

let vocabulary: Promise<Record<string, string[]>> | undefined;

/**
 * The site's words in the page's language and the query's (the build's `vocabulary.json` beside
 * the index), for "Did you mean": fetched once, on the first search, alongside it.
 */
export async function siteWords(term: string, pageLang: string): Promise<string[]> {
  vocabulary ??= fetch(`${searchBundlePath}${searchVocabularyFile}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return (await response.json()) as Record<string, string[]>;
    })
    .catch((error: unknown) => {
      vocabulary = undefined;
      throw error;
    });
  const byLanguage = await vocabulary;
  return [pageLang, ...extraLanguagesFor(term, pageLang)].flatMap((language) => byLanguage[language] ?? []);
}
