import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, openPage, type WatchedPage } from './browser';

interface Card {
  label: string;
  title: string;
  summary: string;
}

/** The finder island's visible cards: label (category or type), title and summary. */
function visibleCards(page: Page, island: string): Promise<Card[]> {
  return page.locator(`[data-island="${island}"] li.card`).evaluateAll((items) =>
    items
      .filter((item) => (item as HTMLElement).offsetParent !== null)
      .map((item) => ({
        label: item.querySelector('span')?.textContent ?? '',
        title: item.querySelector('h3')?.textContent ?? '',
        summary: item.querySelector('h3 + p')?.textContent ?? '',
      })),
  );
}

const matches = (card: Card, text: string) =>
  `${card.title} ${card.summary}`.toLowerCase().includes(text.toLowerCase());

async function openFinder(path: string): Promise<WatchedPage> {
  const watched = await openPage();
  await watched.page.goto(baseUrl() + path);
  await watched.page.locator('[data-hydrated]').waitFor();
  return watched;
}

describe('blog: category filter and search (an island)', () => {
  let watched: WatchedPage;
  let all: Card[];
  beforeAll(async () => {
    watched = await openFinder('/insights/blog');
    all = await visibleCards(watched.page, 'BlogFinder');
  });
  afterAll(() => watched.close());

  const page = () => watched.page;
  const cards = () => visibleCards(page(), 'BlogFinder');
  const button = (name: string) => page().getByRole('button', { name, exact: true });
  const search = () => page().getByRole('searchbox', { name: 'Search articles' });
  const status = () => page().getByRole('status');

  it('starts with every post, "All" pressed and the count', async () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(await button('All').getAttribute('aria-pressed')).toBe('true');
    expect(await search().getAttribute('placeholder')).toBe('Search articles...');
    expect(await status().textContent()).toBe(`${all.length} articles`);
  });

  it('a category button shows only that category and says it is pressed', async () => {
    await button('Cloud & DevOps').click();
    const expected = all.filter((card) => card.label === 'Cloud & DevOps');
    expect(expected.length).toBeGreaterThan(0);
    expect(await cards()).toEqual(expected);
    expect(await button('Cloud & DevOps').getAttribute('aria-pressed')).toBe('true');
    expect(await button('All').getAttribute('aria-pressed')).toBe('false');
    expect(await status().textContent()).toBe(
      `${expected.length} ${expected.length === 1 ? 'article' : 'articles'} of ${all.length} match in Cloud & DevOps`,
    );
    expect(new URL(page().url()).searchParams.get('category')).toBe('cloud-devops');
  });

  it('searches title and summary, ignoring case, combined with the category', async () => {
    await button('All').click();
    await search().fill('ETHICS');
    const bySearch = all.filter((card) => matches(card, 'ethics'));
    expect(bySearch.length).toBeGreaterThan(0);
    expect(await cards()).toEqual(bySearch);

    await search().fill('career');
    await button('AI & Data').click();
    const combined = all.filter((card) => card.label === 'AI & Data' && matches(card, 'career'));
    expect(combined.length).toBeGreaterThan(0);
    expect(combined.length).toBeLessThan(all.filter((card) => matches(card, 'career')).length);
    expect(await cards()).toEqual(combined);
  });

  it('keeps the selection in the URL, so a reload shows the same view', async () => {
    const url = new URL(page().url());
    expect(url.searchParams.get('category')).toBe('ai-data');
    expect(url.searchParams.get('q')).toBe('career');
    const before = await cards();
    await page().reload();
    await page().locator('[data-hydrated]').waitFor();
    expect(await search().inputValue()).toBe('career');
    expect(await button('AI & Data').getAttribute('aria-pressed')).toBe('true');
    expect(await cards()).toEqual(before);
  });

  it('shows a clear empty state, and "Show everything" brings every post back', async () => {
    await search().fill('quantum teleportation');
    expect(await cards()).toEqual([]);
    await expect.poll(() => status().textContent()).toBe(`0 articles of ${all.length} match in AI & Data`);
    expect(await page().getByText('No articles match “quantum teleportation” in AI & Data.').isVisible()).toBe(true);
    expect(await axeViolations(page())).toEqual([]);
    await page().getByRole('button', { name: 'Show everything' }).click();
    expect(await cards()).toEqual(all);
    expect(await search().inputValue()).toBe('');
    expect(new URL(page().url()).search).toBe('');
    expect(watched.problems).toEqual([]);
  });

  it('opens a shared link in its filtered state', async () => {
    const shared = await openFinder('/insights/blog?category=ai-data');
    try {
      expect(await visibleCards(shared.page, 'BlogFinder')).toEqual(all.filter((card) => card.label === 'AI & Data'));
      expect(await shared.page.getByRole('button', { name: 'AI & Data' }).getAttribute('aria-pressed')).toBe('true');
      expect(await axeViolations(shared.page)).toEqual([]);
    } finally {
      await shared.close();
    }
  });
});

describe('research: type filter, search and Load more (an island)', () => {
  let watched: WatchedPage;
  let all: Card[];
  beforeAll(async () => {
    // Without JavaScript the whole list shows: the reference for what each control should show.
    const plain = await openPage({ javaScriptEnabled: false });
    await plain.page.goto(baseUrl() + '/insights/research');
    all = await visibleCards(plain.page, 'ResearchFinder');
    await plain.close();
    watched = await openFinder('/insights/research');
  });
  afterAll(() => watched.close());

  const page = () => watched.page;
  const cards = () => visibleCards(page(), 'ResearchFinder');
  const button = (name: string) => page().getByRole('button', { name, exact: true });
  const loadMore = () => button('Load more research');
  const search = () => page().getByRole('searchbox', { name: 'Search research' });

  it('shows the first six items, newest first, with the specification figures', async () => {
    expect(all.length).toBeGreaterThan(12);
    expect(await cards()).toEqual(all.slice(0, 6));
    const facts = await page().locator('[data-island="ResearchFinder"] li.card h3 + p + p').allTextContents();
    expect(facts.slice(0, 6)).toEqual([
      '24 pages · 2,895 downloads',
      '28 pages · 3,240 downloads',
      '45 pages · 4,456 downloads',
      '36 pages · 5,187 downloads',
      '32 pages · 5,832 downloads',
      '31 pages · 6,127 downloads',
    ]);
    expect(await page().getByRole('status').textContent()).toBe(`Showing 6 of ${all.length} research items`);
  });

  it('Load more reveals the next items, moves focus to the first new one, and goes when none are left', async () => {
    await loadMore().click();
    expect(await cards()).toEqual(all.slice(0, 12));
    expect(await page().evaluate(() => document.activeElement?.closest('li')?.querySelector('h3')?.textContent)).toBe(
      all[6].title,
    );
    await loadMore().click();
    expect(await cards()).toEqual(all);
    expect(await loadMore().count()).toBe(0);
  });

  it('a type button shows only that type', async () => {
    await button('White Papers').click();
    expect(await button('White Papers').getAttribute('aria-pressed')).toBe('true');
    expect(await button('All Research').getAttribute('aria-pressed')).toBe('false');
    const expected = all.filter((card) => card.label === 'White Paper');
    expect(expected.length).toBeGreaterThan(1);
    expect(await cards()).toEqual(expected);
    await button('Reports').click();
    expect(await cards()).toEqual(
      all.filter((card) => card.label === 'Research Report' || card.label === 'Industry Report'),
    );
    expect(new URL(page().url()).searchParams.get('type')).toBe('reports');
  });

  it('searches title and summary combined with the type, and keeps both in the URL', async () => {
    await button('All Research').click();
    await search().fill('AI');
    const bySearch = all.filter((card) => matches(card, 'ai'));
    expect(await cards()).toEqual(bySearch.slice(0, 6));
    await button('Surveys').click();
    const combined = all.filter((card) => card.label === 'Survey Report' && matches(card, 'ai'));
    expect(await cards()).toEqual(combined.slice(0, 6));
    const url = new URL(page().url());
    expect([url.searchParams.get('type'), url.searchParams.get('q')]).toEqual(['surveys', 'AI']);
    await page().reload();
    await page().locator('[data-hydrated]').waitFor();
    expect(await cards()).toEqual(combined.slice(0, 6));
    expect(await search().inputValue()).toBe('AI');
  });

  it('shows the empty state, with axe finding nothing wrong', async () => {
    await search().fill('underwater basket weaving');
    expect(await cards()).toEqual([]);
    expect(await page().getByText('No research matches “underwater basket weaving” in Surveys.').isVisible()).toBe(
      true,
    );
    expect(await loadMore().count()).toBe(0);
    expect(await axeViolations(page())).toEqual([]);
    expect(watched.problems).toEqual([]);
  });

  it('every item opens its own page', async () => {
    const hrefs = await page()
      .locator('[data-island="ResearchFinder"]')
      .evaluate((island) => {
        const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as { items: { href: string }[] };
        return props.items.map((item) => item.href);
      });
    expect(hrefs.length).toBe(all.length);
    for (const href of hrefs) {
      const response = await page().request.get(baseUrl() + href);
      expect(response.status(), href).toBe(200);
    }
  });
});

describe('insights finders without JavaScript', () => {
  for (const [path, island, minimum] of [
    ['/insights/blog', 'BlogFinder', 6],
    ['/insights/research', 'ResearchFinder', 13],
  ] as const) {
    it(`${path} lists every item and hides the controls that need a script`, async () => {
      const { page, close } = await openPage({ javaScriptEnabled: false });
      try {
        await page.goto(baseUrl() + path);
        const props = JSON.parse(
          (await page.locator(`[data-island="${island}"]`).getAttribute('data-props')) ?? '{}',
        ) as Record<string, unknown[]>;
        const count = (props.items ?? props.posts).length;
        expect(count).toBeGreaterThanOrEqual(minimum);
        expect((await visibleCards(page, island)).length).toBe(count);
        const finder = page.locator(`[data-island="${island}"]`);
        expect(await finder.getByRole('button').filter({ visible: true }).count()).toBe(0);
        expect(await finder.getByRole('searchbox').filter({ visible: true }).count()).toBe(0);
        expect(await finder.getByRole('status').filter({ visible: true }).count()).toBe(0);
      } finally {
        await close();
      }
    });
  }
});

describe('featured research', () => {
  it('the featured page shows a Research Report, a White Paper and an Industry Report, each downloading from its own page', async () => {
    const { page, problems, close } = await openPage();
    try {
      await page.goto(baseUrl() + '/insights/featured');
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Featured research' }) });
      expect(await section.locator('li.card > p:first-child > span').allTextContents()).toEqual([
        'Research Report',
        'White Paper',
        'Industry Report',
      ]);
      const downloads = section.getByRole('link', { name: /^Download/ });
      expect(await downloads.count()).toBe(3);
      for (const href of await downloads.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect((await page.request.get(baseUrl() + href)).status(), String(href)).toBe(200);
      }
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
