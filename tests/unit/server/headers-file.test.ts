import { describe, expect, it } from 'vitest';
import {
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
  patternMatches,
  type HeaderRule,
} from '../../../server/headers-file';

const rules: HeaderRule[] = [
  { pattern: '/*', headers: { 'X-Frame-Options': 'DENY', 'Cache-Control': 'public, max-age=0, must-revalidate' } },
  { pattern: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
  { pattern: '/forms/*', headers: { 'Content-Security-Policy': "form-action 'self' https://forms.example.com" } },
];

describe('formatHeadersFile', () => {
  it('writes each pattern with its headers indented below', () => {
    expect(formatHeadersFile(rules.slice(0, 2))).toBe(
      [
        '/*',
        '  X-Frame-Options: DENY',
        '  Cache-Control: public, max-age=0, must-revalidate',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
      ].join('\n'),
    );
  });
});

describe('parseHeadersFile', () => {
  it('reads back what formatHeadersFile writes', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('skips blank lines and comments', () => {
    expect(parseHeadersFile('# Headers\n\n/*\n  # note\n  X-A: 1\n')).toEqual([
      { pattern: '/*', headers: { 'X-A': '1' } },
    ]);
  });

  it('refuses a header before any pattern, or a line without a colon', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('_headers: cannot read line "X-A: 1"');
    expect(() => parseHeadersFile('/*\n  nonsense\n')).toThrow('_headers: cannot read line "nonsense"');
  });
});

describe('patternMatches', () => {
  it('matches * against any run of characters', () => {
    expect(patternMatches('/*', '/')).toBe(true);
    expect(patternMatches('/*', '/about/team')).toBe(true);
    expect(patternMatches('/assets/*', '/assets/app-1a2b.js')).toBe(true);
    expect(patternMatches('/assets/*', '/about')).toBe(false);
    expect(patternMatches('/assets/*', '/assets')).toBe(false);
  });

  it('matches a pattern without * exactly', () => {
    expect(patternMatches('/about', '/about')).toBe(true);
    expect(patternMatches('/about', '/about/team')).toBe(false);
  });

  it('treats regex characters literally', () => {
    expect(patternMatches('/a.html', '/a.html')).toBe(true);
    expect(patternMatches('/a.html', '/aXhtml')).toBe(false);
    expect(patternMatches('/(x)+', '/(x)+')).toBe(true);
    expect(patternMatches('/(x)+', '/xx')).toBe(false);
  });
});

describe('headersFor', () => {
  it('applies every matching rule, later ones overriding earlier ones', () => {
    expect(headersFor(rules, '/assets/app.js')).toEqual({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/about')).toEqual({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
  });

  it('follows the order of the rules, not their specificity', () => {
    expect(headersFor([...rules].reverse(), '/assets/app.js')['Cache-Control']).toBe(
      'public, max-age=0, must-revalidate',
    );
  });

  it('returns no headers when nothing matches', () => {
    expect(headersFor(rules.slice(1), '/about')).toEqual({});
  });
});
