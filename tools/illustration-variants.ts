/**
 * Makes the variants of the site's illustrations (`npx tsx tools/illustration-variants.ts`; run it
 * again after changing or adding an illustration): for each `public/images/illustrations/<theme>.svg`,
 * `<theme>-2.svg` moves its shapes round, swaps their two colours and mirrors the drawing, and
 * `<theme>-3.svg` moves them round otherwise and turns the drawing half a turn. The background and
 * the palette stay, so a variant reads as the same family; the composition differs, so two cards
 * side by side no longer look alike (`src/components/illustration-choice.ts` picks them).
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

/** A shape's centre, read from a `<circle>` or a `<rect>`. */
function centreOf(shape: string): { x: number; y: number } {
  const number = (name: string) => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(shape)?.[1] ?? Number.NaN);
  if (shape.startsWith('<circle')) return { x: number('cx'), y: number('cy') };
  return { x: number('x') + number('width') / 2, y: number('y') + number('height') / 2 };
}

/** The shape drawn with its centre at `centre`, its size and colour kept. */
function movedTo(shape: string, centre: { x: number; y: number }): string {
  if (shape.startsWith('<circle'))
    return shape.replace(/\scx="[^"]*"/, ` cx="${centre.x}"`).replace(/\scy="[^"]*"/, ` cy="${centre.y}"`);
  const number = (name: string) => Number(new RegExp(`\\s${name}="(-?[\\d.]+)"`).exec(shape)?.[1] ?? Number.NaN);
  const x = Math.round(centre.x - number('width') / 2);
  const y = Math.round(centre.y - number('height') / 2);
  return shape.replace(/\sx="[^"]*"/, ` x="${x}"`).replace(/\sy="[^"]*"/, ` y="${y}"`);
}

/**
 * The shapes moved round: each takes the place of the one `step` further on, so the composition
 * changes while every size, colour and opacity stays.
 */
function rearranged(drawing: string, step: number): string {
  const shapes = drawing.match(/<(?:circle|rect)\b[^>]*\/>/g) ?? [];
  const centres = shapes.map(centreOf);
  let index = 0;
  return drawing.replace(/<(?:circle|rect)\b[^>]*\/>/g, (shape) =>
    movedTo(shape, centres[(index++ + step) % centres.length]),
  );
}

export function illustrationVariants(svg: string): string[] {
  const { open, background, drawing } = layers(svg);
  const [first, second] = shapeColours(drawing);
  const swapped = drawing.replace(/fill="(#[0-9a-f]{6})"/g, (attribute, colour: string) =>
    colour === first ? `fill="${second}"` : colour === second ? `fill="${first}"` : attribute,
  );
  // The lines run the other way in the mirrored variant; the shapes change places in both.
  const mirrored = `<g transform="matrix(-1 0 0 1 ${size.width} 0)">${rearranged(swapped, 3)}</g>`;
  const turned = `<g transform="rotate(180 ${size.width / 2} ${size.height / 2})">${rearranged(drawing, 5)}</g>`;
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
