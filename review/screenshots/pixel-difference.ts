import type { Page } from 'playwright-core';

export interface PixelDifference {
  /** Share (0..1) of pixels that differ. */
  share: number;
  /** The after image faded, with each differing pixel in red; none when no pixel differs. */
  image?: Buffer;
}

/**
 * Compares two PNGs, decoded and compared by Chromium in `page` (the project has no PNG decoder).
 * Where one image is taller or wider, the pixels only the other has count as different. Compared
 * in strips, as a canvas is at most 32,767 px high; the marked image stops there too.
 */
export async function pixelDifference(page: Page, before: Buffer, after: Buffer): Promise<PixelDifference> {
  // No named functions inside: tsx (esbuild keepNames) would wrap them in a `__name` helper that
  // the page does not have.
  const result = await page.evaluate(
    async (images) => {
      const [a, b] = await Promise.all(
        images.map(async (base64) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())),
      );
      const width = Math.max(a.width, b.width);
      const height = Math.max(a.height, b.height);
      const strip = 2048;
      const context = new OffscreenCanvas(width, strip).getContext('2d', { willReadFrequently: true });
      const marked = new OffscreenCanvas(width, Math.min(height, 32767));
      const markedContext = marked.getContext('2d');
      if (!context || !markedContext) throw new Error('no 2D canvas in this Chromium');
      let differing = 0;
      for (let top = 0; top < height; top += strip) {
        const [p, q] = [a, b].map((bitmap) => {
          context.clearRect(0, 0, width, strip);
          context.drawImage(bitmap, 0, -top);
          return context.getImageData(0, 0, width, strip).data;
        });
        const rows = Math.min(strip, height - top);
        const out = new ImageData(width, rows);
        const end = rows * width * 4;
        for (let index = 0; index < end; index += 4) {
          if (
            p[index] !== q[index] ||
            p[index + 1] !== q[index + 1] ||
            p[index + 2] !== q[index + 2] ||
            p[index + 3] !== q[index + 3]
          ) {
            differing++;
            out.data.set([224, 0, 27, 255], index);
          } else {
            // The unchanged page, faded to a pale backdrop for the red.
            for (let channel = 0; channel < 3; channel++)
              out.data[index + channel] = 255 - (255 - q[index + channel]) * 0.25;
            out.data[index + 3] = 255;
          }
        }
        if (top < marked.height) markedContext.putImageData(out, 0, top);
      }
      if (differing === 0) return { share: 0 };
      const bytes = new Uint8Array(await (await marked.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return { share: differing / (width * height), image: btoa(binary) };
    },
    [before.toString('base64'), after.toString('base64')],
  );
  return { share: result.share, image: result.image === undefined ? undefined : Buffer.from(result.image, 'base64') };
}

/** The share (0..1) of pixels that differ between two PNGs. */
export async function differingPixelShare(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return (await pixelDifference(page, before, after)).share;
}
