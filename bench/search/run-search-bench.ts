import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { searchBundlePath, searchPagePath } from '../../src/search-paths';
import { chromiumFlags } from '../../tools/chromium-flags';
import { freePort } from '../../tools/free-port';
import { spawnServer } from '../../tools/spawn-server';
import { spreadOf, type Spread } from '../median';

/** One visit's figures, in milliseconds of the page's clock. */
export interface SearchVisit {
  /** From the last key to the first result on screen; undefined when none showed within 10 s. */
  keyToResult: number | undefined;
  /** From focus to the first request for Pagefind's files; undefined when none was made before the first key. */
  focusToFirstFetch: number | undefined;
  /** Pagefind's files requested by the page and its worker before the first result showed. */
  requests: number;
}

export interface SearchBenchResult {
  word: string;
  visits: SearchVisit[];
  /** Over the visits whose results showed. */
  keyToResult: Spread | undefined;
  missed: number;
}

/** The word typed: results on many pages, as a visitor's first search. */
const word = 'cloud';
const keyDelayMs = 40;
const missedAfterMs = 10_000;

/** A result of the search page's island, and its status line, which names the query the results are for. */
const resultLink = '[data-island="SiteSearch"] ol li h2 a';
const statusLine = '[data-island="SiteSearch"] [role="status"]';

interface PageTimes {
  focusAt: number;
  firstKeyAt: number;
  lastKeyAt: number;
  shownAt: number | undefined;
  /** When the window's requests for Pagefind's files started (its worker's are not seen here). */
  fetches: { startAt: number }[];
}

/**
 * Records, in the page, focus and keys on the search box, and the frame that first paints results
 * for the whole word (those of a part of it, shown while a slow key was awaited, do not count).
 */
function watchSearch({ link, status, word, limit }: { link: string; status: string; word: string; limit: number }) {
  const times = { focusAt: 0, firstKeyAt: 0, lastKeyAt: 0, shownAt: undefined as number | undefined };
  (window as unknown as { searchTimes: typeof times }).searchTimes = times;
  window.addEventListener('focusin', () => (times.focusAt ||= performance.now()), true);
  window.addEventListener(
    'keydown',
    () => {
      times.lastKeyAt = performance.now();
      times.firstKeyAt ||= times.lastKeyAt;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    const shown = document.querySelector(status)?.textContent?.includes(`for “${word}”`);
    if (times.shownAt !== undefined || !shown || !document.querySelector(link)) return;
    observer.disconnect();
    // The frame after the change: when it is painted.
    requestAnimationFrame(() => (times.shownAt = performance.now()));
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
  setTimeout(() => observer.disconnect(), limit * 3);
}

async function pageTimes(page: Page): Promise<PageTimes> {
  return page.evaluate((bundlePath) => {
    const { focusAt, firstKeyAt, lastKeyAt, shownAt } = (
      window as unknown as { searchTimes: Omit<PageTimes, 'fetches'> }
    ).searchTimes;
    const fetches = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith(bundlePath))
      .map((entry) => ({ startAt: entry.startTime }));
    return { focusAt, firstKeyAt, lastKeyAt, shownAt, fetches };
  }, searchBundlePath);
}

/** One visit in a fresh context: /search, the box clicked, `word` typed at 40 ms a key, timed to the first result. */
async function visit(page: Page): Promise<SearchVisit> {
  let requests = 0;
  let counting = true;
  page.context().on('request', (request) => {
    if (counting && new URL(request.url()).pathname.startsWith(searchBundlePath)) requests++;
  });
  await page.addInitScript(watchSearch, { link: resultLink, status: statusLine, word, limit: missedAfterMs });
  await page.goto(searchPagePath, { waitUntil: 'load' });
  await page.locator('[data-island="SiteSearch"] [data-hydrated]').waitFor();
  await page.locator('main').getByLabel('Search the site').click();
  await page.keyboard.type(word, { delay: keyDelayMs });
  await page
    .waitForFunction(() => (window as unknown as { searchTimes: PageTimes }).searchTimes.shownAt !== undefined, null, {
      timeout: missedAfterMs,
      polling: 10,
    })
    .catch(() => undefined);
  counting = false;
  const times = await pageTimes(page);
  const early = times.fetches.filter((fetch) => fetch.startAt <= times.firstKeyAt);
  return {
    keyToResult: times.shownAt === undefined ? undefined : times.shownAt - times.lastKeyAt,
    focusToFirstFetch: early.length ? Math.min(...early.map((fetch) => fetch.startAt)) - times.focusAt : undefined,
    requests,
  };
}

/**
 * The built site served by the production server; `/search` opened `visits` times, each in a fresh
 * Chromium context (nothing cached), its box clicked and a word typed at 40 ms a key, timed from
 * the last key to the first result painted.
 */
export async function runSearchBench({
  distDir,
  visits = 5,
  chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  progress = () => {},
}: {
  distDir: string;
  visits?: number;
  chromiumPath?: string;
  progress?: (line: string) => void;
}): Promise<SearchBenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'search-bench-forms-'));
  const server = await spawnServer('production', await freePort(), { DIST_DIR: distDir, DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags] });
  try {
    const results: SearchVisit[] = [];
    for (let at = 1; at <= visits; at++) {
      progress(`search: ${searchPagePath} in a fresh context, "${word}" typed (visit ${at} of ${visits})`);
      const context = await browser.newContext({ baseURL: server.url, ignoreHTTPSErrors: true });
      try {
        results.push(await visit(await context.newPage()));
      } finally {
        await context.close();
      }
    }
    const shown = results.flatMap((result) => (result.keyToResult === undefined ? [] : [result.keyToResult]));
    return {
      word,
      visits: results,
      keyToResult: shown.length ? spreadOf(shown) : undefined,
      missed: results.length - shown.length,
    };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
