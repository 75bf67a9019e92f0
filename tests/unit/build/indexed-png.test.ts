import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { indexedOf, indexedPng, Palette } from '../../../builder/share-images/indexed-png';

describe('indexed PNG', () => {
  it('keeps every pixel of an image of few colours', async () => {
    const width = 37;
    const height = 11;
    const rgb = Buffer.alloc(width * height * 3);
    for (let at = 0; at < rgb.length; at++) rgb[at] = (at * 7919) % 5 === 0 ? 255 : (at % 3) * 40 + (at % 17);
    const indexed = indexedOf(rgb, width, height)!;
    expect(indexed.palette.colours.length).toBeLessThanOrEqual(256);
    const png = indexedPng(indexed);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width, height, channels: 3 });
    expect(data.equals(rgb)).toBe(true);
    expect(png[25]).toBe(3);
  });

  it('has no palette for more than 256 colours', () => {
    const rgb = Buffer.alloc(257 * 3);
    for (let pixel = 0; pixel < 257; pixel++) rgb.writeUIntBE(pixel * 101, pixel * 3, 3);
    expect(indexedOf(rgb, 257, 1)).toBeUndefined();
    expect(indexedOf(rgb.subarray(0, 256 * 3), 256, 1)?.palette.colours.length).toBe(256);
  });

  it('gives each colour one index, and none past 256', () => {
    const palette = new Palette();
    expect([0xffffff, 0, 0xffffff, 0x0a58a8].map((colour) => palette.indexOf(colour))).toEqual([0, 1, 0, 2]);
    const copy = palette.copy();
    for (let colour = 1; copy.colours.length < 256; colour++) copy.indexOf(colour * 7);
    expect(copy.indexOf(0x123456)).toBe(-1);
    expect(copy.indexOf(0x0a58a8)).toBe(2);
    expect(palette.colours).toEqual([0xffffff, 0, 0x0a58a8]);
  });
});
