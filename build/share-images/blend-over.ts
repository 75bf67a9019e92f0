export interface Layer {
  /** Premultiplied RGBA, as resvg paints it. */
  pixels: Uint8Array;
  width: number;
  height: number;
}

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
      target[to] = pixels[from] + Math.round((target[to] * keep) / 255);
      target[to + 1] = pixels[from + 1] + Math.round((target[to + 1] * keep) / 255);
      target[to + 2] = pixels[from + 2] + Math.round((target[to + 2] * keep) / 255);
    }
  }
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
