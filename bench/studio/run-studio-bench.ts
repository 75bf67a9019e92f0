import type { Page } from 'playwright-core';
import {
  editorText,
  openFile,
  openStudio,
  pageEntry,
  showFields,
  sourceEditor,
  startStudio,
} from '../../tests/studio/harness';
import { spreadOf, type Spread } from '../median';

/** One loop's figures: over the tries that showed, and how many did not within 10 s. */
export interface Timed {
  spread: Spread | undefined;
  tries: number;
  missed: number;
}

export interface StudioBenchResult {
  /** The page edited, by its address. */
  page: string;
  /** Choosing the page in the pages panel -> its text in the editor and its preview showing it. */
  open: Timed;
  /** A pause in typing a word -> the preview showing the word. */
  preview: Timed;
  /** A pause in typing an unknown prop -> a diagnostic underlined in the editor. */
  diagnostic: Timed;
  /** Animation frames, over all the openings, in which the preview showed the page left after the studio named the chosen one. */
  previousPageFrames: number;
  /** A pause in typing into a form field (the page's title) -> the preview showing it. */
  field: Timed;
  /**
   * What a key typed into a form field costs, as Interaction to Next Paint counts it (Event Timing:
   * input delay, handlers and the next paint): the worst interaction, leaving out one per 50 as
   * INP does; and how many interactions were measured.
   */
  fieldKey: { inpMs: number; interactions: number };
  /** Words typed into the page's text in Write mode (rich text), each from the last key to the preview. */
  write: Timed;
  /** The keys typed in Write mode, as `fieldKey`. */
  writeKey: { inpMs: number; interactions: number };
}

/** The page the bench opens and edits, and a page to open between its openings. */
const benched = {
  path: '/services/cloud',
  file: 'pages/services/cloud.mdx',
  shows: 'Cloud that pays for itself',
  paragraph: 'We move, modernise',
  /** Its frontmatter title, which the preview shows in the breadcrumb. */
  title: 'Cloud Services',
};
const other = { path: '/services/cybersecurity' };
/** Where an unknown prop goes: the line holding only the opening of a component's tag. */
const tagLine = '<StatsGrid';
const unknownProp = ' colour="blue"';

const missedAfterMs = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` (each poll a round trip to Chromium, a few ms) until it holds: the milliseconds from `started`, or undefined after 10 s. */
async function timeUntil(started: number, check: () => Promise<boolean>): Promise<number | undefined> {
  while (performance.now() - started < missedAfterMs) {
    if (await check().catch(() => false)) return performance.now() - started;
    await pause(2);
  }
  return undefined;
}

/** Whether the preview iframe's document shows `text` (its frame is asked afresh: a new srcdoc is a new document). */
async function previewShows(page: Page, text: string): Promise<boolean> {
  const frame = await (await page.locator('iframe[title="Preview"]').elementHandle())?.contentFrame();
  if (!frame) return false;
  return frame.evaluate((wanted) => document.body?.innerText.includes(wanted) ?? false, text);
}

async function editorShows(page: Page, text: string): Promise<boolean> {
  return (await editorText(page)).includes(text);
}

/** CodeMirror's underlines and gutter marks of diagnostics. */
const diagnosticMarks = '.cm-editor .cm-lintRange, .cm-editor .cm-lint-marker';

/** Records, in the studio's window, when the last key went down: where a pause in typing starts. */
async function recordKeys(page: Page): Promise<void> {
  // tsx names the functions inside the callbacks below with a helper the page lacks: give it one.
  await page.evaluate('window.__name = (target) => target');
  return page.evaluate(() => {
    const record = window as unknown as { lastKeyAt: number };
    record.lastKeyAt = 0;
    window.addEventListener('keydown', () => (record.lastKeyAt = performance.now()), true);
  });
}

/**
 * Milliseconds from the last key to the preview showing `word`, measured in the studio's window: the
 * preview's own timing hook (`studio-preview-shown`, after the paint) for the document that has the
 * word; undefined when none had it within 10 s.
 */
function keyToPreview(page: Page, word: string): Promise<number | undefined> {
  return page.evaluate(
    ({ word, limit }) =>
      new Promise<number | undefined>((resolve) => {
        const lastKeyAt = () => (window as unknown as { lastKeyAt: number }).lastKeyAt;
        const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]');
        const check = (shownAt: number) => {
          if (!frame?.contentDocument?.body?.innerText.includes(word)) return;
          window.removeEventListener('studio-preview-shown', onShown);
          clearTimeout(timer);
          resolve(shownAt - lastKeyAt());
        };
        const onShown = (event: Event) => check((event as CustomEvent<{ shownAt: number }>).detail.shownAt);
        const timer = setTimeout(() => {
          window.removeEventListener('studio-preview-shown', onShown);
          resolve(undefined);
        }, limit);
        window.addEventListener('studio-preview-shown', onShown);
      }),
    { word, limit: missedAfterMs },
  );
}

/** Milliseconds from the last key to more diagnostic marks than `before` in the editor, watched in the studio's window. */
function keyToDiagnostic(page: Page, before: number): Promise<number | undefined> {
  return page.evaluate(
    ({ selector, before, limit }) =>
      new Promise<number | undefined>((resolve) => {
        const lastKeyAt = () => (window as unknown as { lastKeyAt: number }).lastKeyAt;
        const editor = document.querySelector('.cm-editor');
        if (!editor) return resolve(undefined);
        const done = (ms: number | undefined) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(ms);
        };
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(selector).length > before) done(performance.now() - lastKeyAt());
        });
        const timer = setTimeout(() => done(undefined), limit);
        observer.observe(editor, { subtree: true, childList: true, attributes: true });
        if (document.querySelectorAll(selector).length > before) done(performance.now() - lastKeyAt());
      }),
    { selector: diagnosticMarks, before, limit: missedAfterMs },
  );
}

/**
 * Counts, in the studio's window, the animation frames in which the top bar names `file` while the
 * preview can be seen and does not show `shows` (so shows the page left): `stop()` gives the count.
 */
async function watchPreviousPage(page: Page, file: string, shows: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ file, shows }) => {
      const state = { frames: 0, running: true };
      (window as unknown as { previousPageWatch: typeof state }).previousPageWatch = state;
      const tick = () => {
        if (!state.running) return;
        const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]');
        const named = document.querySelector('.top-file code')?.textContent === file;
        const visible = iframe !== null && getComputedStyle(iframe).visibility !== 'hidden';
        const body = iframe?.contentDocument?.body;
        // An empty document (about:blank, before the first page) shows nothing, and so nothing false.
        if (named && visible && body?.innerText.trim() && !body.innerText.includes(shows)) state.frames++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { file, shows },
  );
  return () =>
    page.evaluate(() => {
      const state = (window as unknown as { previousPageWatch: { frames: number; running: boolean } })
        .previousPageWatch;
      state.running = false;
      return state.frames;
    });
}

/**
 * Starts collecting the Event Timing entries of the studio's window: each interaction's duration
 * (from the key to the next paint), for those of 16 ms or more (the API's least threshold).
 * `stop()` gives them.
 */
async function watchInteractions(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const worst = new Map<number, number>();
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as PerformanceEventTiming[])
        if (entry.interactionId)
          worst.set(entry.interactionId, Math.max(worst.get(entry.interactionId) ?? 0, entry.duration));
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    // Event Timing's threshold, which TypeScript's DOM types do not name yet.
    const options: PerformanceObserverInit & { durationThreshold: number } = { type: 'event', durationThreshold: 16 };
    observer.observe(options);
    (
      window as unknown as {
        interactionWatch: { observer: PerformanceObserver; take: typeof take; worst: typeof worst };
      }
    ).interactionWatch = {
      observer,
      take,
      worst,
    };
  });
  return () =>
    page.evaluate(() => {
      const { observer, take, worst } = (
        window as unknown as {
          interactionWatch: {
            observer: PerformanceObserver;
            take: (entries: PerformanceEntryList) => void;
            worst: Map<number, number>;
          };
        }
      ).interactionWatch;
      take(observer.takeRecords());
      observer.disconnect();
      return [...worst.values()];
    });
}

/**
 * Interaction to Next Paint over `interactions` interactions whose durations of 16 ms or more are
 * `durations`: the worst, leaving out one per 50 interactions as INP does; 0 when every one that
 * counts was under 16 ms.
 */
export function interactionToNextPaint(durations: number[], interactions: number): number {
  const worstFirst = [...durations].sort((a, b) => b - a);
  return worstFirst[Math.floor(interactions / 50)] ?? 0;
}

function timed(values: (number | undefined)[]): Timed {
  const shown = values.filter((value): value is number => value !== undefined);
  return {
    spread: shown.length ? spreadOf(shown) : undefined,
    tries: values.length,
    missed: values.length - shown.length,
  };
}

/**
 * The studio on a scratch copy of the site, in Chromium: opening `/services/cloud` from the pages
 * panel (`opens` times, another page opened in between), then `edits` words typed into its text,
 * each timed from the last key to the preview showing it, then `edits` unknown props typed into a
 * component's tag, each timed from the last key to the diagnostic's underline (and taken out again).
 */
export async function runStudioBench({
  edits = 10,
  opens = 5,
  progress,
}: {
  edits?: number;
  opens?: number;
  progress: (line: string) => void;
}): Promise<StudioBenchResult> {
  progress('studio: starting the dev server on a scratch copy of the site');
  const studio = await startStudio();
  const { page, close } = await openStudio(studio.url);
  try {
    await recordKeys(page);
    const filter = page.getByRole('searchbox', { name: /filter/i });
    progress(`studio: opening ${benched.path} ${opens} times`);
    const openTimes: (number | undefined)[] = [];
    let previousPageFrames = 0;
    for (let time = 1; time <= opens; time++) {
      await openFile(page, other.path);
      await pause(500);
      await filter.fill(benched.path);
      const stopWatching = await watchPreviousPage(page, benched.file, benched.shows);
      const started = performance.now();
      await pageEntry(page, benched.path).click();
      openTimes.push(
        await timeUntil(
          started,
          async () => (await editorShows(page, benched.shows)) && (await previewShows(page, benched.shows)),
        ),
      );
      previousPageFrames += await stopWatching();
      await pause(300);
    }

    // An opening the loop above gave up on (10 s) may still be on its way: the edits start on the page.
    await sourceEditor(page).getByText(benched.paragraph).waitFor({ timeout: 60_000 });
    progress(`studio: ${edits} words typed, timed to the preview`);
    const previewTimes: (number | undefined)[] = [];
    for (let edit = 1; edit <= edits; edit++) {
      const word = `studioedit${edit}x${Math.random().toString(36).slice(2, 7)}`;
      await sourceEditor(page).getByText(benched.paragraph).click();
      // Home: the start of the visual line, always just after a space or the indentation.
      await page.keyboard.press('Home');
      const shown = keyToPreview(page, word);
      // Awaited after the typing: a failure must not go unhandled meanwhile.
      shown.catch(() => undefined);
      await page.keyboard.type(`${word} `, { delay: 40 });
      previewTimes.push(await shown);
      await page.keyboard.press('Escape');
      await pause(300);
    }

    progress(`studio: ${edits} unknown props typed, timed to the diagnostic`);
    const diagnosticTimes: (number | undefined)[] = [];
    for (let edit = 1; edit <= edits; edit++) {
      // Found with the editor's search (the line may be out of view, so not drawn), typed key by key.
      await sourceEditor(page).click();
      await page.keyboard.press('ControlOrMeta+f');
      await page.keyboard.type(tagLine);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await page.keyboard.press('End');
      const before = await page.locator(diagnosticMarks).count();
      await page.keyboard.type(unknownProp.slice(0, -1), { delay: 40 });
      // Watched from before the last key, which ends the edit and starts the pause.
      const shown = keyToDiagnostic(page, before);
      shown.catch(() => undefined);
      await page.keyboard.type(unknownProp.slice(-1));
      diagnosticTimes.push(await shown);
      await page.keyboard.press('Escape');
      for (let key = 0; key < unknownProp.length; key++) await page.keyboard.press('Backspace');
      await timeUntil(performance.now(), async () => (await page.locator(diagnosticMarks).count()) <= before);
      await pause(300);
    }
    progress(`studio: ${edits} words typed into the title field, timed to the preview, each key's cost measured`);
    await showFields(page);
    const title = page.getByLabel('Title', { exact: true });
    const fieldTimes: (number | undefined)[] = [];
    let keys = 0;
    const stopInteractions = await watchInteractions(page);
    for (let edit = 1; edit <= edits; edit++) {
      const word = `fieldedit${edit}x${Math.random().toString(36).slice(2, 7)}`;
      await title.click();
      await page.keyboard.press('End');
      const shown = keyToPreview(page, word);
      shown.catch(() => undefined);
      await page.keyboard.type(` ${word}`, { delay: 40 });
      keys += word.length + 1;
      fieldTimes.push(await shown);
      // Put back as it was, out of the measured keys.
      await title.fill(benched.title);
      await pause(300);
    }
    const durations = await stopInteractions();

    progress(
      `studio: ${edits} words typed into the text in Write mode, timed to the preview, each key's cost measured`,
    );
    await page.getByRole('button', { name: 'Write', exact: true }).click();
    const writeText = page.getByRole('textbox', { name: 'Page text' });
    await writeText.getByText(benched.paragraph).waitFor({ timeout: 60_000 });
    const writeTimes: (number | undefined)[] = [];
    let writeKeys = 0;
    const stopWriteInteractions = await watchInteractions(page);
    for (let edit = 1; edit <= edits; edit++) {
      const word = `writeedit${edit}x${Math.random().toString(36).slice(2, 7)}`;
      await writeText.getByText(benched.paragraph).click();
      await page.keyboard.press('End');
      const shown = keyToPreview(page, word);
      shown.catch(() => undefined);
      await page.keyboard.type(` ${word}`, { delay: 40 });
      writeKeys += word.length + 1;
      writeTimes.push(await shown);
      await pause(300);
    }
    const writeDurations = await stopWriteInteractions();
    return {
      page: benched.path,
      open: timed(openTimes),
      preview: timed(previewTimes),
      diagnostic: timed(diagnosticTimes),
      previousPageFrames,
      field: timed(fieldTimes),
      fieldKey: { inpMs: interactionToNextPaint(durations, keys), interactions: keys },
      write: timed(writeTimes),
      writeKey: { inpMs: interactionToNextPaint(writeDurations, writeKeys), interactions: writeKeys },
    };
  } finally {
    await close();
    await studio.stop();
  }
}
