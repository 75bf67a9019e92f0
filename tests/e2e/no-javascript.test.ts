import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, type WatchedPage } from './browser';

describe('pages without JavaScript', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    watched = await openPage({ javaScriptEnabled: false });
  });
  afterAll(() => watched.close());

  it('a page without islands has no script file, only the speculation rules and the menu script inline, and JSON-LD data', async () => {
    await watched.page.goto(baseUrl() + '/services/cloud');
    expect(await watched.page.locator('script[src]').count()).toBe(0);
    expect(
      await watched.page
        .locator('script')
        .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('type'))),
    ).toEqual(['application/ld+json', 'speculationrules', null]);
    expect(await watched.page.locator('link[rel=modulepreload]').count()).toBe(0);
  });

  it('a page without islands reads in full with JavaScript off', async () => {
    await watched.page.goto(baseUrl() + '/industries/banking');
    await expect.poll(() => watched.page.getByRole('heading', { level: 1 }).textContent()).toContain('Banking');
    expect(await watched.page.getByRole('link', { name: /Read case study/ }).count()).toBeGreaterThanOrEqual(2);
    // The stylesheet applies: the hero band is dark.
    const background = await watched.page
      .locator('main section')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(11, 31, 58)');
  });

  it('the investor news is listed in full without JavaScript', async () => {
    await watched.page.goto(baseUrl() + '/investors');
    expect(await watched.page.locator('#news li h3').count()).toBe(3);
  });

  it('the page with an island names only the small client entry, and preloads no island code', async () => {
    await watched.page.goto(baseUrl() + '/investors');
    const scripts = await watched.page
      .locator('script[src]')
      .evaluateAll((elements) => elements.map((element) => element.outerHTML));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="module" src="\/assets\/entry-client-[\w-]+\.js"><\/script>$/);
    expect(await watched.page.locator('link[rel=modulepreload]').count()).toBe(0);
  });
});

describe('island code with JavaScript on', () => {
  it('loads after the load event and the first contentful paint: the hydration runtime and the islands of the page, no other', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/investors', { waitUntil: 'networkidle' });
      // The browser's own clock: when each script was requested against when the load event began
      // and when content was first painted.
      // The islands are loaded when the browser is idle after the load event: on a busy machine that
      // may come after the network was quiet for 500 ms, so their requests are waited for.
      const scriptNames = () =>
        page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          const [painted] = performance.getEntriesByName('first-contentful-paint');
          return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
            .map((entry) => {
              const after = entry.startTime >= navigation.loadEventStart && entry.startTime >= painted.startTime;
              return `${new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '')} ${after ? 'after' : 'before'} load and paint`;
            });
        });
      await expect
        .poll(scriptNames, { timeout: 15_000 })
        .toEqual(
          expect.arrayContaining([
            '/assets/entry-client before load and paint',
            '/assets/hydrate-islands after load and paint',
            '/assets/InvestorNews after load and paint',
          ]),
        );
      const names = await scriptNames();
      expect(names.filter((name) => name.includes('HeroCarousel'))).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the client entry', () => {
  it('fails with "Failed to find root element" on a page without #root', async () => {
    const watched = await openPage();
    try {
      await watched.page.goto(baseUrl() + '/investors', { waitUntil: 'networkidle' });
      const entry = await watched.page.locator('script[type=module]').getAttribute('src');
      // Same origin, so the module loads under the site's own CSP.
      await watched.page.route(baseUrl() + '/no-root-here', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>x</title><script type="module" src="${entry}"></script>`,
        }),
      );
      const error = watched.page.waitForEvent('pageerror');
      await watched.page.goto(baseUrl() + '/no-root-here');
      expect((await error).message).toBe('Failed to find root element');
    } finally {
      await watched.close();
    }
  });
});
