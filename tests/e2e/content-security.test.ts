import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

describe('the Content-Security-Policy in the browser', () => {
  it("allows the page's inline scripts, the speculation rules and the menu script, by their hashes", async () => {
    const { page, problems, close } = await openPage();
    try {
      const response = await page.goto(baseUrl() + '/services/cloud');
      const csp = (await response!.allHeaders())['content-security-policy'];
      const inline = await page
        // JSON-LD is data the browser never runs: it needs no hash (and gets none).
        .locator('script:not([src]):not([type="application/ld+json"])')
        .evaluateAll((scripts) =>
          scripts.map((script) => ({ type: script.getAttribute('type'), text: script.textContent ?? '' })),
        );
      expect(inline.map(({ type }) => type)).toEqual(['speculationrules', null]);
      const hashes = inline.map(({ text }) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      expect(csp.split('; ').find((directive) => directive.startsWith('script-src '))).toBe(
        `script-src 'self' ${hashes.join(' ')}`,
      );
      // Chromium parsed the rules and ran the menu script: an invalid or blocked one would be a console error or a violation.
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reports a violation as a problem of the page', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/services/cloud');
      // Evaluated through DevTools, but the elements it adds fall under the page's CSP.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      await expect
        .poll(() => problems.filter((problem) => problem.startsWith('csp: ')))
        .toEqual([expect.stringMatching(/^csp: script-src-elem blocked inline /)]);
      expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    } finally {
      await close();
    }
  });
});
