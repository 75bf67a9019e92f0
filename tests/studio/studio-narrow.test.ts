import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioPath } from '../../studio/shared/api';
import { holdDevCode, openStudio, preview, sharedStudio, shown, type OpenStudio, type SharedStudio } from './harness';

/**
 * On a 1024 × 768 screen the copywriter can put the page list away to give the fields and the text
 * room, and enlarge the preview over the text to read it at (nearly) its size.
 */

const file = 'pages/services/cloud.mdx';

holdDevCode();

describe('the studio on a narrow screen', () => {
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    studio = await sharedStudio();
    open = await openStudio(studio.url, { width: 1024, height: 768 });
    await open.page.goto(`${studio.url}${studioPath}?file=${encodeURIComponent(file)}`);
    await shown(open.page.getByLabel('Title', { exact: true }), 30_000);
    await shown(preview(open.page).getByRole('heading', { level: 1 }));
  });

  afterAll(async () => {
    await open?.close();
    await studio?.restore();
  });

  const widthOf = (selector: string) =>
    open.page.locator(selector).evaluate((element) => element.getBoundingClientRect().width);
  const scale = async () => {
    const text = (await open.page.locator('.studio-preview-scale').count())
      ? await open.page.locator('.studio-preview-scale').textContent()
      : 'Shown at 100%';
    return Number(/(\d+)%/.exec(text ?? '')?.[1]);
  };

  it('puts the page list away and back, the text taking its room', async () => {
    const { page } = open;
    const before = await widthOf('.workspace');
    await page.getByRole('button', { name: 'Hide page list' }).click();
    expect(await page.getByRole('navigation', { name: 'Pages' }).isVisible()).toBe(false);
    expect(await widthOf('.workspace')).toBeGreaterThan(before + 100);
    // The skip link brings it back, focus on the open page's entry.
    await page.getByRole('link', { name: 'Skip to the page list' }).focus();
    await page.keyboard.press('Enter');
    await shown(page.getByRole('navigation', { name: 'Pages' }));
    expect(await page.getByRole('button', { name: 'Hide page list' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('enlarges the preview over the text to be read at 80% or more, and goes back', async () => {
    const { page } = open;
    expect(await scale()).toBeLessThan(50);
    await page.getByRole('button', { name: 'Hide page list' }).click();
    await page.getByRole('button', { name: 'Enlarge preview' }).click();
    await expect.poll(scale).toBeGreaterThanOrEqual(80);
    expect(await page.locator('.workspace').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Back to the text' }).click();
    expect(await page.locator('.workspace').isVisible()).toBe(true);
    await expect.poll(scale).toBeLessThan(50);
  });
});
