import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, openPage, type WatchedPage } from './browser';

describe('investor news search (an island)', () => {
  let watched: WatchedPage;
  beforeAll(async () => {
    watched = await openPage();
    await watched.page.goto(baseUrl() + '/investors', { waitUntil: 'networkidle' });
  });
  afterAll(() => watched.close());

  const titles = () => watched.page.locator('#news li h3').allTextContents();
  const search = () => watched.page.getByLabel('Search investor news');

  it('lists the three items with their dates before any search', async () => {
    expect(await titles()).toEqual([
      'Q1 2024 Financial Results',
      'Annual General Meeting Announcement',
      'Sustainability Report Released',
    ]);
    expect(
      await watched.page
        .locator('#news time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime'))),
    ).toEqual(['2024-04-15', '2024-03-10', '2024-02-20']);
  });

  it('filters live as the visitor types, ignoring case', async () => {
    await search().fill('');
    await search().pressSequentially('REPORT');
    expect(await titles()).toEqual(['Sustainability Report Released']);
    await search().fill('annual general');
    expect(await titles()).toEqual(['Annual General Meeting Announcement']);
  });

  it('finds items by their kind and label too: "AGM" the AGM notice, "results" the financial results', async () => {
    await search().fill('AGM');
    expect(await titles()).toEqual(['Annual General Meeting Announcement']);
    await search().fill('results');
    expect(await titles()).toEqual(['Q1 2024 Financial Results']);
    await search().fill('report');
    expect(await titles()).toEqual(['Sustainability Report Released']);
  });

  it('shows each item’s label above its title', async () => {
    await search().fill('');
    expect(await watched.page.locator('#news li p:first-child span').allTextContents()).toEqual([
      'Results',
      'AGM',
      'Report',
    ]);
  });

  it('offers a button that clears a search that found nothing, by keyboard too, and puts focus back in the box', async () => {
    const clear = watched.page.getByRole('button', { name: 'Clear the search' });
    await search().fill('merger');
    await expect.poll(() => clear.isVisible()).toBe(true);
    await clear.focus();
    await watched.page.keyboard.press('Enter');
    await expect.poll(() => titles()).toHaveLength(3);
    expect(await search().inputValue()).toBe('');
    expect(await search().evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await clear.count()).toBe(0);
  });

  it('matches titles, kinds and labels only, not summaries', async () => {
    // "shareholders" appears only in a summary.
    await search().fill('shareholders');
    expect(await titles()).toEqual([]);
  });

  it('says "No news found" when nothing matches, and lists all again when cleared', async () => {
    await search().fill('merger');
    expect(await titles()).toEqual([]);
    await expect.poll(() => watched.page.getByRole('status').textContent()).toBe('No news found');
    await search().fill('');
    expect(await titles()).toHaveLength(3);
  });

  it('hydrated without errors', () => {
    expect(watched.problems).toEqual([]);
  });
});
