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
