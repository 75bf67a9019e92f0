import { describe, expect, it } from 'vitest';
import { blendOver } from '../../../builder/share-images/blend-over';
import { compose, encode, scanlinesBuffer, type Background } from '../../../builder/share-images/draw-share-image';
import { indexedOf } from '../../../builder/share-images/indexed-png';
import { textBox } from '../../../builder/share-images/share-template';
import { shareImageSize } from '../../../src/layout/share-image';

const { width, height } = shareImageSize;

// A white background with a grey band, and a 2×1 layer: navy, then navy at half cover.
function background(): Background {
  const rgb = Buffer.alloc(width * height * 3, 255);
  rgb.fill(200, 0, width * 3 * 10);
  return { rgb, indexed: indexedOf(rgb, width, height) };
}
const text = { pixels: new Uint8Array([11, 31, 58, 255, 6, 16, 29, 128]), width: 2, height: 1, left: 3, top: 4 };

function expected(): Buffer {
  const rgb = Buffer.from(background().rgb);
  blendOver(rgb, width, text, textBox.left + 3, textBox.top + 4);
  return rgb;
}

describe('compose', () => {
  it('lays the text where its box and its own place say, as palette indices', () => {
    const pixels = compose(background(), text, scanlinesBuffer());
    if (!('indexed' in pixels)) throw new Error('expected an indexed card');
    const { scanlines, palette } = pixels.indexed;
    const rgb = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        rgb.writeUIntBE(palette.colours[scanlines[y * (width + 1) + 1 + x]], (y * width + x) * 3, 3);
    expect(rgb.equals(expected())).toBe(true);
  });

  it('falls back to RGB, and to sharp, when the colours would not fit a palette', async () => {
    const full = background();
    for (let colour = 1; full.indexed!.palette.colours.length < 256; colour++) full.indexed!.palette.indexOf(colour);
    const pixels = compose(full, text, scanlinesBuffer());
    expect('rgb' in pixels && pixels.rgb.equals(expected())).toBe(true);
    expect((await encode(pixels))[25]).toBe(2);
  });
});
