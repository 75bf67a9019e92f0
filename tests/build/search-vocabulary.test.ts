import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './built-site';

const vocabulary = JSON.parse(readFileSync(join(distDir, 'pagefind/vocabulary.json'), 'utf8')) as Record<
  string,
  string[]
>;

describe('the search vocabulary beside the index', () => {
  it('holds each indexed language’s words, lower case, the most used first', () => {
    expect(Object.keys(vocabulary).sort()).toEqual(['en', 'hi']);
    expect(vocabulary.en).toEqual(expect.arrayContaining(['cloud', 'banking', 'migration']));
    expect(vocabulary.en).not.toContain('clod');
    expect(vocabulary.en.every((word) => word === word.toLowerCase() && word.length >= 3)).toBe(true);
    expect(vocabulary.en.indexOf('cloud')).toBeLessThan(vocabulary.en.indexOf('banking'));
    // A word of the Hindi page (pages/hi/about-us.mdx: "engineers").
    expect(vocabulary.hi).toContain('इंजीनियरों');
  });
});
