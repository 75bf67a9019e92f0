import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, baseUrl, openPage } from './browser';

interface Card {
  title: string;
  /** The first and last day, from the `<time>` elements. */
  days: string[];
  labelledPast: boolean;
}

/** The event cards under the heading `heading`, as a visitor reads them. */
async function cardsUnder(page: Page, heading: string): Promise<Card[]> {
  const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
  return section.locator('li').evaluateAll((items) =>
    items.map((item) => ({
      title: item.querySelector('h3')?.textContent ?? '',
      days: [...item.querySelectorAll('time')].map((time) => time.getAttribute('datetime') ?? ''),
      labelledPast: (item.textContent ?? '').includes('Past event'),
    })),
  );
}

const lastDay = (card: Card) => card.days.at(-1) ?? '';

/**
 * Whatever day the build was made as (the split itself is pinned with injected dates in
 * tests/content/schedule.test.ts): upcoming soonest first, past apart and latest first, each past
 * card labelled, and nothing listed as upcoming ends before a past one.
 */
describe('events by date, on the events page and the home page', () => {
  for (const path of ['/events', '/']) {
    it(`${path}: upcoming soonest first, past apart, labelled and latest first; axe-clean`, async () => {
      const { page, problems, close } = await openPage();
      try {
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
        const upcoming = await cardsUnder(page, 'Upcoming events');
        const past = await cardsUnder(page, 'Past events');
        expect(upcoming.length + past.length).toBeGreaterThan(1);
        expect(upcoming.map((card) => card.days[0])).toEqual(upcoming.map((card) => card.days[0]).sort());
        expect(past.map(lastDay)).toEqual(past.map(lastDay).sort().reverse());
        expect(upcoming.filter((card) => card.labelledPast)).toEqual([]);
        expect(past.filter((card) => !card.labelledPast)).toEqual([]);
        const latestPast = past.map(lastDay).sort().at(-1) ?? '';
        expect(upcoming.filter((card) => lastDay(card) <= latestPast)).toEqual([]);
        if (path === '/events') {
          expect(upcoming.length).toBeGreaterThan(0);
          expect(past.length).toBeGreaterThan(0);
        }
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('an event page says when the event is over, and only then', async () => {
    const { page, close } = await openPage();
    try {
      await page.goto(`${baseUrl()}/events`);
      const past = await cardsUnder(page, 'Past events');
      const upcoming = await cardsUnder(page, 'Upcoming events');
      const hrefOf = async (title: string) =>
        page.getByRole('link', { name: title, exact: true }).first().getAttribute('href');
      const pastPage = await hrefOf('AI governance round table for financial services, London');
      const comingPage = await hrefOf('Core banking modernisation breakfast, London');
      const isPast = (title: string) => past.some((card) => card.title === title);
      expect(isPast('AI governance round table for financial services, London')).toBe(true);
      for (const [href, title] of [
        [pastPage, 'AI governance round table for financial services, London'],
        [comingPage, 'Core banking modernisation breakfast, London'],
      ] as const) {
        await page.goto(baseUrl() + String(href));
        const note = page.getByRole('note');
        if (isPast(title)) {
          await expect.poll(() => note.textContent()).toMatch(/^This event took place on \w+ \d+, \d{4}/);
          expect(await page.getByRole('link', { name: 'See upcoming events' }).getAttribute('href')).toBe('/events');
        } else {
          expect(upcoming.some((card) => card.title === title)).toBe(true);
          expect(await note.count()).toBe(0);
        }
        expect(await axeViolations(page)).toEqual([]);
      }
    } finally {
      await close();
    }
  });
});
