// Made by tools/devanagari-font.ts from @fontsource/noto-sans-devanagari 5.3.0; do not edit.

/** The Devanagari web font's files, which pages in Hindi preload (`src/styles/devanagari-font.css` declares them). */
export const devanagariFont = {
  files: ['/fonts/noto-sans-devanagari-400.f86f14cbd1.woff2', '/fonts/noto-sans-devanagari-700.6a68069c95.woff2'],
} as const;
