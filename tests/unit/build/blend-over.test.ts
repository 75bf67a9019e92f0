import { describe, expect, it } from 'vitest';
import { blendOver, rgbOf } from '../../../build/share-images/blend-over';

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
});
