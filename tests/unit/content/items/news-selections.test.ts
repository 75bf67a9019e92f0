import { describe, expect, it } from 'vitest';
import type { NewsItem } from '../../../../src/shared/items/news-item';
import {
  featuredNewsItems,
  investorNewsItems,
  newsroomItems,
  pressStripItems,
} from '../../../../src/shared/items/news-selections';

function item(title: string, fields: Partial<NewsItem> = {}): NewsItem {
  const href = fields.href ?? `/news/${title}`;
  return {
    file: `pages/news/${title}.mdx`,
    title,
    date: '2025-01-01',
    kind: 'Press release',
    label: 'Press release',
    summary: 'S',
    cardTitle: title,
    cardSummary: 'S',
    href,
    stripHref: href,
    featured: false,
    investors: false,
    ...fields,
  };
}

const items = [
  item('a', { featured: true, stripTitle: 'A' }),
  item('b', { href: '#', stripHref: '/investors#financials', stripTitle: 'B', investors: true, featured: true }),
  item('c', { featured: true, investors: true, stripTitle: 'C' }),
  item('d', { href: '#', stripTitle: 'D' }),
  item('e', { featured: true }),
];
const titles = (list: NewsItem[]) => list.map((one) => one.title);

describe('which news items each place shows', () => {
  it('the newsroom: every item that leads somewhere', () => {
    expect(titles(newsroomItems(items))).toEqual(['a', 'c', 'e']);
  });

  it('the press strip: items with a strip headline whose line leads somewhere, up to the limit', () => {
    expect(titles(pressStripItems(items, 3))).toEqual(['a', 'b', 'c']);
    expect(titles(pressStripItems(items, 1))).toEqual(['a']);
  });

  it('the home page cards: featured items that lead somewhere, up to the limit', () => {
    expect(titles(featuredNewsItems(items, 2))).toEqual(['a', 'c']);
  });

  it('investor news: the items marked for investors, unpublished ones too', () => {
    expect(titles(investorNewsItems(items))).toEqual(['b', 'c']);
  });
});
