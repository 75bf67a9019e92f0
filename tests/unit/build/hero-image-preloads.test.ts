import { describe, expect, it } from 'vitest';
import { heroImagePreloads } from '../../../builder/hero-image-preloads';

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

  it('preloads a photo hero by its first <picture> source (AVIF), not by the fallback it would not use', () => {
    const body =
      '<picture><source type="image/avif" srcSet="/images/photos/h-1-480.avif 480w, /images/photos/h-1-960.avif 960w" sizes="100vw"/>' +
      '<source type="image/webp" srcSet="/images/photos/h-1-480.webp 480w" sizes="100vw"/>' +
      '<img src="/images/photos/h-1-960.jpg" width="960" height="540" loading="eager" fetchPriority="high"/></picture>' +
      '<picture><source type="image/avif" srcSet="/images/photos/s-2-480.avif 480w" sizes="100vw"/>' +
      '<img src="/images/photos/s-2-480.jpg" loading="lazy" fetchPriority="auto"/></picture>';
    expect(heroImagePreloads(body)).toEqual([
      {
        type: 'image/avif',
        srcset: '/images/photos/h-1-480.avif 480w, /images/photos/h-1-960.avif 960w',
        sizes: '100vw',
      },
    ]);
  });

  it('unescapes the URL, which the document escapes again', () => {
    expect(heroImagePreloads('<img fetchpriority="high" src="/i.svg?a=1&amp;b=2"/>')).toEqual(['/i.svg?a=1&b=2']);
  });
});
