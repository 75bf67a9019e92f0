import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Font } from 'satori';

const fontFiles = join(import.meta.dirname, '../../node_modules/@fontsource/noto-sans-devanagari/files');

// Noto Sans Devanagari ships Noto Sans' Latin letters as its own Latin subset: one typeface for both scripts.
function fontsFor(subset: 'latin' | 'devanagari', name: string): Font[] {
  return ([400, 600, 700] as const).map((weight) => ({
    name,
    data: readFileSync(join(fontFiles, `noto-sans-devanagari-${subset}-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  }));
}

let fonts: Font[] | undefined;

/** The font files the card is drawn with, read once; the cache key names them. */
export const shareFontFiles = [400, 600, 700].flatMap((weight) =>
  ['latin', 'devanagari'].map((subset) => join(fontFiles, `noto-sans-devanagari-${subset}-${weight}-normal.woff`)),
);

/** The fonts satori sets the cards in, read once: satori keeps the parsed fonts per array, so every card shares one. */
export function shareFonts(): Font[] {
  fonts ??= [...fontsFor('latin', 'Noto Sans'), ...fontsFor('devanagari', 'Noto Sans Devanagari')];
  return fonts;
}
