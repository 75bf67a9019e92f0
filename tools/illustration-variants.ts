/**
 * Makes the variants of the site's illustrations (`npx tsx tools/illustration-variants.ts`; run it
 * again after changing or adding an illustration): for each `public/images/illustrations/<theme>.svg`,
 * `<theme>-2.svg` mirrors its shapes and lines and swaps its two shape colours, and `<theme>-3.svg`
 * turns them half a turn. The background and the palette stay, so a variant reads as the same
 * family; the layout differs, so two cards side by side no longer look alike
 * (`src/components/illustration-choice.ts` picks them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { familyOf, illustrationThemes } from '../src/components/illustration-choice';

const size = { width: 640, height: 360 };

/** The background `<rect>` and everything drawn over it, of an illustration as the site writes them. */
function layers(svg: string): { open: string; background: string; drawing: string } {
  const match = /^(<svg[^>]*>)(<rect width="640" height="360" fill="#[0-9a-f]{6}"\/>)(.*)<\/svg>\s*$/s.exec(svg);
  if (!match) throw new Error('not an illustration of the usual shape: <svg><rect background/>…</svg>');
  const [, open, background, drawing] = match;
  return { open, background, drawing };
}

/** The two colours of the shapes (the background's and the lines' left out), in the order they first appear. */
function shapeColours(drawing: string): [string, string] {
  const counts = new Map<string, number>();
  for (const [, colour] of drawing.matchAll(/<(?:circle|rect)\b[^>]*fill="(#[0-9a-f]{6})"/g))
    counts.set(colour, (counts.get(colour) ?? 0) + 1);
  const colours = [...counts.keys()];
  if (colours.length !== 2) throw new Error(`expected two shape colours, found ${colours.join(', ')}`);
  return [colours[0], colours[1]];
}

export function illustrationVariants(svg: string): string[] {
  const { open, background, drawing } = layers(svg);
  const [first, second] = shapeColours(drawing);
  const swapped = drawing.replace(/fill="(#[0-9a-f]{6})"/g, (attribute, colour: string) =>
    colour === first ? `fill="${second}"` : colour === second ? `fill="${first}"` : attribute,
  );
  const mirrored = `<g transform="matrix(-1 0 0 1 ${size.width} 0)">${swapped}</g>`;
  const turned = `<g transform="rotate(180 ${size.width / 2} ${size.height / 2})">${drawing}</g>`;
  return [mirrored, turned].map((group) => `${open}${background}${group}</svg>\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const folder = join(import.meta.dirname, '..', 'public');
  for (const theme of illustrationThemes) {
    const [original, ...variants] = familyOf(theme);
    const svg = readFileSync(join(folder, original), 'utf8');
    illustrationVariants(svg).forEach((content, index) => {
      writeFileSync(join(folder, variants[index]), content);
      console.log(`public${variants[index]} ${content.length} bytes`);
    });
  }
}
