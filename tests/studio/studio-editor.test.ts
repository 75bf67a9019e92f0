import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorText,
  editorToEnd,
  openFile,
  openStudio,
  preview,
  sharedStudio,
  shown,
  sourceEditor,
  typeInEditor,
  type OpenStudio,
  type SharedStudio,
  holdDevCode,
} from './harness';

/**
 * The source editor and the preview in the real studio: the build's message under a misspelled
 * prop, the fix chosen from the completion list by keyboard, the preview following the edit at its
 * scroll position, and a click in the preview putting the cursor on the clicked element's line.
 */

const sections = Array.from(
  { length: 12 },
  (_, index) =>
    `## Part ${index + 1}\n\nThe paragraph of part ${index + 1}, long enough to take a line or two of the page.\n`,
).join('\n');
const file = 'pages/editor-lines.mdx';
const text = `---\ntitle: Editor lines\ndescription: A long page for the studio's editor and preview.\n---\n\n${sections}`;
/** The line of `## Part 7` in the file (1-based). */
const part7Line = text.split('\n').indexOf('## Part 7') + 1;

// Generous: the checks and the render run on a busy machine too.
const expectTimeout = { timeout: 60_000 };

/** The number of the editor's line holding the cursor (the gutter marks it). */
async function cursorLine(page: Page): Promise<number> {
  return Number(await page.locator('.cm-activeLineGutter').first().textContent());
}

/** How many previews have been shown so far (`preview-timings.ts`). */
function previewsShown(page: Page): Promise<number> {
  return page.evaluate(() => window.__studioTimings?.previews.length ?? 0);
}

// No test edits src/ while this file's dev server runs (see holdDevCode).
holdDevCode();

describe('the source editor and the preview', () => {
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    studio = await sharedStudio({ [file]: text });
    open = await openStudio(studio.url);
    // The panel lists the pages once every page is checked: seconds, more on a busy machine.
    await open.page.getByRole('navigation', { name: 'Pages' }).getByRole('link').first().waitFor({ timeout: 120_000 });
    await openFile(open.page, '/editor-lines');
    await shown(sourceEditor(open.page));
    await shown(preview(open.page).getByRole('heading', { name: 'Part 12' }), 60_000);
    // At 375 px the page is shown unscaled beside the editor (a scaled frame takes clicks at scaled places).
    const phone = open.page.getByRole('button', { name: 'Phone 375' });
    await phone.click();
    expect(await phone.getAttribute('aria-pressed')).toBe('true');
    expect(await open.page.getByRole('button', { name: 'Desktop 1280' }).getAttribute('aria-pressed')).toBe('false');
  });

  afterAll(async () => {
    await open?.close();
    // The project's shared dev server: this file's page goes again.
    await studio?.restore();
  });

  it('underlines a misspelled prop with the build’s message, and fixes it from the completion list', async () => {
    const { page } = open;
    const frame = preview(page);
    const scrolled = await frame.locator('body').evaluate(() => {
      window.scrollTo(0, 700);
      return window.scrollY;
    });
    expect(scrolled).toBe(700);
    const before = await previewsShown(page);
    // What loaded on the way, for the message should the place be lost: the studio itself (main) or the preview.
    const loads: string[] = [];
    const started = performance.now();
    const onLoad = (loaded: Frame) =>
      loads.push(
        `${Math.round(performance.now() - started)} ms: ${loaded === page.mainFrame() ? 'studio' : 'preview'} ${loaded.url().slice(0, 60)}`,
      );
    page.on('framenavigated', onLoad);

    await editorToEnd(page);
    await typeInEditor(page, '\n<Section tonee="muted" title="A muted band">\n\nInside the band.\n\n</Section>\n');
    const underline = page.locator('.cm-lintRange-error');
    await shown(underline);
    expect(await underline.first().textContent()).toContain('tonee');
    const tooltip = page.locator('.cm-tooltip-lint');
    // CodeMirror opens its tooltip on a mouse move over the word; the underline drawn again by a
    // later check (a busy machine answers the checks late) closes it with the mouse standing still.
    // The mouse moves off and back until the tooltip shows.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await underline.first().hover();
        return tooltip
          .first()
          .waitFor({ state: 'visible', timeout: 3_000 })
          .then(() => true)
          .catch(() => false);
      }, expectTimeout)
      .toBe(true);
    expect(await tooltip.textContent()).toMatch(/tonee: unknown prop; did you mean tone\?/);

    // The fix, by keyboard only: the cursor onto the word, the list, the closest name first.
    await sourceEditor(page).getByText('tonee').first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    for (let step = 0; step < '<Section tonee'.length; step++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Control+Space');
    const list = page.locator('.cm-tooltip-autocomplete');
    await shown(list);
    expect(await list.locator('li[aria-selected]').textContent()).toMatch(/^tone/);
    // CodeMirror ignores Enter for a moment after the list opens (its interactionDelay), so a quick
    // Enter cannot pick by accident.
    await page.waitForTimeout(300);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.cm-tooltip-autocomplete'), null, expectTimeout);
    const fixed = await editorText(page);
    expect(fixed, fixed.slice(-200)).toContain('<Section tone="muted" title="A muted band">');
    await page.waitForFunction(() => !document.querySelector('.cm-lintRange-error'), null, expectTimeout);
    await shown(frame.getByRole('heading', { name: 'A muted band' }), 60_000);
    expect(await previewsShown(page)).toBeGreaterThan(before);
    // The preview swapped the page in place: it stayed where the copywriter had scrolled it. (A
    // reload by Vite's client on the way, as when the dev server has optimised new dependencies,
    // must keep it there too: it is scrolled back once the page is tall enough again.)
    await expect
      .poll(() => frame.locator('body').evaluate(() => window.scrollY), {
        ...expectTimeout,
        message: `the preview's place after these loads:\n${loads.join('\n') || 'none'}`,
      })
      .toBe(700);
    page.off('framenavigated', onLoad);
    const timings = await page.evaluate(() => window.__studioTimings?.previews.map((timing) => timing.ms) ?? []);
    console.log(`preview request sent → shown (ms): ${timings.join(', ')}`);
    // No exception in the studio or the preview (a page's missing favicon is a 404 of no concern here).
    expect(open.problems.filter((problem) => problem.startsWith('exception:'))).toEqual([]);
  });

  it('keeps the copywriter’s place and the latest text when Vite’s client reloads the preview', async () => {
    const { page } = open;
    const frame = preview(page);
    // Vite's client reloads the page in the frame when the dev server says so (a content file
    // changed, new dependencies optimised), here right after a scroll, before its scroll event.
    await frame.locator('body').evaluate(() => {
      Reflect.set(window, 'beforeReload', true);
      window.scrollTo(0, 500);
      location.reload();
    });
    await page.waitForFunction(
      () => {
        const view = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]')?.contentWindow;
        return !!view && !Reflect.has(view, 'beforeReload') && view.document.readyState === 'complete';
      },
      null,
      expectTimeout,
    );
    // The frame reloaded its first text; the studio puts the latest in, and the place back.
    await shown(frame.getByRole('heading', { name: 'A muted band' }), 60_000);
    await expect.poll(() => frame.locator('body').evaluate(() => window.scrollY), expectTimeout).toBe(500);
  });

  it('puts the cursor on the source line of a heading clicked in the preview', async () => {
    const { page } = open;
    await preview(page).getByRole('heading', { name: 'Part 7' }).click();
    await page.waitForFunction(
      (line) => document.querySelector('.cm-activeLineGutter')?.textContent === String(line),
      part7Line,
      expectTimeout,
    );
    expect(await cursorLine(page)).toBe(part7Line);
  });

  it('shows the preview’s problems above it, each leading to its line', async () => {
    const { page } = open;
    await editorToEnd(page);
    await typeInEditor(page, '\n<Section tonee="muted">Oops</Section>\n');
    const problems = page.getByText(/This page has 1 problem; the preview shows it as it renders now/);
    await shown(problems, 60_000);
    const problemLine = (await cursorLine(page)) - 1;
    await editorToEnd(page);
    await page.keyboard.press('ControlOrMeta+Home');
    await page.getByRole('button', { name: /tonee: unknown prop/ }).click();
    await page.waitForFunction(
      (line) => document.querySelector('.cm-activeLineGutter')?.textContent === String(line),
      problemLine,
      expectTimeout,
    );
  });
});
