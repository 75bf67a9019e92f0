import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

const carousel = 'section[aria-roledescription=carousel]';
const selectedSlide = (page: Page) => page.locator(`${carousel} button[aria-current=true]`).getAttribute('aria-label');
const slide = (n: number) => new RegExp(`^Go to slide ${n}:`);

async function openHome(options: Parameters<typeof openPage>[0] = {}) {
  const watched = await openPage(options);
  // A paused clock: timers fire only when the test moves time on, however slow the page loads.
  // Paused a minute after the install time: the installed clock runs until paused, and on a busy
  // machine pausing at the install time itself can already be in its past.
  const start = new Date('2026-01-05T09:00:00Z');
  await watched.page.clock.install({ time: start });
  await watched.page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await watched.page.goto(baseUrl() + '/', { waitUntil: 'networkidle' });
  await expect
    .poll(() => watched.page.getByRole('button', { name: /slide rotation/ }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  return watched;
}

describe('home hero carousel', () => {
  it('is a labelled WAI-ARIA carousel of four slides labelled "n of 4"', async () => {
    const { page, problems, close } = await openHome();
    try {
      expect(await page.locator(carousel).getAttribute('aria-label')).toBe('Highlights');
      const labels = await page
        .locator(`${carousel} [aria-roledescription=slide]`)
        .evaluateAll((slides) => slides.map((s) => s.getAttribute('aria-label')));
      expect(labels).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
      expect(await page.locator(`${carousel} [aria-roledescription=slide]`).first().locator('ul a').count()).toBe(2);
      expect(await page.locator(`${carousel} button[aria-label^="Go to slide"]`).count()).toBe(4);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('advances every 6 s, pauses while hovered, resumes on leaving, and stops on the last slide, offering to start again', async () => {
    const { page, close } = await openHome();
    try {
      expect(await selectedSlide(page)).toMatch(slide(1));
      await page.clock.runFor(5_900);
      expect(await selectedSlide(page)).toMatch(slide(1));
      await page.clock.runFor(200);
      await expect.poll(() => selectedSlide(page)).toMatch(slide(2));
      // force: with time paused, the slide animation never settles, so skip the stability wait.
      await page.locator(carousel).hover({ force: true, position: { x: 200, y: 200 } });
      await page.clock.runFor(12_000);
      expect(await selectedSlide(page)).toMatch(slide(2));
      await page.mouse.move(5, 890);
      await page.clock.runFor(6_100);
      await expect.poll(() => selectedSlide(page)).toMatch(slide(3));
      await page.clock.runFor(6_100);
      await expect.poll(() => selectedSlide(page)).toMatch(slide(4));
      // The specification: no looping. The last slide stays, and the button says what it will do.
      await page.clock.runFor(20_000);
      expect(await selectedSlide(page)).toMatch(slide(4));
      const again = page.getByRole('button', { name: 'Start slide rotation again from the first slide' });
      expect(await again.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Pause slide rotation' }).count()).toBe(0);
      await again.click();
      await page.mouse.move(5, 890);
      await expect.poll(() => selectedSlide(page)).toMatch(slide(1));
      expect(await page.getByRole('button', { name: 'Pause slide rotation' }).isVisible()).toBe(true);
      await page.clock.runFor(6_100);
      await expect.poll(() => selectedSlide(page)).toMatch(slide(2));
    } finally {
      await close();
    }
  });

  it('jumps with the dots and moves with the arrow keys, and neither buttons nor keys wrap at the ends', async () => {
    const { page, close } = await openHome();
    try {
      const previous = page.getByRole('button', { name: 'Previous slide' });
      const next = page.getByRole('button', { name: 'Next slide' });
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isDisabled()).toBe(false);
      await page.getByRole('button', { name: slide(1) }).focus();
      await page.keyboard.press('ArrowLeft');
      await page.clock.runFor(1_000);
      expect(await selectedSlide(page)).toMatch(slide(1));
      await page.getByRole('button', { name: slide(4) }).click();
      await expect.poll(() => selectedSlide(page)).toMatch(slide(4));
      await expect.poll(() => next.isDisabled()).toBe(true);
      expect(await previous.isDisabled()).toBe(false);
      await page.keyboard.press('ArrowRight');
      await page.clock.runFor(1_000);
      expect(await selectedSlide(page)).toMatch(slide(4));
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => selectedSlide(page)).toMatch(slide(3));
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => selectedSlide(page)).toMatch(slide(4));
      await previous.click();
      await expect.poll(() => selectedSlide(page)).toMatch(slide(3));
      await page.getByRole('button', { name: slide(1) }).click();
      await expect.poll(() => selectedSlide(page)).toMatch(slide(1));
      await expect.poll(() => previous.isDisabled()).toBe(true);
    } finally {
      await close();
    }
  });

  it('stops with the pause button', async () => {
    const { page, close } = await openHome();
    try {
      await page.getByRole('button', { name: 'Pause slide rotation' }).click();
      await page.mouse.move(5, 890);
      await page.locator('body').focus();
      await page.clock.runFor(20_000);
      expect(await selectedSlide(page)).toMatch(slide(1));
      expect(await page.getByRole('button', { name: 'Start slide rotation' }).isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  it('says what its button does at every slide, and the button does it', async () => {
    const { page, close } = await openHome();
    try {
      const pause = page.getByRole('button', { name: 'Pause slide rotation' });
      const start = page.getByRole('button', { name: 'Start slide rotation' });
      await page.mouse.move(5, 890);
      await page.clock.runFor(6_100);
      await expect.poll(() => selectedSlide(page)).toMatch(slide(2));
      expect(await pause.isVisible()).toBe(true);
      await pause.click();
      await page.mouse.move(5, 890);
      await page.clock.runFor(20_000);
      expect(await selectedSlide(page)).toMatch(slide(2));
      await start.click();
      await page.mouse.move(5, 890);
      expect(await pause.isVisible()).toBe(true);
      for (const n of [3, 4]) {
        await page.clock.runFor(6_100);
        await expect.poll(() => selectedSlide(page)).toMatch(slide(n));
      }
      await expect
        .poll(() => page.getByRole('button', { name: 'Start slide rotation again from the first slide' }).isVisible())
        .toBe(true);
    } finally {
      await close();
    }
  });

  it('stops for good when keyboard focus moves into it, and says so', async () => {
    const { page, close } = await openHome();
    try {
      await page.locator(`${carousel} [aria-roledescription=slide]`).first().locator('a').first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.getByRole('button', { name: 'Start slide rotation' }).isVisible()).toBe(true);
      await page.locator('body').focus();
      await page.clock.runFor(20_000);
      expect(await selectedSlide(page)).toMatch(slide(1));
    } finally {
      await close();
    }
  });

  it('for visitors who prefer reduced motion, starts only when asked and stops at the last slide, offering to start again', async () => {
    const { page, close } = await openHome({ reducedMotion: 'reduce' });
    try {
      const start = page.getByRole('button', { name: 'Start slide rotation' });
      await expect.poll(() => start.isVisible()).toBe(true);
      await page.clock.runFor(20_000);
      expect(await selectedSlide(page)).toMatch(slide(1));
      expect(await page.getByRole('button', { name: 'Previous slide' }).isDisabled()).toBe(true);
      await start.click();
      await page.mouse.move(5, 890);
      for (const n of [2, 3, 4]) {
        await page.clock.runFor(6_100);
        await expect.poll(() => selectedSlide(page)).toMatch(slide(n));
      }
      // The end: the button no longer claims to pause anything, and nothing moves.
      const again = page.getByRole('button', { name: 'Start slide rotation again from the first slide' });
      expect(await again.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Next slide' }).isDisabled()).toBe(true);
      await page.clock.runFor(20_000);
      expect(await selectedSlide(page)).toMatch(slide(4));
      await again.click();
      await expect.poll(() => selectedSlide(page)).toMatch(slide(1));
      expect(await page.getByRole('button', { name: 'Pause slide rotation' }).isVisible()).toBe(true);
    } finally {
      await close();
    }
  });

  for (const width of [1280, 1024, 768, 375]) {
    it(`keeps everything around it still while it plays from the first slide to the last at ${width} px (CLS 0)`, async () => {
      const { page, close } = await openHome({ viewport: { width, height: 800 } });
      try {
        await page.evaluate(() => {
          const shifts: number[] = [];
          (window as unknown as { carouselShifts: number[] }).carouselShifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
          }).observe({ type: 'layout-shift' });
        });
        // The mouse stays where it starts, off the page: hovering would pause the rotation.
        for (const n of [2, 3, 4]) {
          await page.clock.runFor(6_100);
          await expect.poll(() => selectedSlide(page)).toMatch(slide(n));
          await page.clock.runFor(1_000);
        }
        expect(await page.evaluate(() => (window as unknown as { carouselShifts: number[] }).carouselShifts)).toEqual(
          [],
        );
      } finally {
        await close();
      }
    });
  }

  it('shows the first slide in full without JavaScript, with an eager high-priority image', async () => {
    const { page, close } = await openPage({ javaScriptEnabled: false });
    try {
      await page.goto(baseUrl() + '/');
      const slides = page.locator(`${carousel} [aria-roledescription=slide]`);
      expect(await slides.nth(0).locator('h2').isVisible()).toBe(true);
      expect(await slides.nth(1).locator('h2').isVisible()).toBe(false);
      expect(await slides.nth(0).locator('img').getAttribute('fetchpriority')).toBe('high');
      expect(await slides.nth(0).locator('img').getAttribute('loading')).toBe('eager');
      expect(await slides.nth(1).locator('img').getAttribute('loading')).toBe('lazy');
    } finally {
      await close();
    }
  });
});
