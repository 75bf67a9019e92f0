import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

describe('Our Story in English and Hindi', () => {
  it('each version names the other in hreflang alternates, with x-default English, and links to it', async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      for (const [path, lang, other] of [
        ['/about-us', 'en', '/hi/about-us'],
        ['/hi/about-us', 'hi', '/about-us'],
      ] as const) {
        await page.goto(baseUrl() + path);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        const alternates = await page
          .locator('link[rel=alternate][hreflang]')
          .evaluateAll((links) =>
            links.map(
              (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
            ),
          );
        expect(alternates.sort()).toEqual(['en /about-us', 'hi /hi/about-us', 'x-default /about-us']);
        expect(await page.locator(`main a[href="${other}"]`).count()).toBeGreaterThan(0);
      }
    } finally {
      await close();
    }
  });
});
