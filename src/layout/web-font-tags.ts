import { devanagariFont } from './devanagari-font';
import type { HeadTag } from './head-tags';

/**
 * The web font of a page's language: Hindi pages load Noto Sans Devanagari (its stylesheet, and
 * its two files preloaded so the swap from the fallback comes early); other pages load no font.
 */
export function webFontTags(lang: string): HeadTag[] {
  if (lang !== 'hi') return [];
  return [
    ...devanagariFont.files.map((href): HeadTag => ({
      tag: 'link',
      // Fonts are fetched in CORS mode: a preload without `crossorigin` would be fetched twice.
      attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
    })),
    { tag: 'link', attrs: { rel: 'stylesheet', href: devanagariFont.stylesheet } },
  ];
}
