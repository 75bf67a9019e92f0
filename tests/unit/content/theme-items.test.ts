import { describe, expect, it } from 'vitest';
import { blogPostPages, insightPages, researchPages } from '../../../src/shared/collection-pages';
import { pageEntries } from '../../../src/shared/pages';
import { themeItems } from '../../../src/shared/theme-items';
import { themeSlugOf } from '../../../src/shared/theme-paths';

const themes = pageEntries.map((page) => themeSlugOf(page.path)).filter((slug) => slug !== null);

describe('themeItems on the real pages', () => {
  it('finds the nine theme pages', () => {
    expect([...themes].sort()).toEqual([
      'cloud-native',
      'customer-experience',
      'data-strategy',
      'future-of-work',
      'generative-ai',
      'metaverse-web3',
      'platform-business',
      'security-resilience',
      'sustainable-technology',
    ]);
  });

  it('counts what the specification shows on the theme cards: 10, 8 and 12', () => {
    expect(themeItems('generative-ai')).toHaveLength(10);
    expect(themeItems('sustainable-technology')).toHaveLength(8);
    expect(themeItems('future-of-work')).toHaveLength(12);
  });

  it.each(themes)('%s: every tagged insight, blog post and research item, once, newest first', (theme) => {
    const items = themeItems(theme);
    expect(items.length).toBeGreaterThan(0);
    const tagged = [...insightPages(), ...blogPostPages(), ...researchPages()]
      .filter((page) => page.frontmatter.themes.includes(theme))
      .map((page) => page.path);
    expect(items.map((item) => item.href).sort()).toEqual([...tagged].sort());
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gathers from all three collections, each as its card shows it', () => {
    const items = themeItems('future-of-work');
    expect(new Set(items.map((item) => item.kind))).toEqual(new Set(['insight', 'blog-post', 'research']));
    expect(items.find((item) => item.href === '/blog/future-work')).toEqual({
      kind: 'blog-post',
      href: '/blog/future-work',
      title: 'The future of work is a design problem, not a forecast',
      summary:
        'Forecasts about jobs swing between extremes. A task-level view of work, a deliberate hybrid model and continuous learning give leaders something they can act on this year.',
      kicker: 'Technology Strategy',
      date: '2025-04-17',
    });
    expect(items.find((item) => item.href === '/insights/research/ai-and-the-shape-of-work')).toMatchObject({
      kind: 'research',
      kicker: 'Survey Report',
      date: '2025-06-17',
    });
    expect(items.find((item) => item.href === '/insights/world-economic-forum')).toMatchObject({
      kind: 'insight',
      image: { src: expect.stringMatching(/^\/images\//), alt: expect.any(String) },
    });
    expect(items.filter((item) => item.kind !== 'insight').every((item) => item.image === undefined)).toBe(true);
  });

  it('includes white papers, and finds nothing for a theme no page names', () => {
    expect(themeItems('security-resilience')).toContainEqual(
      expect.objectContaining({ kind: 'research', href: '/whitepapers/zero-trust', kicker: 'White Paper' }),
    );
    expect(themeItems('no-such-theme')).toEqual([]);
  });
});
