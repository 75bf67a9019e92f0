import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';

/**
 * Nothing the browser scrolls to hides under the sticky header: the job application sent with its
 * first field empty scrolls to that field, and the field and its label are both in view, below the
 * header, at 1280 px (sticky header) and at 375 px (header scrolls away).
 */
describe('focus never hides under the header', () => {
  for (const width of [1280, 375])
    it(`at ${width} px, the application's first invalid field shows with its label below the header`, async () => {
      const { page, problems, close } = await openPage({ viewport: { width, height: 800 } });
      try {
        await page.goto(`${baseUrl()}/jobs/cloud-solutions-architect`);
        const form = page.locator('#apply form');
        // Scrolled so the first field is far above: the browser must bring it back into view.
        await form.getByRole('button', { name: 'Send application' }).scrollIntoViewIfNeeded();
        await form.getByRole('button', { name: 'Send application' }).click();
        const field = form.getByLabel('Full name');
        await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
        const placed = await field.evaluate((element) => {
          const label = document.querySelector(`label[for="${element.id}"]`);
          const header = document.querySelector('body header');
          const headerBottom =
            header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
          return {
            headerBottom,
            labelTop: label?.getBoundingClientRect().top ?? Number.NaN,
            fieldBottom: element.getBoundingClientRect().bottom,
            viewport: window.innerHeight,
          };
        });
        expect(placed.labelTop, JSON.stringify(placed)).toBeGreaterThanOrEqual(placed.headerBottom);
        expect(placed.fieldBottom, JSON.stringify(placed)).toBeLessThanOrEqual(placed.viewport);
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
});
