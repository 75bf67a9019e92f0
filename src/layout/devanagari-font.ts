// Made by tools/devanagari-font.ts from @fontsource/noto-sans-devanagari 5.3.0; do not edit.

/** The Devanagari web font of pages in Hindi: its stylesheet and the font files to preload. */
export const devanagariFont = {
  stylesheet: '/fonts/devanagari.793527976d.css',
  files: ['/fonts/noto-sans-devanagari-400.f86f14cbd1.woff2', '/fonts/noto-sans-devanagari-700.6a68069c95.woff2'],
} as const;
