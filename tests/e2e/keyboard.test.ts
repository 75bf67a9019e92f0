import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

type Region = 'skip link' | 'header' | 'carousel' | 'main' | 'form' | 'footer';

interface FocusStop {
  /** Tag, accessible-ish name and position: enough to tell two stops apart and to read a failure. */
  label: string;
  region: Region;
  /** The focused element draws an outline or shadow it does not draw unfocused. */
  ringShown: boolean;
  /** The ring is the site's own (`site-focus-ring`): a solid 3 px outline, not the browser's or a box shadow. */
  siteRing: boolean;
  /** The focused element is rendered, has a size and lies in the viewport after focus scrolled to it. */
  onScreen: boolean;
}

const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Records every focusable element's outline and shadow before anything has focus. */
function recordUnfocusedLooks(selector: string): void {
  const looks = new WeakMap<Element, string>();
  for (const element of document.querySelectorAll(selector)) {
    const style = getComputedStyle(element);
    looks.set(element, `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`);
  }
  (window as unknown as { unfocusedLooks: WeakMap<Element, string> }).unfocusedLooks = looks;
}

/** Where focus is now, and whether it can be seen. */
function focusStop(): FocusStop | null {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const style = getComputedStyle(element);
  const looks = (window as unknown as { unfocusedLooks: WeakMap<Element, string> }).unfocusedLooks;
  const look = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`;
  const transparent = /rgba\([^)]*,\s*0\)|transparent/;
  const outline =
    style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent.test(style.outlineColor);
  const shadow = style.boxShadow !== 'none' && !transparent.test(style.boxShadow);
  const rect = element.getBoundingClientRect();
  const onScreen =
    element.checkVisibility({ visibilityProperty: true }) &&
    rect.width > 0 &&
    rect.height > 0 &&
    rect.bottom > 0 &&
    rect.top < window.innerHeight;
  const region: Region = element.matches('a[href="#main"]')
    ? 'skip link'
    : element.closest('header')
      ? 'header'
      : element.closest('section[aria-roledescription=carousel]')
        ? 'carousel'
        : element.closest('footer form')
          ? 'form'
          : element.closest('footer')
            ? 'footer'
            : 'main';
  const name = (element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.textContent ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  const index = Array.from(document.querySelectorAll('*')).indexOf(element);
  return {
    label: `${element.tagName.toLowerCase()} "${name}" #${index}`,
    region,
    ringShown: (outline || shadow) && look !== looks.get(element),
    siteRing: style.outlineStyle === 'solid' && style.outlineWidth === '3px',
    onScreen,
  };
}

async function press(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<FocusStop | null> {
  await page.keyboard.press(key);
  return page.evaluate(focusStop);
}

/** Regions in the order focus enters them, each once while focus moves on. */
function regionRuns(stops: readonly FocusStop[]): Region[] {
  return stops.map((stop) => stop.region).filter((region, index, regions) => region !== regions[index - 1]);
}

describe('keyboard on the home page at 1280 px', () => {
  it('tabs from the skip link through the header, the carousel and the inquiry form with focus always visible, never trapped, and back with Shift+Tab', async () => {
    const { page, problems, close } = await openPage();
    try {
      // A paused clock keeps the carousel on its first slide however long the test takes.
      const start = Date.parse('2026-01-05T09:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 60_000);
      await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
      await expect.poll(() => page.getByRole('button', { name: /slide rotation/ }).isVisible()).toBe(true);
      // The menus' interest delays (120 ms to show a panel on focus, site.css) are the browser's own
      // timers, which the paused clock does not hold: on a loaded machine a press takes longer than
      // that, a panel shows mid-walk and the order walked depends on the machine's speed. The walk
      // is of the page with its menus closed (menus.test.ts covers the panels), so interest waits.
      // A rule added to the site's own stylesheet (CSSOM): the CSP refuses a new <style> element.
      await page.evaluate(() => {
        const sheet = document.styleSheets[0];
        sheet.insertRule('.nav-trigger { interest-delay: 1000s !important; }', sheet.cssRules.length);
      });
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.querySelector('.nav-trigger')!).getPropertyValue('interest-delay-start'),
        ),
      ).toBe('1000s');
      await page.evaluate(recordUnfocusedLooks, focusable);

      // Forward until focus has left the form for the footer links below it.
      const forward: FocusStop[] = [];
      for (let presses = 0; presses < 300; presses++) {
        const stop = await press(page, 'Tab');
        expect(stop, `Tab ${presses + 1} left focus nowhere`).not.toBeNull();
        forward.push(stop!);
        if (stop!.region === 'footer' && forward.some((earlier) => earlier.region === 'form')) break;
      }
      expect(regionRuns(forward)).toEqual(['skip link', 'header', 'carousel', 'main', 'form', 'footer']);
      expect(forward.filter((stop) => !stop.ringShown).map((stop) => stop.label)).toEqual([]);
      expect(forward.filter((stop) => !stop.siteRing).map((stop) => stop.label)).toEqual([]);
      expect(forward.filter((stop) => !stop.onScreen).map((stop) => stop.label)).toEqual([]);
      // Never trapped: no element takes focus twice on the way down.
      expect(new Set(forward.map((stop) => stop.label)).size).toBe(forward.length);
      const inForm = forward.filter((stop) => stop.region === 'form');
      expect(inForm.length).toBeGreaterThanOrEqual(9);
      const inCarousel = forward.filter((stop) => stop.region === 'carousel');
      // Keyboard focus inside the carousel stops its rotation for good, so its button offers Start.
      expect(inCarousel.map((stop) => stop.label).join('\n')).toMatch(
        /button "Start slide rotation"[\s\S]*button "Go to slide 1/,
      );

      // Back up from the footer to the very first stop.
      const backward: FocusStop[] = [];
      for (let presses = 0; presses < forward.length - 1; presses++) {
        const stop = await press(page, 'Shift+Tab');
        expect(stop, `Shift+Tab ${presses + 1} left focus nowhere`).not.toBeNull();
        backward.push(stop!);
      }
      expect(regionRuns(backward)).toEqual(['form', 'main', 'carousel', 'header', 'skip link']);
      expect(backward.filter((stop) => !stop.ringShown).map((stop) => stop.label)).toEqual([]);
      expect(backward.filter((stop) => stop.region === 'form').map((stop) => stop.label)).toEqual(
        inForm.map((stop) => stop.label).reverse(),
      );
      expect(backward.filter((stop) => stop.region === 'carousel').map((stop) => stop.label)).toEqual(
        inCarousel.map((stop) => stop.label).reverse(),
      );
      expect(backward.at(-1)!.label).toBe(forward[0].label);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('keyboard on the home page at 375 px', () => {
  it('opens the menu from the keyboard, reaches every entry with focus visible, opens a group, leaves and closes it', async () => {
    const { page, problems, close } = await openPage({ viewport: { width: 375, height: 800 } });
    try {
      await page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
      await page.evaluate(recordUnfocusedLooks, focusable);
      const menu = page.locator('header details:has(> summary[aria-label="Menu"])');
      const isOpen = () => menu.evaluate((details) => (details as HTMLDetailsElement).open);

      const toMenu: FocusStop[] = [];
      for (let presses = 0; presses < 6 && !toMenu.at(-1)?.label.startsWith('summary "Menu"'); presses++)
        toMenu.push((await press(page, 'Tab'))!);
      expect(toMenu.map((stop) => stop.label.split(' #')[0])).toEqual([
        'a "Skip to main content"',
        expect.stringMatching(/^a "/),
        'summary "Menu"',
      ]);
      await page.keyboard.press('Enter');
      expect(await isOpen()).toBe(true);

      const inMenu: FocusStop[] = [];
      for (let presses = 0; presses < 40; presses++) {
        const stop = (await press(page, 'Tab'))!;
        if (stop.region !== 'header') break;
        inMenu.push(stop);
        // Open the Services group on the way and walk through its links too.
        if (stop.label.startsWith('summary "Services')) await page.keyboard.press('Enter');
      }
      const names = inMenu.map((stop) => stop.label.split(' #')[0]);
      expect(names).toEqual(
        expect.arrayContaining([
          'summary "Industries"',
          'summary "Services"',
          'a "Cloud"',
          'summary "Insights"',
          'summary "About"',
          'a "Careers"',
          'a "Contact Us"',
        ]),
      );
      expect(names.indexOf('a "Cloud"')).toBeGreaterThan(names.indexOf('summary "Services"'));
      expect(inMenu.filter((stop) => !stop.ringShown).map((stop) => stop.label)).toEqual([]);
      expect([...toMenu, ...inMenu].filter((stop) => !stop.siteRing).map((stop) => stop.label)).toEqual([]);
      expect(inMenu.filter((stop) => !stop.onScreen).map((stop) => stop.label)).toEqual([]);
      expect(new Set(names).size).toBe(names.length);

      // Focus left the menu for the page, so it is not trapped; back to the toggle to close it.
      for (let presses = 0; presses <= inMenu.length; presses++) await press(page, 'Shift+Tab');
      expect((await page.evaluate(focusStop))?.label).toMatch(/^summary "Menu"/);
      await page.keyboard.press('Enter');
      expect(await isOpen()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
