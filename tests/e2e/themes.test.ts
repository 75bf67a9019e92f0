import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';

/** The specification's insight counts on the three main theme cards. */
const mainThemes = { 'generative-ai': 10, 'sustainable-technology': 8, 'future-of-work': 12 };
const moreThemes = [
  'metaverse-web3',
  'security-resilience',
  'cloud-native',
  'data-strategy',
  'customer-experience',
  'platform-business',
];

/** Each theme card's link and eyebrow on /insights/themes, as served. */
async function themeCards(): Promise<Map<string, string | null>> {
  const { page, close } = await openPage({ javaScriptEnabled: false });
  try {
    await page.goto(`${baseUrl()}/insights/themes`);
    const cards = await page
      .locator('main article.card')
      .evaluateAll((articles) =>
        articles.map(
          (article) =>
            [
              article.querySelector('a')?.getAttribute('href') ?? '',
              article.querySelector('.eyebrow')?.textContent ?? null,
            ] as const,
        ),
      );
    return new Map(cards);
  } finally {
    await close();
  }
}

/** The links of the items a theme page lists, as served. */
async function listedOn(theme: string): Promise<string[]> {
  const { page, close } = await openPage({ javaScriptEnabled: false });
  try {
    await page.goto(`${baseUrl()}/insights/themes/${theme}`);
    const section = page.locator('main section', {
      has: page.getByRole('heading', { name: 'Insights on this theme' }),
    });
    return await section
      .locator('li.card a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  } finally {
    await close();
  }
}

describe.concurrent('/insights/themes counts what each theme page lists', () => {
  it.each(Object.entries(mainThemes))(
    '%s: the card reads %i insights and its page lists as many',
    async (theme, count) => {
      const cards = await themeCards();
      expect(cards.get(`/insights/themes/${theme}`)).toBe(`${count} insights`);
      const listed = await listedOn(theme);
      expect(listed).toHaveLength(count);
      expect(new Set(listed).size).toBe(count);
    },
  );

  it.each(moreThemes)('%s: linked without a count, and its page lists pages that exist', async (theme) => {
    const cards = await themeCards();
    expect(cards.has(`/insights/themes/${theme}`)).toBe(true);
    expect(cards.get(`/insights/themes/${theme}`)).toBeNull();
    const listed = await listedOn(theme);
    expect(listed.length).toBeGreaterThan(0);
    for (const href of listed) expect((await fetch(baseUrl() + href)).status).toBe(200);
  });

  it('a main theme lists insight articles, blog posts and research items', async () => {
    const listed = await listedOn('future-of-work');
    expect(listed).toContain('/insights/ai-future');
    expect(listed).toContain('/blog/future-work');
    expect(listed).toContain('/insights/research/ai-and-the-shape-of-work');
  });
});
