import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { shareImageSize } from '../../src/layout/share-image';
import { blendOver, blendOverIndexed, rgbOf, type Layer } from './blend-over';
import { indexedOf, indexedPng, type IndexedImage } from './indexed-png';
import type { ShareCard } from './share-card';
import { shareFonts } from './share-fonts';
import { backgroundElement, textBox, textElement } from './share-template';

type SatoriNode = Parameters<typeof satori>[0];

/** Satori lays the element out as SVG, its text as paths: about 2 ms for a card's text. */
export function layOut(element: unknown, size: { width: number; height: number }): Promise<string> {
  return satori(element as SatoriNode, { ...size, fonts: shareFonts() });
}

const resvgOptions = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } } as const;

/** A layer and where its top left corner sits in the SVG it was painted from. */
export interface PlacedLayer extends Layer {
  left: number;
  top: number;
}

// Antialiasing reaches a pixel past a path's edge; resvg's box of a path is its control points'.
const inkMargin = 2;

/**
 * Resvg paints the SVG, on this thread: only the box around its ink (whole pixels, so each pixel
 * is painted as it would be in the whole picture). Most of a card's text box is empty; painting
 * all of it, and copying its pixels out, took nearly twice as long.
 */
export function render(svg: string): PlacedLayer {
  const resvg = new Resvg(svg, resvgOptions);
  const box = resvg.innerBBox();
  if (!box) return { pixels: new Uint8Array(0), width: 0, height: 0, left: 0, top: 0 };
  const left = Math.max(0, Math.floor(box.x) - inkMargin);
  const top = Math.max(0, Math.floor(box.y) - inkMargin);
  const right = Math.min(resvg.width, Math.ceil(box.x + box.width) + inkMargin);
  const bottom = Math.min(resvg.height, Math.ceil(box.y + box.height) + inkMargin);
  // cropByBBox takes resvg's own BBox object alone.
  box.x = left;
  box.y = top;
  box.width = right - left;
  box.height = bottom - top;
  resvg.cropByBBox(box);
  const image = resvg.render();
  return { pixels: image.pixels, width: image.width, height: image.height, left, top };
}

/** A section's background: its RGB pixels, and the same as an indexed image when it has at most 256 colours. */
export interface Background {
  rgb: Buffer;
  indexed: IndexedImage | undefined;
}

// A section's background, painted once: the text is all that differs between its pages' cards.
const backgrounds = new Map<string, Promise<Background>>();

/** The background of a section's cards (everything but the text), painted once per thread. */
export function backgroundOf(colour: string): Promise<Background> {
  let background = backgrounds.get(colour);
  if (!background) {
    background = layOut(backgroundElement(colour), shareImageSize).then((svg) => {
      const { pixels } = new Resvg(svg, resvgOptions).render();
      const rgb = rgbOf(pixels);
      return { rgb, indexed: indexedOf(rgb, shareImageSize.width, shareImageSize.height) };
    });
    backgrounds.set(colour, background);
  }
  return background;
}

/** A card's pixels: indexed when it has at most 256 colours (nearly always), RGB otherwise. */
export type CardPixels = { indexed: IndexedImage } | { rgb: Buffer };

/** Room for a card's scanlines, for card after card: a new buffer this size for each card cost page faults. */
export function scanlinesBuffer(): Buffer {
  return Buffer.allocUnsafe((shareImageSize.width + 1) * shareImageSize.height);
}

/**
 * The card's text laid over a copy of its background. Its indexed pixels are written into
 * `scanlines`, so they are good until that is used again.
 */
export function compose(background: Background, text: PlacedLayer, scanlines: Buffer): CardPixels {
  const left = textBox.left + text.left;
  const top = textBox.top + text.top;
  if (background.indexed) {
    background.indexed.scanlines.copy(scanlines);
    const indexed = { ...background.indexed, scanlines, palette: background.indexed.palette.copy() };
    if (blendOverIndexed(indexed, background.rgb, text, left, top)) return { indexed };
  }
  const rgb = Buffer.from(background.rgb);
  blendOver(rgb, shareImageSize.width, text, left, top);
  return { rgb };
}

/** The card's pixels as a PNG: a palette PNG when they allow it, the same picture either way. */
export async function encode(pixels: CardPixels): Promise<Buffer> {
  if ('indexed' in pixels) return indexedPng(pixels.indexed);
  // Loaded for the first card of more than 256 colours only, which most builds never draw.
  const { default: sharp } = await import('sharp');
  return sharp(pixels.rgb, { raw: { ...shareImageSize, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

let scanlines: Buffer | undefined;

/**
 * One card as a 1200×630 PNG: its text painted alone and laid over its section's background.
 * Painting the whole card for each page took about 25 ms; most of that was the same pixels every time.
 */
export async function drawShareImage(card: ShareCard): Promise<Buffer> {
  const [background, svg] = await Promise.all([backgroundOf(card.colour), layOut(textElement(card), textBox)]);
  // No await between compose and encode: cards drawn at once on this thread take turns at `scanlines`.
  scanlines ??= scanlinesBuffer();
  return encode(compose(background, render(svg), scanlines));
}
