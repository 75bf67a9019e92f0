import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage } from './browser';

const isOpen = (element: Element) => element.matches(':popover-open');
const siteMenu = 'header details.site-menu';

/** The rotation of a chevron (site.css draws it as a corner turned 45 degrees down, 225 up), from its computed transform. */
function chevronTurn(selector: string): number {
  const chevron = document.querySelector(selector);
  if (!chevron) throw new Error(`no ${selector}`);
  const transform = getComputedStyle(chevron).transform;
  if (transform === 'none') return 0;
  const [a, b] = transform.slice('matrix('.length).split(',').map(Number);
  return Math.round((Math.atan2(b, a) * 180) / Math.PI + 360) % 360;
}

/**
 * Every link of the header a visitor can see in each state the header can be put in: the small
 * screen menu with all its groups open, and each popover panel shown in turn. Returns the links
 * seen twice in one state (by accessible name and address), each with the state it was seen in.
 */
function linksShownTwice(): string[] {
  const header = document.querySelector('header')!;
  const visibleLinks = () =>
    Array.from(header.querySelectorAll<HTMLAnchorElement>('a[href]'))
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return (
          link.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && box.width > 0 && box.height > 0
        );
      })
      .map((link) => {
        const name = (
          link.getAttribute('aria-label') ??
          (link.innerText.trim() || link.querySelector('img')?.getAttribute('alt')) ??
          ''
        ).replace(/\s+/g, ' ');
        return `${name} -> ${link.getAttribute('href')}`;
      });
  const twice = (state: string) => {
    const seen = visibleLinks();
    return seen.filter((link, index) => seen.indexOf(link) !== index).map((link) => `${state}: ${link}`);
  };
  const found = twice('closed');
  const menu = header.querySelector<HTMLDetailsElement>('details.site-menu');
  const menuToggle = menu?.querySelector('summary');
  if (menu && menuToggle?.checkVisibility()) {
    menu.open = true;
    for (const group of menu.querySelectorAll<HTMLDetailsElement>('details')) group.open = true;
    found.push(...twice('menu open'));
    for (const group of menu.querySelectorAll<HTMLDetailsElement>('details')) group.open = false;
    menu.open = false;
  }
  for (const trigger of header.querySelectorAll<HTMLButtonElement>('button[popovertarget]')) {
    if (!trigger.checkVisibility()) continue;
    const panel = document.getElementById(trigger.getAttribute('popovertarget')!)!;
    panel.showPopover();
    found.push(...twice(`${panel.id} open`));
    panel.hidePopover();
  }
  return found;
}

const widths = Array.from({ length: 18 }, (_, step) => 320 + step * 64).concat(1440);

async function linksShownTwiceAtEveryWidth(page: Page, path: string): Promise<string[]> {
  await page.goto(baseUrl() + path);
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await page.evaluate(linksShownTwice)).map((link) => `${width} px ${link}`));
  }
  return found;
}

describe('no link of the header shows twice at any width from 320 to 1440 px', () => {
  for (const path of ['/', '/services/cloud']) {
    it(`on ${path}, every 64 px`, async () => {
      const { page, problems, close } = await openPage();
      try {
        expect(await linksShownTwiceAtEveryWidth(page, path)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('renders each main menu link and Contact Us once in the page, for every layout', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/services/cloud');
      const counts = await page.evaluate(() => {
        const inHeader = Array.from(document.querySelectorAll('header a[href]'), (link) => link.getAttribute('href'));
        const inMenus = Array.from(document.querySelectorAll('header .mega-menu a[href]'), (link) =>
          link.getAttribute('href'),
        ).concat('/contact-us');
        return inMenus.map((href) => `${href} ${inHeader.filter((other) => other === href).length}`);
      });
      expect(counts.length).toBeGreaterThan(35);
      expect(counts.filter((count) => !count.endsWith(' 1'))).toEqual([]);
      expect(counts).toContain('/services/ai-analytics 1');
    } finally {
      await close();
    }
  });
});

describe('desktop menus at 1280 px', () => {
  it('stay open when the trigger that hovering opened is clicked, and close on a second click', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/about-us');
      const trigger = page.locator('button[popovertarget=menu-services]');
      const panel = page.locator('#menu-services');
      await trigger.hover();
      await expect.poll(() => panel.evaluate(isOpen)).toBe(true);
      await trigger.click();
      // Longer than the interest delays (site.css): a toggle or a lost interest would have closed it.
      await page.waitForTimeout(500);
      expect(await panel.evaluate(isOpen)).toBe(true);
      await expect.poll(() => page.evaluate(chevronTurn, 'button[popovertarget=menu-services] .chevron')).toBe(225);
      // Clicked, it is pinned: the pointer may leave it for the page below.
      await page.mouse.move(640, 880);
      await page.waitForTimeout(500);
      expect(await panel.evaluate(isOpen)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await trigger.click();
      await expect.poll(() => panel.evaluate(isOpen)).toBe(false);
      await expect.poll(() => page.evaluate(chevronTurn, 'button[popovertarget=menu-services] .chevron')).toBe(45);
      // A click with no hover first toggles as before.
      await page.mouse.move(640, 880);
      await trigger.focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.evaluate(isOpen)).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stay open when hovered then clicked without JavaScript', async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(baseUrl() + '/about-us');
      const trigger = page.locator('button[popovertarget=menu-insights]');
      const panel = page.locator('#menu-insights');
      await trigger.hover();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await trigger.click();
      await page.mouse.move(640, 880);
      await page.waitForTimeout(300);
      expect(await panel.evaluate(isOpen)).toBe(true);
      expect(await panel.isVisible()).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('the menu at 375 px', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`locks the page's scroll while open and turns a group's chevron (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { page, problems, close } = await openPage({ viewport: { width: 375, height: 667 }, javaScriptEnabled });
      try {
        await page.goto(baseUrl() + '/services/cloud');
        const rootOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
        expect(await rootOverflow()).not.toBe('hidden');
        await page.click('summary[aria-label=Menu]');
        expect(await rootOverflow()).toBe('hidden');
        // The wheel over the page below the menu moves nothing.
        await page.mouse.move(187, 640);
        const before = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => window.scrollY)).toBe(before);

        const services = page.locator(`${siteMenu} details.menu-group:has(> summary:text-is("Services"))`);
        const servicesChevron = `${siteMenu} details.menu-group:has(#menu-services) > summary .chevron`;
        expect(await page.evaluate(chevronTurn, servicesChevron)).toBe(45);
        await services.locator('> summary').click();
        expect(await services.evaluate((group) => (group as HTMLDetailsElement).open)).toBe(true);
        await expect.poll(() => page.evaluate(chevronTurn, servicesChevron)).toBe(225);
        expect(await page.getByRole('link', { name: 'Data & AI' }).isVisible()).toBe(true);
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await services.locator('> summary').click();
        await expect.poll(() => page.evaluate(chevronTurn, servicesChevron)).toBe(45);

        await page.click('summary[aria-label=Menu]');
        expect(await rootOverflow()).not.toBe('hidden');
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('closes with Escape and puts focus back on its button', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 375, height: 667 } });
    try {
      await page.goto(baseUrl() + '/');
      const menu = page.locator(siteMenu);
      await page.locator('summary[aria-label=Menu]').focus();
      await page.keyboard.press('Enter');
      expect(await menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
      // Into the menu, past the search, onto the first group.
      for (let presses = 0; presses < 3; presses++) await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('details.site-menu') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Menu');
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
