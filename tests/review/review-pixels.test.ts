import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { borrowBrowser, type BorrowedBrowser } from '../shared-browser';
import { differingPixelShare, pixelDifference } from '../../review/screenshots/pixel-difference';

let borrowed: BorrowedBrowser | undefined;
let page: Page;

/** A PNG of a white box of the given size with, optionally, a black square in its corner. */
async function picture(width: number, height: number, square = 0): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<body style="margin:0;background:#fff"><div style="width:${square}px;height:${square}px;background:#000"></div></body>`,
  );
  return page.screenshot({ clip: { x: 0, y: 0, width, height } });
}

beforeAll(async () => {
  borrowed = await borrowBrowser();
  page = await borrowed.browser.newPage({ deviceScaleFactor: 1 });
});

afterAll(async () => {
  await page?.close();
  await borrowed?.release();
});

describe('differingPixelShare in Chromium', () => {
  it('counts the pixels that differ', async () => {
    const plain = await picture(100, 100);
    expect(await differingPixelShare(page, plain, plain)).toBe(0);
    expect(await differingPixelShare(page, plain, await picture(100, 100, 10))).toBe(0.01);
  });

  it('counts what only the taller image has as different, past one canvas strip too', async () => {
    expect(await differingPixelShare(page, await picture(100, 100), await picture(100, 125))).toBe(0.2);
    expect(await differingPixelShare(page, await picture(50, 3000), await picture(50, 4000))).toBe(0.25);
  });

  it('marks the differing pixels in red on the after image, and makes no image when none differ', async () => {
    const plain = await picture(100, 100);
    expect(await pixelDifference(page, plain, plain)).toEqual({ share: 0 });
    const { share, image } = await pixelDifference(page, plain, await picture(100, 100, 10));
    expect(share).toBe(0.01);
    await page.setViewportSize({ width: 100, height: 100 });
    await page.setContent(
      `<body style="margin:0"><img style="display:block" src="data:image/png;base64,${image!.toString('base64')}"></body>`,
    );
    const colours = await page.evaluate(() => {
      const img = document.images[0];
      const canvas = new OffscreenCanvas(100, 100);
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      return [Array.from(context.getImageData(5, 5, 1, 1).data), Array.from(context.getImageData(50, 50, 1, 1).data)];
    });
    expect(colours).toEqual([
      [224, 0, 27, 255],
      [255, 255, 255, 255],
    ]);
  });
});
