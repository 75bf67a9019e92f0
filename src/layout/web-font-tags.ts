import { devanagariFont } from './devanagari-font';
import type { HeadTag } from './head-tags';

/**
 * The font preloads of a page's language. Every page's stylesheet declares Noto Sans Devanagari
 * for Devanagari characters only (`src/styles/devanagari-font.css`), so the browser fetches it
 * where such text shows, as for the "हिन्दी" link of an English page; Hindi pages, almost all
 * Devanagari, preload its two files so the swap from the fallback comes early.
 */
export function webFontTags(lang: string): HeadTag[] {
  if (lang !== 'hi') return [];
  return devanagariFont.files.map((href): HeadTag => ({
    tag: 'link',
    // Fonts are fetched in CORS mode: a preload without `crossorigin` would be fetched twice.
    attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
  }));
}
