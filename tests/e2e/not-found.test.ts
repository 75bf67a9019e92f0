import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';

describe('the 404 page', () => {
  it('is served with status 404 and offers the site search and the main sections', async () => {
    const { page, problems, close } = await openPage();
    try {
      const missing: string[] = [];
      page.on('response', (answer) => {
        if (answer.status() === 404) missing.push(new URL(answer.url()).pathname);
      });
      const response = await page.goto(baseUrl() + '/no-such-page/at-all', { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('We could not find that page');
      const sections = page.getByRole('navigation', { name: 'Browse by section' }).getByRole('link');
      const hrefs = await sections.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining(['/services', '/industries', '/careers', '/sitemap']));
      const box = page.locator('main').getByLabel('Search the site');
      await box.fill('banking');
      await box.press('Enter');
      await page.locator('[data-island="SiteSearch"] ol li h2 a').first().waitFor();
      expect(await page.locator('[data-island="SiteSearch"] ol li h2 a').first().getAttribute('href')).toBe(
        '/industries/banking',
      );
      expect(await axeViolations(page)).toEqual([]);
      // The page's own status is the one 404 Chromium reports; nothing it loads is missing.
      expect(missing).toEqual(['/no-such-page/at-all']);
      expect(problems.filter((problem) => !problem.endsWith('status of 404 (Not Found)'))).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const width of [1280, 375])
    it(`at ${width} px, suggests the page a mistyped address meant, worked out in the browser with no request`, async () => {
      const { page, problems, close } = await openPage({ viewport: { width, height: 900 } });
      try {
        const requests: string[] = [];
        page.on('request', (request) => requests.push(new URL(request.url()).pathname));
        await page.goto(baseUrl() + '/services/clod', { waitUntil: 'networkidle' });
        const suggestion = page.locator('main').getByText('Did you mean');
        await suggestion.waitFor();
        expect(await suggestion.textContent()).toBe('Did you mean Cloud Services?');
        expect(await suggestion.getByRole('link', { name: 'Cloud Services' }).getAttribute('href')).toBe(
          '/services/cloud',
        );
        // The page's own files only: no question to the server about the address.
        expect(requests.filter((path) => !/\.(js|css|woff2|svg|png|webp|avif|jpg|ico|json)$/.test(path))).toEqual([
          '/services/clod',
        ]);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems.filter((problem) => !problem.endsWith('status of 404 (Not Found)'))).toEqual([]);
      } finally {
        await close();
      }
    });

  it('without JavaScript, its search box is a form that leads to the search page', async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(baseUrl() + '/no-such-page');
      const box = page.locator('main').getByLabel('Search the site');
      await box.fill('cloud');
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=cloud');
    } finally {
      await close();
    }
  });
});
