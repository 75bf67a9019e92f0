import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { createHtmlParser, type HtmlParser } from '../../review/html-tree';
import { pageSnapshot } from '../../review/page-snapshot';
import { outputFileOf } from '../../server/output-file';
import { baseUrl, builtPaths, pagePool, pagesToVisit } from './browser';

const dist = join(projectRoot, 'dist');
const paths = builtPaths(dist);
// Every page in the full tier; one page of each kind in the fast tier (`pagesToVisit`).
const visited = pagesToVisit(dist);

/**
 * A word as compared: in lower case (CSS `uppercase` changes what `innerText` returns) and
 * without the punctuation at its ends (Pagefind ends each block with a full stop; a screen-reader
 * label after a link reads "insights:"). A glued pair of words stays glued: "outlookmay".
 */
function comparable(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, ''))
    .filter(Boolean);
}

/** What each page's text is in the search index: Pagefind's fragments, by page. */
function indexedTexts(): Map<string, string> {
  const folder = join(dist, 'pagefind', 'fragment');
  const texts = new Map<string, string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.pf_fragment'))) {
    // A fragment is gzip of `pagefind_dcd` followed by the page's JSON.
    const data = gunzipSync(readFileSync(join(folder, file))).toString('utf8');
    const { url, content } = JSON.parse(data.slice(data.indexOf('{'))) as { url: string; content: string };
    texts.set(url.replace(/(.)\/$/, '$1'), content);
  }
  return texts;
}

/**
 * Every word the page shows, as Chromium lays it out: `innerText` follows CSS (a flex row's
 * children are apart, `display: none` is left out), at a wide and a narrow width, as the server
 * sends it (no script runs: the report and the index read the HTML as built), with each
 * `<details>` open, the slides of a carousel shown and what shows only with or only without a
 * script shown too. Image descriptions count: a page shows them to screen readers and Pagefind indexes them.
 */
function shownText(): string {
  for (const details of document.querySelectorAll('details')) details.open = true;
  // Without script the page hides the controls that need one (`@media (scripting: none)` in
  // src/styles/site.css); with it, the items past a finder's first page. Both are shown.
  for (const sheet of document.styleSheets)
    for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
      const rule = sheet.cssRules[index];
      if (rule instanceof CSSMediaRule && rule.conditionText.includes('scripting: none')) sheet.deleteRule(index);
    }
  // A carousel's other slides are `visibility: hidden` until scrolled to; visibility changes no layout.
  for (const element of document.querySelectorAll<HTMLElement>('body *'))
    if (getComputedStyle(element).visibility === 'hidden') element.style.visibility = 'visible';
  const alts = Array.from(document.querySelectorAll('img[alt]'), (image) => image.getAttribute('alt') ?? '');
  return [document.body.innerText, ...alts].join('\n');
}

const pool = pagePool(4, { javaScriptEnabled: false });
afterAll(() => pool.close());

let parse: HtmlParser;
let indexed: Map<string, string>;
beforeAll(async () => {
  parse = await createHtmlParser();
  indexed = indexedTexts();
});

/** The words of `text` that the page does not show, each once. */
const unshown = (text: string, shown: ReadonlySet<string>) => [
  ...new Set(comparable(text).filter((word) => !shown.has(word))),
];

// Images, fonts and media change no word; without script Chromium loads every lazy image at once.
const unread = new Set(['image', 'font', 'media']);
const routed = new WeakSet<Page>();

/** The words `page` shows at a wide and then a narrow width (the same document, laid out again). */
async function shownWords(page: Page, path: string): Promise<Set<string>> {
  if (!routed.has(page)) {
    routed.add(page);
    await page.route('**/*', (route) =>
      unread.has(route.request().resourceType()) ? route.abort() : route.continue(),
    );
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  const shown = new Set(comparable(await page.evaluate(shownText)));
  await page.setViewportSize({ width: 375, height: 812 });
  for (const word of comparable(await page.evaluate(shownText))) shown.add(word);
  return shown;
}

describe.concurrent('every page of the build', () => {
  it.each(visited)(
    '%s: the report and the search index hold no word the page does not show',
    async (path) => {
      const shown = await pool.use(({ page }) => shownWords(page, path));

      const { regions } = pageSnapshot(parse(readFileSync(join(dist, outputFileOf(path)), 'utf8')));
      const reportText = Object.values(regions)
        .flatMap((region) => region.sections)
        .flatMap((section) => [section.heading?.text ?? '', ...section.words])
        .join(' ');
      expect(unshown(reportText, shown), 'words in the report that the page does not show').toEqual([]);

      const searchText = indexed.get(path);
      if (searchText !== undefined)
        expect(unshown(searchText, shown), 'words in the search index that the page does not show').toEqual([]);
    },
    180_000,
  );

  it('reads the search index of most pages', () => {
    expect(indexed.size).toBeGreaterThan(paths.length * 0.8);
    expect(indexed.get('/services/cloud')).toContain('Cloud');
  });
});
