import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';

/**
 * The investor's path through /investors leads somewhere at every step: each "Read more" to its news
 * item's page, "Download Full Report" to the annual report, which prints without the site's menus
 * and footer; axe clean at 375 and 1280 px.
 */
describe('the investor relations pages', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px: each Read more opens its news item, and the full report opens and prints cleanly`, async () => {
      const { page, problems, close } = await openPage({ viewport: { width, height: 900 } });
      try {
        await page.goto(`${baseUrl()}/investors`);
        const news = page.locator('#news');
        const readMore = news.getByRole('link', { name: /^Read more/ });
        expect(await readMore.count()).toBe(3);
        const targets = await readMore.evaluateAll((links) =>
          links.map((link) => ({
            href: link.getAttribute('href'),
            title: link.textContent?.replace(/^Read more:\s*/, ''),
          })),
        );
        for (const { href, title } of targets) {
          expect(href, title ?? '').toMatch(/^\/news\/[a-z0-9-]+$/);
          const answer = await page.request.get(`${baseUrl()}${href}`);
          expect(answer.status(), href ?? '').toBe(200);
          expect(await answer.text(), href ?? '').toContain(`<h1 class="m-0 heading-1">${title}</h1>`);
        }
        expect(await axeViolations(page)).toEqual([]);

        await page.getByRole('link', { name: 'Download Full Report' }).click();
        await page.waitForURL(`${baseUrl()}/investors/annual-report-2023`);
        await page.getByRole('heading', { name: 'Annual Report 2023', level: 1 }).waitFor();
        expect(await page.getByRole('cell', { name: '$350M' }).count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
        await page.emulateMedia({ media: 'print' });
        // Printed, the report is its own text: no site header, breadcrumbs or footer; its sections' titles stay.
        expect(
          await page
            .locator('body > header, footer, nav[aria-label="Breadcrumb"]')
            .evaluateAll(
              (elements) => elements.filter((element) => getComputedStyle(element).display !== 'none').length,
            ),
        ).toBe(0);
        expect(await page.getByRole('heading', { name: 'The year in figures' }).isVisible()).toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
