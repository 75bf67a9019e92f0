import { describe, expect, it } from 'vitest';
import { filterByTitle } from '../../../src/islands/filter-by-title';

const items = [
  { title: 'Quarterly Results Q1', summary: 'Revenue grew' },
  { title: 'Annual Report', summary: 'The quarterly view' },
  { title: 'New Office in Pune', summary: 'Results of expansion' },
];

describe('filterByTitle', () => {
  it('matches a substring of the title, ignoring case', () => {
    expect(filterByTitle(items, 'QUARTER')).toEqual([items[0]]);
    expect(filterByTitle(items, 'report')).toEqual([items[1]]);
  });

  it('does not look at the summary', () => {
    expect(filterByTitle(items, 'revenue')).toEqual([]);
    expect(filterByTitle(items, 'results')).toEqual([items[0]]);
  });

  it('matches the kind and the label too', () => {
    const news = [
      { title: 'Annual General Meeting Announcement', kind: 'Announcement', label: 'AGM' },
      { title: 'Q1 2024 Financial Results', kind: 'Financial results', label: 'Results' },
    ];
    expect(filterByTitle(news, 'agm')).toEqual([news[0]]);
    expect(filterByTitle(news, 'financial results')).toEqual([news[1]]);
    expect(filterByTitle(news, 'announcement')).toEqual([news[0]]);
  });

  it('trims the query', () => {
    expect(filterByTitle(items, '  pune  ')).toEqual([items[2]]);
    expect(filterByTitle(items, ' new office ')).toEqual([items[2]]);
  });

  it('returns every item for an empty or blank query, in a new array', () => {
    const all = filterByTitle(items, '');
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
    expect(filterByTitle(items, '   ')).toEqual(items);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterByTitle(items, 'zzz')).toEqual([]);
    expect(filterByTitle([], 'a')).toEqual([]);
  });
});
