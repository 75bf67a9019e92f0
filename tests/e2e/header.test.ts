import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

const panel = (id: string) => `#menu-${id}`;
const isOpen = (element: Element) => element.matches(':popover-open');

describe('header at 1280 px', () => {
  it('opens a menu on hover and closes it with Escape', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/about-us');
      // Chromium has interest invokers, so the inline script gave every menu button interestfor.
      expect(
        await page
          .locator('button[interestfor]')
          .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('interestfor'))),
      ).toEqual(['menu-regions', 'menu-industries', 'menu-services', 'menu-insights', 'menu-about']);
      await page.hover('button[popovertarget=menu-industries]');
      await expect.poll(() => page.locator(panel('industries')).evaluate(isOpen)).toBe(true);
      expect(await page.locator(`${panel('industries')} ul a`).count()).toBe(15);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(panel('industries')).evaluate(isOpen)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens each menu from the keyboard alone and lets focus into it', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/about-us');
      for (const [id, count] of [
        ['industries', 15],
        ['services', 13],
        ['insights', 5],
        ['about', 4],
      ] as const) {
        await page.locator(`button[popovertarget=menu-${id}]`).focus();
        await expect.poll(() => page.locator(panel(id)).evaluate(isOpen)).toBe(true);
        await page.keyboard.press('Tab');
        expect(await page.evaluate((menu) => document.activeElement?.closest(`#menu-${menu}`) !== null, id)).toBe(true);
        expect(await page.locator(`${panel(id)} ul a`).count()).toBe(count);
        await page.keyboard.press('Escape');
      }
    } finally {
      await close();
    }
  });

  it('toggles a menu on click or tap, and marks the current page', async () => {
    const { page, close } = await openPage({ hasTouch: true });
    try {
      await page.goto(baseUrl() + '/about-us');
      await page.tap('button[popovertarget=menu-about]');
      await expect.poll(() => page.locator(panel('about')).evaluate(isOpen)).toBe(true);
      expect(await page.locator(`${panel('about')} a[aria-current=page]`).textContent()).toBe('Our Story');
    } finally {
      await close();
    }
  });

  it("colours the current section's menu button accent and the others ink", async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/services/cloud');
      const colours = await page
        .locator('button[popovertarget^=menu-]:not([popovertarget=menu-regions])')
        .evaluateAll((buttons) => buttons.map((button) => `${button.textContent} ${getComputedStyle(button).color}`));
      expect(colours).toEqual([
        'Industries rgb(15, 23, 42)',
        'Services rgb(10, 88, 168)',
        'Insights rgb(15, 23, 42)',
        'About rgb(15, 23, 42)',
      ]);
    } finally {
      await close();
    }
  });

  it('lists the nine regions under Americas, Europe and Asia Pacific in the US-EN menu', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/');
      await expect.poll(() => page.locator('button[popovertarget=menu-regions]').textContent()).toContain('US-EN');
      const hrefs = await page
        .locator('#menu-regions a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual([
        '/regions/us',
        '/regions/ca',
        '/regions/mx',
        '/regions/uk',
        '/regions/fr',
        '/regions/de',
        '/regions/in',
        '/regions/sg',
        '/regions/au',
      ]);
      expect(await page.locator('nav[aria-label=Corporate] a').allTextContents()).toEqual([
        'Careers',
        'News',
        'Events',
        'Investors',
      ]);
    } finally {
      await close();
    }
  });

  it('works with JavaScript disabled: hover opens a menu, a click toggles it', async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(baseUrl() + '/about-us');
      expect(await page.locator('script[src]').count()).toBe(0);
      // No interest invokers without the script: hovering opens the menus through site.css.
      expect(await page.locator('[interestfor]').count()).toBe(0);
      for (const id of ['services', 'regions']) {
        await page.hover(`button[popovertarget=menu-${id}]`);
        await expect.poll(() => page.locator(panel(id)).isVisible()).toBe(true);
        await page.mouse.move(640, 700);
        await expect.poll(() => page.locator(panel(id)).isVisible()).toBe(false);
      }
      await page.click('button[popovertarget=menu-about]');
      await expect.poll(() => page.locator(panel('about')).evaluate(isOpen)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator(panel('about')).evaluate(isOpen)).toBe(false);
    } finally {
      await close();
    }
  });
});

describe('header at 375 px', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`opens and closes the menu with its toggle (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { page, close } = await openPage({ viewport: { width: 375, height: 812 }, javaScriptEnabled });
      try {
        await page.goto(baseUrl() + '/investors');
        const toggle = page.locator('summary[aria-label=Menu]');
        const menu = page.locator('details:has(> summary[aria-label=Menu])');
        expect(await menu.getAttribute('open')).toBeNull();
        expect(await page.locator('summary[aria-label=Menu] .when-closed').isVisible()).toBe(true);
        await toggle.click();
        expect(await menu.getAttribute('open')).toBe('');
        expect(await page.locator('summary[aria-label=Menu] .when-open').isVisible()).toBe(true);
        expect(await page.locator('summary[aria-label=Menu] .when-closed').isVisible()).toBe(false);
        const nav = menu.locator('nav');
        await nav.locator('summary', { hasText: 'Services' }).click();
        expect(await nav.getByRole('link', { name: 'Data & AI' }).isVisible()).toBe(true);
        for (const name of ['Careers', 'News', 'Events', 'Investors', 'Contact Us'])
          expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
        expect(await nav.getByRole('link', { name: 'Contact Us', exact: true }).getAttribute('href')).toBe(
          '/contact-us',
        );
        await toggle.click();
        expect(await menu.getAttribute('open')).toBeNull();
      } finally {
        await close();
      }
    });
  }
});
