import { describe, expect, it } from 'vitest';
import { extraLanguagesFor } from '../../../src/islands/search/query-languages';
import { readSearchQuery, withSearchQuery } from '../../../src/islands/search/search-url';

describe('the search page’s URL', () => {
  it('reads the words and a known type, and ignores an unknown type', () => {
    expect(readSearchQuery('?q=cloud+migration&type=Case+study')).toEqual({
      text: 'cloud migration',
      type: 'Case study',
    });
    expect(readSearchQuery('?q=cloud&type=Podcast')).toEqual({ text: 'cloud', type: '' });
    expect(readSearchQuery('')).toEqual({ text: '', type: '' });
  });

  it('writes them back, trimmed, leaving out empty ones and keeping other parameters', () => {
    expect(withSearchQuery('https://example.com/search?utm=x', { text: ' cloud migration ', type: 'Service' })).toBe(
      '/search?utm=x&q=cloud+migration&type=Service',
    );
    expect(withSearchQuery('https://example.com/search?q=old&type=Job', { text: '', type: '' })).toBe('/search');
  });
});

describe('extraLanguagesFor', () => {
  it('adds the Hindi index for a query in Devanagari on an English page, and nothing else', () => {
    expect(extraLanguagesFor('कहानी', 'en')).toEqual(['hi']);
    expect(extraLanguagesFor('cloud कहानी', 'en')).toEqual(['hi']);
    expect(extraLanguagesFor('cloud migration', 'en')).toEqual([]);
    expect(extraLanguagesFor('कहानी', 'hi')).toEqual([]);
  });
});
