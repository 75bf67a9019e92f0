import { describe, expect, it } from 'vitest';
import { didYouMean } from '../../../src/islands/search/did-you-mean';
import { searchVocabulary } from '../../../builder/search-vocabulary';

const page = (lang: string, main: string) =>
  `<!doctype html><html lang="${lang}"><head><meta data-pagefind-meta="title[content]" content="Head words"></head><body><main data-pagefind-body>${main}</main></body></html>`;

describe('searchVocabulary: the site’s words by language, the most used first', () => {
  it('counts the words a visitor reads, not the head, scripts or what the index ignores', () => {
    const vocabulary = searchVocabulary([
      page(
        'en',
        '<h1>Cloud Services</h1><p>Cloud banking in the cloud, caf&eacute; talk.<span aria-hidden="true" data-pagefind-ignore>arrow</span></p><script>hidden()</script>',
      ),
      page('en', '<p>Banking on the <strong>cloud</strong>.</p>'),
      page('hi', '<p>हमारे इंजीनियरों</p>'),
    ]);
    expect(vocabulary).toEqual({
      en: ['cloud', 'banking', 'the', 'café', 'services', 'talk'],
      hi: ['इंजीनियरों', 'हमारे'],
    });
  });
});

describe('didYouMean: the closest words of the site', () => {
  const words = ['cloud', 'banking', 'services', 'migration', 'cold', 'india'];

  it.each([
    ['clod', 'cloud'],
    ['bankng', 'banking'],
    ['Clod migraton', 'cloud migration'],
    ['secvices', 'services'],
  ])('"%s" → "%s"', (query, suggestion) => {
    expect(didYouMean(query, words)).toBe(suggestion);
  });

  it('nothing when every word is the site’s, or none is close enough', () => {
    expect(didYouMean('cloud banking', words)).toBeUndefined();
    expect(didYouMean('zebra', words)).toBeUndefined();
    expect(didYouMean('an', words)).toBeUndefined();
  });

  it('of two words as close, the more used (the first)', () => {
    expect(didYouMean('colds', ['cold', 'coldr'])).toBe('cold');
    expect(didYouMean('colds', ['coldr', 'cold'])).toBe('coldr');
  });
});
