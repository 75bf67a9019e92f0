import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { shareImageSize } from '../../src/layout/share-image';
import { blendOver, rgbOf, type Layer } from './blend-over';
import type { ShareCard } from './share-card';
import { shareFonts } from './share-fonts';
import { backgroundElement, textBox, textElement } from './share-template';

type SatoriNode = Parameters<typeof satori>[0];

/** Satori lays the element out as SVG, its text as paths: about 2 ms for a card's text. */
export function layOut(element: unknown, size: { width: number; height: number }): Promise<string> {
  return satori(element as SatoriNode, { ...size, fonts: shareFonts() });
}

/** Resvg paints the SVG, on this thread: about 2 ms for a card's text. */
export function render(svg: string): Layer {
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

// A section's background, painted once: the text is all that differs between its pages' cards.
const backgrounds = new Map<string, Promise<Buffer>>();

/** The RGB pixels of a section's background (everything but the text), painted once per thread. */
export function backgroundOf(colour: string): Promise<Buffer> {
  let background = backgrounds.get(colour);
  if (!background) {
    background = layOut(backgroundElement(colour), shareImageSize).then((svg) => rgbOf(render(svg).pixels));
    backgrounds.set(colour, background);
  }
  return background;
}

/** The card's text laid over a copy of its background: the card's RGB pixels. */
export function compose(background: Buffer, text: Layer): Buffer {
  const image = Buffer.from(background);
  blendOver(image, shareImageSize.width, text, textBox.left, textBox.top);
  return image;
}

/** The card's RGB pixels as a PNG. */
export function encode(image: Buffer): Promise<Buffer> {
  return sharp(image, { raw: { ...shareImageSize, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/**
 * One card as a 1200×630 PNG: its text painted alone and laid over its section's background.
 * Painting the whole card for each page took about 25 ms; most of that was the same pixels every time.
 */
export async function drawShareImage(card: ShareCard): Promise<Buffer> {
  const [background, svg] = await Promise.all([backgroundOf(card.colour), layOut(textElement(card), textBox)]);
  return encode(compose(background, render(svg)));
}
