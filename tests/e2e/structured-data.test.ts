import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

describe('JSON-LD in Chromium', () => {
  it('data blocks under the strict CSP: parsed as data, no violation reported', async () => {
    const { page, problems, close } = await openPage();
    try {
      for (const [path, types] of [
        ['/', ['Organization', 'WebSite']],
        ['/jobs/data-scientist', ['BreadcrumbList', 'JobPosting']],
      ] as const) {
        // Wait for the home page's islands to load, so leaving it aborts no request.
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        const found = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) =>
            scripts.map((script) => (JSON.parse(script.textContent ?? '') as { '@type': string })['@type']),
          );
        expect(found).toEqual(types);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
