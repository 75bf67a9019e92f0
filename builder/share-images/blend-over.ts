import type { IndexedImage } from './indexed-png';

export interface Layer {
  /** Premultiplied RGBA, as resvg paints it. */
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Math.round(value / 255) for a value from 0 to 255 × 255, without dividing. */
const div255 = (value: number) => (value + 128 + ((value + 128) >> 8)) >> 8;

/**
 * Lays `layer` over the opaque RGB image `target` (`targetWidth` pixels a row) with its top left corner at
 * `left`, `top`: the same "source over" a renderer applies when it paints the layer onto that background.
 */
export function blendOver(target: Buffer, targetWidth: number, layer: Layer, left: number, top: number): void {
  const { pixels, width, height } = layer;
  for (let y = 0; y < height; y++) {
    let from = y * width * 4;
    let to = ((top + y) * targetWidth + left) * 3;
    for (let x = 0; x < width; x++, from += 4, to += 3) {
      const alpha = pixels[from + 3];
      if (alpha === 0) continue;
      const keep = 255 - alpha;
      target[to] = pixels[from] + div255(target[to] * keep);
      target[to + 1] = pixels[from + 1] + div255(target[to + 1] * keep);
      target[to + 2] = pixels[from + 2] + div255(target[to + 2] * keep);
    }
  }
}

/**
 * `blendOver` into an indexed image: `target` holds the pixels of the RGB image `background`, and
 * each pixel the layer changes takes the index of its new colour, which the palette gains when it
 * is new. False when that would take more than 256 colours; the target is then half done, and of
 * no use.
 */
export function blendOverIndexed(
  target: IndexedImage,
  background: Uint8Array,
  layer: Layer,
  left: number,
  top: number,
): boolean {
  const { width, height } = layer;
  const { scanlines, palette } = target;
  // Most of the layer is empty (premultiplied, so all four bytes 0): skipped a 32-bit word at a time.
  const pixels = layer.pixels.byteOffset % 4 === 0 ? layer.pixels : layer.pixels.slice();
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, width * height);
  let lastColour = -1;
  let lastIndex = 0;
  for (let y = 0; y < height; y++) {
    const rowWord = y * width;
    const rowUnder = ((top + y) * target.width + left) * 3;
    const rowTo = (top + y) * (target.width + 1) + 1 + left;
    for (let x = 0; x < width; x++) {
      if (words[rowWord + x] === 0) continue;
      const from = (rowWord + x) * 4;
      const alpha = pixels[from + 3];
      let colour: number;
      if (alpha === 255) colour = (pixels[from] << 16) | (pixels[from + 1] << 8) | pixels[from + 2];
      else {
        const keep = 255 - alpha;
        const under = rowUnder + x * 3;
        colour =
          ((pixels[from] + div255(background[under] * keep)) << 16) |
          ((pixels[from + 1] + div255(background[under + 1] * keep)) << 8) |
          (pixels[from + 2] + div255(background[under + 2] * keep));
      }
      if (colour !== lastColour) {
        lastIndex = palette.indexOf(colour);
        if (lastIndex === -1) return false;
        lastColour = colour;
      }
      scanlines[rowTo + x] = lastIndex;
    }
  }
  return true;
}

/** The RGB bytes of an opaque RGBA image. */
export function rgbOf(rgba: Uint8Array): Buffer {
  const rgb = Buffer.alloc((rgba.length / 4) * 3);
  for (let from = 0, to = 0; from < rgba.length; from += 4, to += 3) {
    rgb[to] = rgba[from];
    rgb[to + 1] = rgba[from + 1];
    rgb[to + 2] = rgba[from + 2];
  }
  return rgb;
}
