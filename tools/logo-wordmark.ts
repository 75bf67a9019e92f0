/**
 * Makes `public/images/logo.svg`, the header's logo: the star mark and the wordmark "Northstar
 * Technologies" as outlines (`npx tsx tools/logo-wordmark.ts`). A wordmark written as SVG `<text>`
 * is drawn in whatever font the visitor's system has, so its width changes from one device to the
 * next (on Debian's DejaVu Sans it overran the image and lost its last letters); outlines look the
 * same everywhere and need no font.
 *
 * The letters are Noto Sans (the Latin of `@fontsource/noto-sans-devanagari`, SIL Open Font License
 * 1.1, whose outlines may be embedded): satori lays the two words out and writes each as a path.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import satori from 'satori';
import { site } from '../src/site';

const navy = '#0b1f3a';
const accent = '#0a58a8';
const markSize = 36;
/** Where the wordmark starts: the mark and a gap of 10. */
const textX = 46;
const fontSize = 17;
const logoFile = 'public/images/logo.svg';

function latinFont(root: string, weight: 400 | 700): Buffer {
  const dir = dirname(
    createRequire(join(root, 'package.json')).resolve('@fontsource/noto-sans-devanagari/package.json'),
  );
  // satori reads WOFF, not WOFF2.
  return readFileSync(join(dir, 'files', `noto-sans-devanagari-latin-${weight}-normal.woff`));
}

/** The extent of absolute path data (satori writes M, L, Q and Z only). */
function bounds(paths: readonly string[]): { minX: number; maxX: number; minY: number; maxY: number } {
  const numbers = paths.flatMap((d) => (d.match(/-?\d*\.?\d+/g) ?? []).map(Number));
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** The logo's SVG and its size; writes nothing. */
export async function logoSvg(root: string): Promise<{ svg: string; width: number; height: number }> {
  const [bold, regular] = site.name.split(' ');
  const word = (text: string, fontWeight: number, color: string, marginLeft = 0) => ({
    type: 'span',
    props: { style: { fontWeight, color, marginLeft }, children: text },
  });
  const laidOut = await satori(
    {
      type: 'div',
      props: {
        style: { display: 'flex', fontFamily: 'Noto Sans', fontSize, lineHeight: 1.5 },
        children: [word(bold, 700, navy), word(regular, 400, accent, Math.round(fontSize * 0.28))],
      },
      key: null,
    },
    {
      width: 400,
      height: 40,
      fonts: [
        { name: 'Noto Sans', data: latinFont(root, 700), weight: 700, style: 'normal' },
        { name: 'Noto Sans', data: latinFont(root, 400), weight: 400, style: 'normal' },
      ],
    },
  );
  const paths = [...laidOut.matchAll(/<path fill="(#[0-9a-f]{6})" d="([^"]+)"\/>/g)].map(([, fill, d]) => ({
    fill,
    d,
  }));
  if (paths.length !== 2) throw new Error(`expected a path per word from satori, got ${paths.length}`);
  // Centre the capitals of the first word (no descenders) on the mark, as the <text> was.
  const caps = bounds([paths[0].d]);
  const dy = Math.round((markSize / 2 - (caps.minY + caps.maxY) / 2) * 10) / 10;
  const dx = Math.round((textX - caps.minX) * 10) / 10;
  const all = bounds(paths.map((path) => path.d));
  const width = Math.ceil(dx + all.maxX + 1);
  const height = markSize;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<title>${site.name}</title>` +
    `<rect width="36" height="36" rx="7" fill="${navy}"/>` +
    '<path d="M18 6l3.2 8.8L30 18l-8.8 3.2L18 30l-3.2-8.8L6 18l8.8-3.2z" fill="#fff"/>' +
    `<g transform="translate(${dx} ${dy})">${paths.map(({ fill, d }) => `<path fill="${fill}" d="${d}"/>`).join('')}</g>` +
    '</svg>\n';
  return { svg, width, height };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..');
  const { svg, width, height } = await logoSvg(root);
  writeFileSync(join(root, logoFile), svg);
  console.log(`${logoFile}: ${width}×${height}, ${svg.length} bytes`);
}
