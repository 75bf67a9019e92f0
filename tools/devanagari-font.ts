/**
 * Makes the site's Devanagari web font from `@fontsource/noto-sans-devanagari`
 * (`npx tsx tools/devanagari-font.ts`; run it again after updating that package):
 *
 * - `public/fonts/noto-sans-devanagari-<weight>.<hash>.woff2`: the Devanagari subset in the two
 *   weights the type scale needs (400 for text and `font-medium`, 700 for headings and
 *   `font-semibold`, which the browser matches to the nearer face without synthesising);
 * - `src/styles/devanagari-font.css`: their `@font-face` rules (`font-display: swap`, the subset's
 *   `unicode-range`, so Latin letters and digits keep the site's own stack) and the `:lang(hi)`
 *   stack with Noto Sans Devanagari first. It is part of every page's stylesheet: a browser
 *   fetches a face only when the page shows a character of its range, so the "हिन्दी में पढ़ें"
 *   link of an English page renders in it, and a page without Devanagari fetches no font;
 * - `public/fonts/devanagari.<hash>.css`: the same rules as a file of the built site, which no
 *   page links: the reviewer's report (`review/html/report-fonts.ts`) takes its fonts from there;
 * - `src/layout/devanagari-font.ts`: the font files' URLs, which Hindi pages preload.
 *
 * The font files' names carry a hash of the content, so `/fonts/*` can be cached as immutable.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

const packageName = '@fontsource/noto-sans-devanagari';
const family = 'Noto Sans Devanagari';
export const fontWeights = [400, 700] as const;
const fontsFolder = 'public/fonts';
const moduleFile = 'src/layout/devanagari-font.ts';
const stylesheetFile = 'src/styles/devanagari-font.css';

export interface GeneratedFile {
  /** Path from the project root. */
  path: string;
  content: Buffer;
}

function shortHash(content: Buffer | string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 10);
}

function packageDir(root: string): string {
  return dirname(createRequire(join(root, 'package.json')).resolve(`${packageName}/package.json`));
}

/** Every file the font needs, computed from the installed package; writes nothing. */
export async function devanagariFontFiles(root: string): Promise<GeneratedFile[]> {
  const dir = packageDir(root);
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  const { devanagari: unicodeRange } = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const fonts = fontWeights.map((weight) => {
    const content = readFileSync(join(dir, 'files', `noto-sans-devanagari-devanagari-${weight}-normal.woff2`));
    return { weight, content, url: `/fonts/noto-sans-devanagari-${weight}.${shortHash(content)}.woff2` };
  });
  // Written as Prettier would write it, so `npm run format:check` passes over it.
  const css = await format(
    [
      `/* ${family} ${version} (${packageName}, SIL Open Font License 1.1), Devanagari subset.`,
      '   Made by tools/devanagari-font.ts; do not edit. On every page: a face is fetched only where',
      '   Devanagari is shown. */',
      ...fonts.map(
        ({ weight, url }) =>
          `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};font-display:swap;` +
          `src:url(${url}) format("woff2");unicode-range:${unicodeRange}}`,
      ),
      // Any element in Hindi, on an English page too, so its Devanagari does not depend on the fonts installed.
      `:lang(hi){font-family:"${family}",var(--font-sans)}`,
    ].join('\n'),
    { ...(await resolveConfig(join(root, stylesheetFile))), parser: 'css' },
  );
  const module = await format(
    [
      `// Made by tools/devanagari-font.ts from ${packageName} ${version}; do not edit.`,
      '',
      "/** The Devanagari web font's files, which pages in Hindi preload (`src/styles/devanagari-font.css` declares them). */",
      'export const devanagariFont = {',
      `  files: [${fonts.map(({ url }) => `'${url}'`).join(', ')}],`,
      '} as const;',
    ].join('\n'),
    { ...(await resolveConfig(join(root, moduleFile))), parser: 'typescript' },
  );
  return [
    ...fonts.map(({ url, content }) => ({ path: `public${url}`, content })),
    { path: stylesheetFile, content: Buffer.from(css) },
    { path: `public/fonts/devanagari.${shortHash(css)}.css`, content: Buffer.from(css) },
    { path: moduleFile, content: Buffer.from(module) },
  ];
}

/** Writes the files and removes older versions from `public/fonts/`. */
export async function writeDevanagariFont(root: string): Promise<GeneratedFile[]> {
  const files = await devanagariFontFiles(root);
  const keep = new Set(files.map((file) => file.path));
  for (const name of readdirSync(join(root, fontsFolder))) {
    const path = `${fontsFolder}/${name}`;
    if (/^(noto-sans-devanagari-\d+|devanagari)\.[0-9a-f]+\.(woff2|css)$/.test(name) && !keep.has(path))
      rmSync(join(root, path));
  }
  for (const file of files) writeFileSync(join(root, file.path), file.content);
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..');
  for (const file of await writeDevanagariFont(root)) console.log(`${file.path} ${file.content.length} bytes`);
}
