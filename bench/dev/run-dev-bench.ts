import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { projectRoot } from '../../builder/build-site';
import { chromiumFlags } from '../../tools/chromium-flags';
import { freePort } from '../../tools/free-port';
import { spreadOf, type Spread } from '../median';
import { startDevServer, type DevServer } from './dev-server';
import { pageUnderEdit, type PageUnderEdit } from './page-under-edit';

/** One start of `npm run dev`, timed from spawning it. */
export interface DevStart {
  /** -> the server printed its address. */
  readyMs: number;
  /** -> the whole HTML of the first page, asked for as soon as the address was printed. */
  firstPageMs: number;
}

export interface DevBenchResult {
  /** The bench's first start, and whether Vite's dependency cache was there before it. */
  firstStart: DevStart & { dependencyCache: 'warm' | 'cold' };
  /** The fresh starts after it, each with the dependency cache the earlier starts left. */
  starts: { count: number; ready: Spread; toFirstPage: Spread };
  saves: number;
  /** Save -> the dev server returning HTML with the new word. */
  toHtml: Spread;
  /** Save -> Chromium, reloaded by the dev server, showing the new word; over the saves it showed. */
  toBrowser: Spread | undefined;
  /** Saves whose automatic reload still showed the old text (10 s after the save). */
  notShown: number;
}

/** The real page the bench edits, and its URL. */
export const editedPage = { file: join(projectRoot, 'pages', 'about-us.mdx'), path: '/about-us' };
/** The first page a developer opens: the address the dev server prints. */
export const firstPagePath = '/';
/** Vite's optimised dependencies for the real `pages/` (`builder/dev/dependency-cache.ts`: Vite's default place). */
const dependencyCacheFile = join(projectRoot, 'node_modules', '.vite', 'deps', '_metadata.json');

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A word the page cannot contain yet. */
const freshWord = (save: number) => `benchedit${save}x${Math.random().toString(36).slice(2, 7)}`;

async function timeToHtml(server: DevServer, page: PageUnderEdit, word: string): Promise<number> {
  const started = performance.now();
  await page.save(word);
  const deadline = started + 30_000;
  while (performance.now() < deadline) {
    // A request cut off while the server reloads the page's modules is simply asked again.
    const html = await fetch(server.url + editedPage.path)
      .then((response) => response.text())
      .catch(() => '');
    if (html.includes(word)) return performance.now() - started;
  }
  throw new Error(`the dev server did not return the edited page within 30 s:\n${server.output()}`);
}

/**
 * The next time the page's Vite client reports its reload connection open. A save before that
 * reaches no browser: the page would never reload. Ask before the load that will open it.
 */
function viteConnected(browserPage: Page): Promise<unknown> {
  return browserPage.waitForEvent('console', {
    predicate: (message) => message.text().includes('[vite] connected'),
    timeout: 30_000,
  });
}

/** Polls the page's rendered text (`innerText`: what shows) until it has `word`; a reload in between is retried. */
async function shownIn(browserPage: Page, word: string, deadline: number): Promise<boolean> {
  while (performance.now() < deadline) {
    const shown = await browserPage
      .evaluate((text) => document.body?.innerText.includes(text) ?? false, word)
      .catch(() => false);
    if (shown) return true;
    await pause(5);
  }
  return false;
}

/** How long a save may take to show before it counts as not shown by the automatic reload. */
const missedAfterMs = 10_000;

/** Milliseconds from the save to the word showing, or undefined when the automatic reload did not show it. */
async function timeToBrowser(browserPage: Page, page: PageUnderEdit, word: string): Promise<number | undefined> {
  const reconnected = viteConnected(browserPage);
  const started = performance.now();
  await page.save(word);
  const shown = await shownIn(browserPage, word, started + missedAfterMs);
  const shownMs = performance.now() - started;
  if (!shown) {
    // The page reloaded with the old text: reload it by hand, as the copywriter would, and go on.
    const connected = viteConnected(browserPage);
    await browserPage.reload({ waitUntil: 'load' });
    await connected;
    return undefined;
  }
  // The reloaded page listens for the next save before it is made.
  await reconnected;
  await browserPage.waitForLoadState('load');
  return shownMs;
}

/** Starts `npm run dev` and asks for the first page as soon as it prints its address; the server is left running. */
async function timedStart(): Promise<{ server: DevServer; start: DevStart }> {
  const server = await startDevServer(await freePort());
  try {
    const response = await fetch(server.url + firstPagePath);
    await response.text();
    const firstPageMs = server.sinceSpawn();
    if (!response.ok) throw new Error(`the first request of ${firstPagePath} answered ${response.status}`);
    return { server, start: { readyMs: server.readyMs, firstPageMs } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * `npm run dev` on the real site: started `starts` + 1 times, each timed from spawning it to the
 * first page's HTML (the first start on whatever dependency cache there was, the others on the cache
 * it left, as a developer starts it every day), then, on the last start, `saves` edits of a real page,
 * first timed to the new HTML (fetch in a tight loop, no browser open), then to the text showing
 * in Chromium after the dev server's automatic reload. The page is put back afterwards, always.
 */
export async function runDevBench({
  starts = 3,
  saves = 10,
  progress,
}: {
  starts?: number;
  saves?: number;
  progress: (line: string) => void;
}): Promise<DevBenchResult> {
  const dependencyCache = existsSync(dependencyCacheFile) ? 'warm' : 'cold';
  progress(`dev: starting npm run dev (Vite's dependency cache ${dependencyCache})`);
  let { server, start } = await timedStart();
  const firstStart = { ...start, dependencyCache } as const;
  const timedStarts: DevStart[] = [];
  for (let time = 1; time <= starts; time++) {
    await server.stop();
    progress(`dev: fresh start ${time} of ${starts}`);
    ({ server, start } = await timedStart());
    timedStarts.push(start);
  }
  const page = pageUnderEdit(editedPage.file);
  const browser = await chromium
    .launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...chromiumFlags] })
    .catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  try {
    progress(`dev: ${saves} saves, timed to the new HTML`);
    const toHtml: number[] = [];
    for (let save = 1; save <= saves; save++) {
      toHtml.push(await timeToHtml(server, page, freshWord(save)));
      await pause(300);
    }

    progress(`dev: ${saves} saves, timed to the browser`);
    const browserPage = await browser.newPage();
    const connected = viteConnected(browserPage);
    await browserPage.goto(server.url + editedPage.path, { waitUntil: 'load' });
    await connected;
    const toBrowser: number[] = [];
    let notShown = 0;
    for (let save = 1; save <= saves; save++) {
      const ms = await timeToBrowser(browserPage, page, freshWord(save));
      if (ms === undefined) notShown++;
      else toBrowser.push(ms);
      await pause(300);
    }
    return {
      firstStart,
      starts: {
        count: timedStarts.length,
        ready: spreadOf(timedStarts.map((timed) => timed.readyMs)),
        toFirstPage: spreadOf(timedStarts.map((timed) => timed.firstPageMs)),
      },
      saves,
      toHtml: spreadOf(toHtml),
      toBrowser: toBrowser.length ? spreadOf(toBrowser) : undefined,
      notShown,
    };
  } finally {
    page.restore();
    await browser.close();
    await server.stop();
  }
}
