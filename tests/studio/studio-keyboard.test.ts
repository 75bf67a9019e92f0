import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { studioPath } from '../../studio/shared/api';
import { holdDevCode, openStudio, sharedStudio, shown, type OpenStudio, type SharedStudio } from './harness';

/**
 * The studio by keyboard alone: skip links to the list, the fields, the text and the preview, and a
 * page list that is one Tab stop, moved in with the arrow keys and by typing a title's first letters.
 */

const expectTimeout = { timeout: 30_000 };
const file = 'pages/services/cloud.mdx';

/** What has focus: a page entry's file, else the element's accessible name or tag. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return '';
    if (element.dataset.file) return `entry ${element.dataset.file}`;
    if (element.closest('.cm-content')) return 'editor';
    if (element.closest('#fields-body')) return `field ${element.getAttribute('id') ?? element.tagName}`;
    return `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`;
  });
}

/** The page entries' files and titles, in the list's order. */
function entries(page: Page): Promise<{ file: string; title: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#studio-page-list [data-file]')].map((entry) => ({
      file: entry.dataset.file ?? '',
      title: entry.querySelector('.page-title')?.textContent ?? '',
    })),
  );
}

holdDevCode();

describe('the studio by keyboard', () => {
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    studio = await sharedStudio();
    open = await openStudio(studio.url);
    await open.page.goto(`${studio.url}${studioPath}?file=${encodeURIComponent(file)}`);
    await shown(open.page.getByLabel('Title', { exact: true }), 30_000);
  });

  afterAll(async () => {
    await open?.close();
    await studio?.restore();
  });

  it('the first Tab reaches the skip links, which lead to the list, the fields, the text and the preview', async () => {
    const { page } = open;
    const skips: [string, RegExp][] = [
      ['Skip to the page list', /^entry pages\/services\/cloud\.mdx$/],
      ['Skip to the fields', /^field /],
      ['Skip to the text', /^editor$/],
      ['Skip to the preview', /^iframe/],
    ];
    // After a load, the first Tab.
    await page.reload();
    await shown(page.getByLabel('Title', { exact: true }), 30_000);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a Skip to the page list');
    for (const [name, target] of skips) {
      const link = page.getByRole('link', { name });
      await link.focus();
      // Out of sight until focused, then on screen.
      expect(await link.evaluate((element) => element.getBoundingClientRect().left >= 0)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(page), expectTimeout).toMatch(target);
    }
    expect(
      await page
        .getByRole('link', { name: 'Skip to the text' })
        .evaluate((element) => element.getBoundingClientRect().right),
    ).toBeLessThan(0);
  });

  it('the page list is one Tab stop: Tab goes in at the open page and out at the next Tab', async () => {
    const { page } = open;
    await page.getByRole('searchbox', { name: 'Filter pages' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`entry ${file}`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).not.toMatch(/^entry /);
    const stops = await page.evaluate(
      () => document.querySelectorAll('#studio-page-list [data-file][tabindex="0"]').length,
    );
    expect(stops).toBe(1);
  });

  it('arrow keys, Home and End move in the list; typed letters go to the next title starting with them', async () => {
    const { page } = open;
    const list = await entries(page);
    expect(list.length).toBeGreaterThan(50);
    const at = list.findIndex((entry) => entry.file === file);
    await page.locator(`[data-file="${file}"]`).focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe(`entry ${list[at + 1].file}`);
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toBe(`entry ${file}`);
    await page.keyboard.press('End');
    expect(await focused(page)).toBe(`entry ${list.at(-1)?.file}`);
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe(`entry ${list[0].file}`);

    // A title of at least three words, found by its first four letters typed quickly.
    const wanted = list.find((entry, index) => index > 0 && /^[a-z]{4}/i.test(entry.title));
    if (!wanted) throw new Error('no title starts with four letters');
    const prefix = wanted.title.slice(0, 4).toLowerCase();
    const expected = list.slice(1).find((entry) => entry.title.toLowerCase().startsWith(prefix));
    await page.keyboard.type(prefix);
    expect(await focused(page)).toBe(`entry ${expected?.file}`);
    // Enter opens the page focused.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.top-file code').textContent(), expectTimeout).toBe(expected?.file);
  });
});
