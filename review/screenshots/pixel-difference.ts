import type { Page } from 'playwright-core';

/**
 * The share (0..1) of pixels that differ between two PNGs, decoded and compared by Chromium in
 * `page` (the project has no PNG decoder). Where one image is taller or wider, the pixels only
 * the other has count as different. Compared in strips, as a canvas is at most 32,767 px high.
 */
export async function differingPixelShare(page: Page, before: Buffer, after: Buffer): Promise<number> {
  // No named functions inside: tsx (esbuild keepNames) would wrap them in a `__name` helper that
  // the page does not have.
  return page.evaluate(
    async (images) => {
      const [a, b] = await Promise.all(
        images.map(async (base64) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob())),
      );
      const width = Math.max(a.width, b.width);
      const height = Math.max(a.height, b.height);
      const strip = 2048;
      const context = new OffscreenCanvas(width, strip).getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2D canvas in this Chromium');
      let differing = 0;
      for (let top = 0; top < height; top += strip) {
        const [p, q] = [a, b].map((bitmap) => {
          context.clearRect(0, 0, width, strip);
          context.drawImage(bitmap, 0, -top);
          return context.getImageData(0, 0, width, strip).data;
        });
        const end = Math.min(strip, height - top) * width * 4;
        for (let index = 0; index < end; index += 4) {
          if (
            p[index] !== q[index] ||
            p[index + 1] !== q[index + 1] ||
            p[index + 2] !== q[index + 2] ||
            p[index + 3] !== q[index + 3]
          )
            differing++;
        }
      }
      return differing / (width * height);
    },
    [before.toString('base64'), after.toString('base64')],
  );
}
