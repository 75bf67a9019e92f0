import { describe, expect, it } from 'vitest';
import { heroImagePreloads } from '../../../build/hero-image-preloads';

describe('heroImagePreloads', () => {
  it('preloads the images marked fetchpriority=high, as React writes them', () => {
    const body =
      '<img src="/images/hero-1.svg" alt="" width="640" height="360" loading="eager" fetchPriority="high"/>' +
      '<img src="/images/hero-2.svg" alt="" width="640" height="360" loading="lazy" fetchPriority="auto"/>';
    expect(heroImagePreloads(body)).toEqual(['/images/hero-1.svg']);
  });

  it('preloads nothing on a page without such an image', () => {
    expect(heroImagePreloads('<img src="/images/logo.svg" alt="Home" width="180" height="36"/>')).toEqual([]);
  });

  it('unescapes the URL, which the document escapes again', () => {
    expect(heroImagePreloads('<img fetchpriority="high" src="/i.svg?a=1&amp;b=2"/>')).toEqual(['/i.svg?a=1&b=2']);
  });
});
