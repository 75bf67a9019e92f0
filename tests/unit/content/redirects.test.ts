import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../../src/shared/page-entry';
import { redirectsOf } from '../../../content/redirects';

function entry(path: string, aliases: PageEntry['frontmatter']['aliases']): Pick<PageEntry, 'path' | 'frontmatter'> {
  return {
    path,
    frontmatter: {
      title: 'T',
      description: 'D',
      aliases,
      lang: 'en',
      draft: false,
      noindex: false,
      allowHashLinks: false,
    },
  };
}

describe('redirectsOf', () => {
  it('redirects a string alias to the page', () => {
    expect(redirectsOf([entry('/about', ['/about-us', '/company'])])).toEqual([
      { from: '/about-us', to: '/about' },
      { from: '/company', to: '/about' },
    ]);
  });

  it('redirects an object alias to the anchor on the page', () => {
    expect(redirectsOf([entry('/investors', [{ path: '/financials', anchor: 'reports' }])])).toEqual([
      { from: '/financials', to: '/investors#reports' },
    ]);
  });

  it('collects aliases of every page, and none for pages without', () => {
    expect(redirectsOf([entry('/', []), entry('/a', ['/x']), entry('/b', [{ path: '/y', anchor: 'z' }])])).toEqual([
      { from: '/x', to: '/a' },
      { from: '/y', to: '/b#z' },
    ]);
  });
});
