import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import { shareImageSize } from '../../src/layout/share-image';
import { blendOver, rgbOf, type Layer } from './blend-over';
import type { ShareCard } from './share-card';
import { shareFonts } from './share-fonts';
import { backgroundElement, textBox, textElement } from './share-template';

type SatoriNode = Parameters<typeof satori>[0];

/** Satori lays the element out as SVG (text as paths); resvg paints it, on this thread: it takes about 2 ms. */
async function paint(element: unknown, size: { width: number; height: number }): Promise<Layer> {
  const svg = await satori(element as SatoriNode, { ...size, fonts: shareFonts() });
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

// A section's background, painted once: the text is all that differs between its pages' cards.
const backgrounds = new Map<string, Promise<Buffer>>();

function backgroundOf(colour: string): Promise<Buffer> {
  let background = backgrounds.get(colour);
  if (!background) {
    background = paint(backgroundElement(colour), shareImageSize).then((layer) => rgbOf(layer.pixels));
    backgrounds.set(colour, background);
  }
  return background;
}

/**
 * One card as a 1200×630 PNG: its text painted alone and laid over its section's background.
 * Painting the whole card for each page took about 25 ms; most of that was the same pixels every time.
 */
export async function drawShareImage(card: ShareCard): Promise<Buffer> {
  const [background, text] = await Promise.all([backgroundOf(card.colour), paint(textElement(card), textBox)]);
  const image = Buffer.from(background);
  blendOver(image, shareImageSize.width, text, textBox.left, textBox.top);
  return sharp(image, { raw: { ...shareImageSize, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
