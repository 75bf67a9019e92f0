import { describe, expect, it } from 'vitest';
import { filterValueOf, findItems, readFinderQuery, withFinderQuery } from '../../../src/islands/finder/finder-query';

const items = [
  { title: 'Platform engineering at scale', summary: 'Developer platforms and cloud cost', filter: 'reports' },
  { title: 'Zero trust in practice', summary: 'Verifying every user and device', filter: 'white-papers' },
  { title: 'Cloud cost benchmark', summary: 'What a survey of leaders found', filter: 'surveys' },
];

describe('findItems', () => {
  it('returns everything for no filter and no search', () => {
    expect(findItems(items, { filter: '', search: '' })).toEqual(items);
  });

  it('keeps the items of the chosen filter', () => {
    expect(findItems(items, { filter: 'surveys', search: '' })).toEqual([items[2]]);
  });

  it('searches title and summary, ignoring case and surrounding spaces', () => {
    expect(findItems(items, { filter: '', search: '  CLOUD ' })).toEqual([items[0], items[2]]);
    expect(findItems(items, { filter: '', search: 'device' })).toEqual([items[1]]);
  });

  it('combines the filter with the search', () => {
    expect(findItems(items, { filter: 'reports', search: 'cloud' })).toEqual([items[0]]);
    expect(findItems(items, { filter: 'white-papers', search: 'cloud' })).toEqual([]);
  });
});

describe('readFinderQuery', () => {
  const values = ['ai-data', 'cloud-devops'];

  it('reads the filter and the search text', () => {
    expect(readFinderQuery('?category=ai-data&q=ethics', 'category', values)).toEqual({
      filter: 'ai-data',
      search: 'ethics',
    });
  });

  it('ignores a filter value the finder does not have', () => {
    expect(readFinderQuery('?category=gardening&q=x', 'category', values)).toEqual({ filter: '', search: 'x' });
  });

  it('reads nothing from an empty query string', () => {
    expect(readFinderQuery('', 'category', values)).toEqual({ filter: '', search: '' });
  });
});

describe('withFinderQuery', () => {
  it('sets the parameters and keeps other ones and the fragment', () => {
    expect(
      withFinderQuery('https://example.test/insights/blog?utm=x#all', 'category', {
        filter: 'ai-data',
        search: ' AI & ethics ',
      }),
    ).toBe('/insights/blog?utm=x&category=ai-data&q=AI+%26+ethics#all');
  });

  it('removes empty parameters', () => {
    expect(
      withFinderQuery('https://example.test/insights/blog?category=ai-data&q=x', 'category', {
        filter: '',
        search: '  ',
      }),
    ).toBe('/insights/blog');
  });

  it('round-trips through readFinderQuery', () => {
    const query = { filter: 'cloud-devops', search: 'Kubernetes & cost?' };
    const url = new URL(withFinderQuery('https://example.test/b', 'category', query), 'https://example.test');
    expect(readFinderQuery(url.search, 'category', ['cloud-devops'])).toEqual(query);
  });
});

describe('filterValueOf', () => {
  it('makes URL-friendly values of the category names', () => {
    expect(['AI & Data', 'Cloud & DevOps', 'Digital Experience', 'Technology Strategy'].map(filterValueOf)).toEqual([
      'ai-data',
      'cloud-devops',
      'digital-experience',
      'technology-strategy',
    ]);
  });
});
