import { describe, expect, it } from 'vitest';
import { blendOver, blendOverIndexed, rgbOf } from '../../../builder/share-images/blend-over';
import { indexedOf } from '../../../builder/share-images/indexed-png';

describe('blendOver', () => {
  const white = () => Buffer.alloc(3 * 3 * 3, 255);

  it('lays premultiplied pixels over the background where the layer is, and leaves the rest', () => {
    const image = white();
    // A 1×2 layer: opaque navy, then navy at half cover (premultiplied: each channel halved).
    const layer = { pixels: new Uint8Array([11, 31, 58, 255, 6, 16, 29, 128]), width: 1, height: 2 };
    blendOver(image, 3, layer, 1, 1);
    const at = (x: number, y: number) => [...image.subarray((y * 3 + x) * 3, (y * 3 + x) * 3 + 3)];
    expect(at(1, 1)).toEqual([11, 31, 58]);
    expect(at(1, 2)).toEqual([6 + 127, 16 + 127, 29 + 127]);
    expect(at(0, 0)).toEqual([255, 255, 255]);
    expect(at(2, 2)).toEqual([255, 255, 255]);
  });

  it('keeps a transparent layer from changing anything', () => {
    const image = white();
    blendOver(image, 3, { pixels: new Uint8Array(3 * 3 * 4), width: 3, height: 3 }, 0, 0);
    expect(image.equals(white())).toBe(true);
  });

  it('rgbOf drops the alpha of an opaque image', () => {
    expect([...rgbOf(new Uint8Array([1, 2, 3, 255, 4, 5, 6, 255]))]).toEqual([1, 2, 3, 4, 5, 6]);
  });

  describe('blendOverIndexed', () => {
    // A 3×3 background of two colours, and a layer over its middle row: opaque navy, navy at half cover, nothing.
    const background = () => {
      const rgb = Buffer.alloc(3 * 3 * 3, 255);
      rgb.set([10, 20, 30], 4 * 3);
      return rgb;
    };
    const layer = { pixels: new Uint8Array([11, 31, 58, 255, 6, 16, 29, 128, 0, 0, 0, 0]), width: 3, height: 1 };

    it('gives the pixels blendOver gives, as palette indices', () => {
      const indexed = indexedOf(background(), 3, 3)!;
      expect(blendOverIndexed(indexed, background(), layer, 0, 1)).toBe(true);
      const rgb = background();
      blendOver(rgb, 3, layer, 0, 1);
      const pixels = [];
      for (let y = 0; y < 3; y++)
        for (let x = 0; x < 3; x++) {
          const colour = indexed.palette.colours[indexed.scanlines[y * 4 + 1 + x]];
          pixels.push(colour >> 16, (colour >> 8) & 0xff, colour & 0xff);
        }
      expect(pixels).toEqual([...rgb]);
      expect(indexed.scanlines.filter((_, at) => at % 4 === 0).every((filter) => filter === 0)).toBe(true);
    });

    it('says so when the colours would not fit a palette', () => {
      const indexed = indexedOf(background(), 3, 3)!;
      while (indexed.palette.colours.length < 256) indexed.palette.indexOf(0x800000 + indexed.palette.colours.length);
      expect(blendOverIndexed(indexed, background(), layer, 0, 1)).toBe(false);
    });
  });
});
