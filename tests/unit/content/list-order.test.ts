import { describe, expect, it } from 'vitest';
import { compareListOrder, inListOrder } from '../../../src/shared/list-order';

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('the one list order', () => {
  it('puts dated things newest first, whatever their order or title', () => {
    const items = [
      { title: 'A', date: '2024-01-01', order: 1 },
      { title: 'B', date: '2025-06-01' },
      { title: 'C', date: '2024-12-31', order: 5 },
    ];
    expect(titles([...items].sort(compareListOrder))).toEqual(['B', 'C', 'A']);
  });

  it('lets order decide between things of the same date, or undated ones: 1 first, then those without order, A to Z', () => {
    const items = [
      { title: 'Zeta' },
      { title: 'Alpha' },
      { title: 'Mid', order: 2 },
      { title: 'First', order: 1 },
      { title: 'beta' },
    ];
    expect(titles([...items].sort(compareListOrder))).toEqual(['First', 'Mid', 'Alpha', 'beta', 'Zeta']);
    const sameDay = [
      { title: 'B', date: '2025-01-01' },
      { title: 'A', date: '2025-01-01', order: 3 },
    ];
    expect(titles([...sameDay].sort(compareListOrder))).toEqual(['A', 'B']);
  });

  it('sorts pages by their frontmatter without changing the list it is given', () => {
    const pages = [{ frontmatter: { title: 'B' } }, { frontmatter: { title: 'A' } }];
    expect(inListOrder(pages).map((page) => page.frontmatter.title)).toEqual(['A', 'B']);
    expect(pages[0].frontmatter.title).toBe('B');
  });
});
