import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';

/** A word of `pages/hi/about-us.mdx` ("engineers"), found in no English page. */
const hindiWord = 'इंजीनियरों';

/** The search island's result links, once it has shown results. */
async function resultLinks(page: Page): Promise<string[]> {
  await page.locator('[data-island="SiteSearch"] ol li h2 a').first().waitFor();
  return page
    .locator('[data-island="SiteSearch"] ol li h2 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Paths of every request the page makes (its worker's included) that belongs to search. */
function recordSearchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/pagefind/') || /^\/assets\/SiteSearch-[\w-]{8}\.js$/.test(path)) seen.push(path);
  });
  return seen;
}

describe('site search', () => {
  it('from the header on /services/cloud, "cloud migration" lands on /search?q=cloud+migration with /services/cloud among the results', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/services/cloud');
      const search = page.locator('header').getByRole('search').filter({ visible: true });
      await search.getByLabel('Search the site').fill('cloud migration');
      await search.getByLabel('Search the site').press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=cloud+migration');
      expect(await resultLinks(page)).toContain('/services/cloud');
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ results for “cloud migration”$/);
      expect(await page.locator('main').getByLabel('Search the site').inputValue()).toBe('cloud migration');
      // Pagefind's WebAssembly runs under the search page's CSP, with no violation.
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('filters by type, keeping the type in the URL, and passes axe with results shown', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/search?q=cloud+migration');
      await resultLinks(page);
      await page.getByRole('button', { name: /^Service \(\d+\)$/ }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'Service');
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toMatch(/^\d+ results? for “cloud migration” among service pages$/);
      const links = await resultLinks(page);
      expect(links.length).toBeGreaterThan(0);
      expect(links.every((href) => href.startsWith('/services/'))).toBe(true);
      expect(await page.locator('[data-island="SiteSearch"] ol li mark').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('finds the Hindi page for a Hindi word, marked as Hindi', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/search');
      await page.locator('[data-island="SiteSearch"] [data-hydrated]').waitFor();
      await page.locator('main').getByLabel('Search the site').fill(hindiWord);
      await page.locator('main').getByLabel('Search the site').press('Enter');
      expect(await resultLinks(page)).toContain('/hi/about-us');
      expect(new URL(page.url()).searchParams.get('q')).toBe(hindiWord);
      const result = page.locator('[data-island="SiteSearch"] li', { has: page.locator('a[href="/hi/about-us"]') });
      // Polled: the results of the typed word and of Enter may both be on screen for a moment while
      // the list settles (seen at load 14), each result marked Hindi once.
      await expect.poll(() => result.locator('[lang="hi"]').count(), { timeout: 15_000 }).toBe(1);
      // The typed word's query and Enter's ran at once and both merged the Hindi index: every
      // Hindi result was listed twice. Each page is listed once.
      const links = await resultLinks(page);
      expect(links.length, links.join(', ')).toBe(new Set(links).size);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('loads nothing of search on a page that was never searched, and no index on /search until its box is focused', async () => {
    const { page, problems, close } = await openPage();
    try {
      const requests = recordSearchRequests(page);
      await page.goto(baseUrl() + '/about-us', { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      expect(requests).toEqual([]);

      await page.goto(baseUrl() + '/search', { waitUntil: 'networkidle' });
      await page.locator('[data-island="SiteSearch"] [data-hydrated]').waitFor();
      await page.waitForTimeout(500);
      expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
      expect(requests).toHaveLength(1);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a fresh visitor's focus on the search box fetches Pagefind and its index before the first key, and the typed word shows its results", async () => {
    const { page, problems, close } = await openPage();
    try {
      // Each request for search's files, and the moments the box was focused and the first key typed, in order.
      const events: string[] = [];
      // The context's: Pagefind's shared worker makes most of them.
      page.context().on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/pagefind/')) events.push(path);
      });
      await page.goto(baseUrl() + '/search', { waitUntil: 'networkidle' });
      await page.locator('[data-island="SiteSearch"] [data-hydrated]').waitFor();
      const box = page.locator('main').getByLabel('Search the site');
      events.push('focus');
      await box.focus();
      // What the first query needs but the index chunk of its words: Pagefind, its worker and
      // WebAssembly, the language's metadata, all asked for on focus alone.
      const warm = [
        /^\/pagefind\/pagefind\.js$/,
        /^\/pagefind\/pagefind-entry\.json$/,
        /^\/pagefind\/wasm\.en\.pagefind$/,
        /\.pf_meta$/,
      ];
      await expect.poll(() => warm.every((wanted) => events.some((event) => wanted.test(event)))).toBe(true);
      events.push('first key');
      await page.keyboard.type('cloud', { delay: 40 });
      await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ results for “cloud”$/);
      expect(await resultLinks(page)).toContain('/services/cloud');

      const focusAt = events.indexOf('focus');
      const firstKeyAt = events.indexOf('first key');
      expect(events.slice(0, focusAt)).toEqual([]);
      for (const wanted of warm) {
        const at = events.findIndex((event) => wanted.test(event));
        expect(at, `${wanted} requested after focus, before the first key`).toBeGreaterThan(focusAt);
        expect(at).toBeLessThan(firstKeyAt);
      }
      // The index chunk and the results' fragments came after the key; Pagefind asked for nothing twice.
      expect(events.slice(firstKeyAt).some((event) => event.endsWith('.pf_fragment'))).toBe(true);
      const fetched = events.filter((event) => event.startsWith('/pagefind/'));
      expect(fetched.length).toBe(new Set(fetched).size);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('without JavaScript, /search is a GET form that points to the site map and the main sections', async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(baseUrl() + '/search?q=cloud');
      const form = page.locator('main').getByRole('search');
      expect(await form.getAttribute('action')).toBe('/search');
      expect(await form.getAttribute('method')).toBe('get');
      expect(await page.locator('main').getByRole('link', { name: 'site map', exact: true }).getAttribute('href')).toBe(
        '/sitemap',
      );
      const sections = page.getByRole('navigation', { name: 'Browse by section' }).getByRole('link');
      expect(await sections.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        expect.arrayContaining(['/services', '/industries', '/insights', '/careers', '/sitemap']),
      );
    } finally {
      await close();
    }
  });
  for (const [query, path] of [
    ['cloud', '/services/cloud'],
    ['banking', '/industries/banking'],
  ] as const) {
    it(`ranks the page named by "${query}" first (${path})`, async () => {
      const { page, close } = await openPage();
      try {
        await page.goto(`${baseUrl()}/search?q=${query}`);
        expect((await resultLinks(page))[0]).toBe(path);
      } finally {
        await close();
      }
    });
  }

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 375, height: 667 },
  ]) {
    it(`shows the first result in full without scrolling at ${viewport.width}×${viewport.height}`, async () => {
      const { page, close } = await openPage({ viewport });
      try {
        await page.goto(`${baseUrl()}/search?q=cloud`);
        await resultLinks(page);
        const first = await page.locator('[data-island="SiteSearch"] ol li').first().boundingBox();
        expect(first).not.toBeNull();
        expect(first!.y + first!.height).toBeLessThanOrEqual(viewport.height);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      } finally {
        await close();
      }
    });
  }

  it('shows snippets as the pages read: no arrows, no words glued together', async () => {
    const { page, close } = await openPage();
    try {
      const snippets: string[] = [];
      for (const query of ['banking', 'cloud', 'insights', 'case study', 'careers', 'report']) {
        await page.goto(`${baseUrl()}/search?q=${encodeURIComponent(query)}`);
        await resultLinks(page);
        snippets.push(...(await page.locator('[data-island="SiteSearch"] ol li h2 + p').allTextContents()));
      }
      expect(snippets.length).toBeGreaterThan(30);
      expect(snippets.filter((text) => /[→←↗]/.test(text))).toEqual([]);
      // A lower-case letter straight before a capital or a year is two words run together
      // ("outlookMay"), but for the words the site writes so.
      const writtenSo = new Set(['DevOps', 'IoT', 'DevSecOps', 'FinOps', 'MLOps']);
      const glued = snippets.flatMap(
        (text) =>
          text.match(/[\p{L}\d]*(\p{Ll}\p{Lu}|[a-z]\d{4}\b)[\p{L}\d]*/gu)?.filter((word) => !writtenSo.has(word)) ?? [],
      );
      expect(glued).toEqual([]);
    } finally {
      await close();
    }
  });
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 720 },
  ]) {
    it(`at ${viewport.width} px, "clod" offers "Did you mean cloud?" as a link that runs that search; "bankng" offers banking; axe clean`, async () => {
      const { page, problems, close } = await openPage({ viewport });
      try {
        await page.goto(baseUrl() + '/search?q=clod');
        const status = page.getByRole('status');
        await expect
          .poll(() => status.textContent())
          .toMatch(/^(No results|\d+ results?) for “clod”.* Did you mean cloud\?$/);
        const suggestion = status.getByRole('link', { name: 'cloud', exact: true });
        expect(await suggestion.getAttribute('href')).toBe('/search?q=cloud');
        expect(await suggestion.isVisible()).toBe(true);
        expect(await axeViolations(page)).toEqual([]);
        await suggestion.click();
        await page.waitForURL((url) => url.search === '?q=cloud');
        expect(await resultLinks(page)).toContain('/services/cloud');
        await expect.poll(() => status.textContent()).toMatch(/^\d+ results for “cloud”$/);
        expect(await page.locator('main').getByLabel('Search the site').inputValue()).toBe('cloud');

        await page.goto(baseUrl() + '/search?q=bankng');
        await expect.poll(() => status.textContent()).toMatch(/ Did you mean banking\?$/);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
