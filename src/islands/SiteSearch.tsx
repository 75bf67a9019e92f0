import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useElementId } from '../components/use-element-id';
import { pageTypes, type PageType } from '../shared/page-types';
import { searchPagePath, searchParam } from '../search-paths';
import { didYouMean } from './search/did-you-mean';
import { excerptParts } from './search/excerpt-parts';
import { namedFirst } from './search/named-first';
import {
  preloadSearch,
  searchSite,
  siteWords,
  warmSearch,
  type PagefindResult,
  type PagefindResultData,
} from './search/pagefind-api';
import { readSearchQuery, withSearchQuery, type SearchQuery } from './search/search-url';

/** Results shown at first and added by "Show more": each costs one small request. */
const pageSize = 10;
/** How many of Pagefind's first results are looked at for the page the query names (`namedFirst`). */
const namedDepth = 20;

/** The results with the pages the query names moved first, and the data of the first `namedDepth`, in that order. */
async function withNamedFirst(
  results: readonly PagefindResult[],
  query: string,
): Promise<{ all: PagefindResult[]; loaded: PagefindResultData[] }> {
  const head = await Promise.all(
    results.slice(0, namedDepth).map(async (result) => ({ result, ...(await result.data()) })),
  );
  const ordered = namedFirst(head, query);
  return {
    all: [...ordered.map(({ result }) => result), ...results.slice(namedDepth)],
    loaded: ordered.map(({ result: _result, ...data }) => data),
  };
}

/**
 * Typing pauses this long before the query runs: a word typed at a brisk 40 to 80 ms a key runs
 * once, and the results still show within 300 ms of the last key (`npm run bench -- --only search`).
 */
const typingPause = 100;

type Found =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'failed' }
  | {
      state: 'done';
      text: string;
      all: PagefindResult[];
      shown: PagefindResultData[];
      /** Results for the words in every type, and in each. */
      total: number;
      byType: Record<string, number>;
      /** The query with the words the site never uses made the closest it does ("clod" to "cloud"). */
      suggestion?: string;
    };

const results = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

function statusOf(found: Found, type: string): string {
  if (found.state === 'searching') return 'Searching…';
  if (found.state === 'failed') return 'Search could not load. Please try again, or find the page in the site map.';
  if (found.state === 'idle') return '';
  const count = type ? (found.byType[type] ?? 0) : found.total;
  const where = type ? ` among ${type.toLowerCase()} pages` : '';
  if (count === 0) return `No results for “${found.text}”${where}. Try other words, or browse the sections below.`;
  return `${results(count)} for “${found.text}”${where}`;
}

function Excerpt({ html }: { html: string }) {
  return (
    <p className="m-0 mt-1 text-body">
      {excerptParts(html).map((part, at) =>
        part.marked ? (
          <mark key={at} className="rounded-sm bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function ResultItem({ result, pageLang }: { result: PagefindResultData; pageLang: string }) {
  const lang = result.meta.lang && result.meta.lang !== pageLang ? result.meta.lang : undefined;
  return (
    <li className="border-b border-line py-5">
      <p className="m-0 text-xs font-semibold uppercase tracking-wider text-muted">{result.filters.type?.[0]}</p>
      <div lang={lang}>
        <h2 className="m-0 mt-1 text-lg font-semibold leading-snug">
          <a
            href={result.url}
            className="text-ink underline-offset-4 hover:text-accent hover:underline site-focus-ring rounded-sm"
          >
            {result.meta.title ?? result.url}
          </a>
        </h2>
        <Excerpt html={result.excerpt} />
      </div>
    </li>
  );
}

/**
 * The search page's island: runs the query in `?q=` on load and as the visitor types, with
 * Pagefind (loaded as the box gains focus or the first query runs, never before), and keeps the
 * query in the URL. Before hydration, and without JavaScript, it is a plain GET form to this page.
 */
export default function SiteSearch() {
  const inputId = useElementId('search');
  const statusId = useElementId('status');
  const [input, setInput] = useState('');
  const [query, setQuery] = useState<SearchQuery>({ text: '', type: '' });
  // What the last finished search found, and for which query (`key`).
  const [last, setLast] = useState<{ key: string; found: Found }>({ key: '', found: { state: 'idle' } });
  const [hydrated, setHydrated] = useState(false);
  const [pageLang, setPageLang] = useState('en');
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const firstNew = useRef<number | undefined>(undefined);

  useEffect(() => {
    const asked = readSearchQuery(window.location.search);
    // oxlint-disable-next-line react/set-state-in-effect -- the first render must match the server's HTML: the URL is read once hydrated
    setInput(asked.text);
    setQuery(asked);
    setPageLang(document.documentElement.lang || 'en');
    setHydrated(true);
    // Focused before the island hydrated (a click while the page loaded): no focus event will come.
    if (document.activeElement === inputRef.current) warmSearch();
    return () => clearTimeout(typing.current);
  }, []);

  const text = query.text.trim();
  const key = `${query.type}:${text}`;
  // Until its search ends, a query shows as being searched: derived here, never set in an effect.
  const found: Found = !hydrated || !text ? { state: 'idle' } : last.key === key ? last.found : { state: 'searching' };

  useEffect(() => {
    if (!hydrated) return;
    window.history.replaceState(window.history.state, '', withSearchQuery(window.location.href, query));
    if (!text) return;
    let current = true;
    // A suggestion is a help, never a reason to fail: without the words, there is none.
    const suggesting = siteWords(text, pageLang)
      .then((words) => didYouMean(text, words))
      .catch(() => undefined);
    searchSite(text, query.type, pageLang)
      .then(async (search) => {
        const [{ all, loaded }, suggestion] = await Promise.all([withNamedFirst(search.results, text), suggesting]);
        const shown = loaded.slice(0, pageSize);
        const byType = search.totalFilters.type ?? {};
        const total = search.unfilteredResultCount;
        if (current) setLast({ key, found: { state: 'done', text, all, shown, total, byType, suggestion } });
      })
      .catch(() => current && setLast({ key, found: { state: 'failed' } }));
    return () => {
      current = false;
    };
  }, [hydrated, query, text, key, pageLang]);

  useEffect(() => {
    // After "Show more", focus moves to the first new result: the button may have just gone.
    if (firstNew.current === undefined) return;
    listRef.current?.children[firstNew.current]?.querySelector('a')?.focus();
    firstNew.current = undefined;
  }, [last]);

  const onInput = (text: string) => {
    setInput(text);
    preloadSearch(text, query.type);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => setQuery((current) => ({ ...current, text })), typingPause);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(typing.current);
    setQuery((current) => ({ ...current, text: input }));
  };
  const searchFor = (text: string) => {
    clearTimeout(typing.current);
    setInput(text);
    setQuery((current) => ({ ...current, text }));
    // The link goes as its search runs: focus stays where the visitor can go on typing.
    inputRef.current?.focus();
  };
  const showMore = async () => {
    if (found.state !== 'done') return;
    const more = await Promise.all(
      found.all.slice(found.shown.length, found.shown.length + pageSize).map((result) => result.data()),
    );
    firstNew.current = found.shown.length;
    setLast({ key, found: { ...found, shown: [...found.shown, ...more] } });
  };

  const status = statusOf(found, query.type);
  const types = found.state === 'done' ? pageTypes.filter((type) => found.byType[type] || type === query.type) : [];
  const filterButton = (type: PageType | '', label: string, count: number) => (
    <button
      key={type}
      type="button"
      aria-pressed={query.type === type}
      onClick={() => setQuery((current) => ({ ...current, type }))}
      className={`shrink-0 rounded-full border-2 px-3.5 py-1.5 text-sm font-semibold site-focus-ring ${
        query.type === type
          ? 'border-accent bg-accent text-white'
          : 'border-slate-300 bg-white text-ink hover:border-accent'
      }`}
    >
      {label} <span className="font-normal">({count})</span>
    </button>
  );

  return (
    <div className="grid gap-6" data-hydrated={hydrated || undefined}>
      <form role="search" action={searchPagePath} method="get" onSubmit={onSubmit} className="flex max-w-2xl gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search the site
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name={searchParam}
          value={input}
          onFocus={warmSearch}
          onChange={(event) => onInput(event.target.value)}
          placeholder="What are you looking for?"
          autoComplete="off"
          aria-describedby={statusId}
          className="field-input"
        />
        <button type="submit" className="btn-primary shrink-0 py-2">
          Search
        </button>
      </form>
      <noscript>
        <p className="m-0 max-w-2xl text-body">
          Search runs in your browser and needs JavaScript. Without it, every page is listed in the{' '}
          <a href="/sitemap" className="text-accent underline underline-offset-2 site-focus-ring rounded-sm">
            site map
          </a>
          , and the main sections are below.
        </p>
      </noscript>
      {types.length > 0 && found.state === 'done' && (
        // One row that scrolls sideways on a phone: wrapped, the types pushed the first result off a 667 px screen.
        <div
          role="group"
          aria-label="Show results of one type"
          className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 sm:flex-wrap sm:overflow-visible"
        >
          {filterButton('', 'All', found.total)}
          {types.map((type) => filterButton(type, type, found.byType[type] ?? 0))}
        </div>
      )}
      <p id={statusId} role="status" className="m-0 text-sm text-muted">
        {status}
        {found.state === 'done' && found.suggestion !== undefined && (
          <>
            {status.endsWith('.') ? ' ' : '. '}
            Did you mean{' '}
            <a
              href={withSearchQuery(window.location.href, { ...query, text: found.suggestion })}
              // The island runs the search in place: a prefetch of the page would be a wasted request.
              data-no-prefetch
              onClick={(event) => {
                event.preventDefault();
                searchFor(found.suggestion ?? '');
              }}
              className="font-semibold text-accent underline underline-offset-2 site-focus-ring rounded-sm"
            >
              {found.suggestion}
            </a>
            ?
          </>
        )}
        {found.state === 'failed' && (
          <>
            {' '}
            <a href="/sitemap" className="text-accent underline">
              Site map
            </a>
          </>
        )}
      </p>
      {found.state === 'done' && found.shown.length > 0 && (
        <ol ref={listRef} className="m-0 list-none p-0 border-t border-line">
          {found.shown.map((result) => (
            <ResultItem key={result.url} result={result} pageLang={pageLang} />
          ))}
        </ol>
      )}
      {found.state === 'done' && found.shown.length < found.all.length && (
        <p className="m-0">
          <button type="button" onClick={() => void showMore()} className="btn border-2 border-accent text-accent">
            Show more results
          </button>
        </p>
      )}
    </div>
  );
}
