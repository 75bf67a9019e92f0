import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  editorToEnd,
  holdDevCode,
  openFile,
  openStudio,
  preview,
  sharedStudio,
  shown,
  stepsOfOneFlow,
  insertEditorText,
  type OpenStudio,
  type SharedStudio,
} from './harness';

/**
 * The preview never shows what is not so: after a switch never the page left (its notice until the
 * chosen page is there), and the badge beside the editor never says "No problems" while the
 * preview lists one or shows the error page. Both are watched at every frame, in the studio's own
 * window, not only at the end.
 */

const expectTimeout = { timeout: 60_000 };

interface Frame {
  /** The file the studio's top bar names as open. */
  openFile: string;
  /** Whether the preview's iframe can be seen, and the first heading of its page. */
  visible: boolean;
  heading: string;
  badge: string;
  listed: boolean;
  errorPage: boolean;
}

declare global {
  interface Window {
    studioFrames?: Frame[];
  }
}

/** Starts recording every animation frame of the studio window (see `Frame`). */
async function recordFrames(page: OpenStudio['page']): Promise<void> {
  await page.evaluate(() => {
    const frames: Frame[] = [];
    window.studioFrames = frames;
    const tick = () => {
      const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Preview"]');
      const doc = iframe?.contentDocument;
      frames.push({
        openFile: document.querySelector('.top-file code')?.textContent ?? '',
        visible: iframe ? getComputedStyle(iframe).visibility !== 'hidden' : false,
        heading: doc?.querySelector('h1')?.textContent?.trim() ?? '',
        badge: document.querySelector('.problems-badge')?.textContent ?? '',
        listed: document.querySelector('.studio-preview-problems') !== null,
        errorPage: doc?.body?.textContent?.includes('This page could not be built') ?? false,
      });
      if (frames.length < 20_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

const framesOf = (page: OpenStudio['page']) => page.evaluate(() => window.studioFrames ?? []);

holdDevCode();

describe('a preview that never lies', () => {
  stepsOfOneFlow();
  let studio: SharedStudio;
  let open: OpenStudio;

  beforeAll(async () => {
    studio = await sharedStudio();
    open = await openStudio(studio.url);
  });

  afterAll(async () => {
    await open?.close();
    await studio?.restore();
  });

  it('after a switch shows the chosen page, never the one left', async () => {
    const { page } = open;
    await openFile(page, '/services/cloud');
    await shown(preview(page).getByRole('heading', { level: 1, name: /Cloud/ }));
    const left = (await preview(page).getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
    await recordFrames(page);
    await openFile(page, '/about-us');
    await shown(preview(page).getByRole('heading', { level: 1, name: /story|About/i }));
    const frames = await framesOf(page);
    const afterSwitch = frames.filter((frame) => frame.openFile === 'pages/about-us.mdx');
    expect(afterSwitch.length).toBeGreaterThan(0);
    // Not one frame showed the page left while the studio named the chosen one.
    expect(afterSwitch.filter((frame) => frame.visible && frame.heading === left)).toEqual([]);
  });

  it('says "No problems" only when the preview shows none, through a mistake and its fix', async () => {
    const { page } = open;
    await openFile(page, '/about-us');
    await shown(preview(page).getByRole('heading', { level: 1 }));
    await recordFrames(page);
    await editorToEnd(page);
    // An element left open: the page cannot be compiled.
    await insertEditorText(page, '\n\n<Prose>\n');
    await expect.poll(() => page.locator('.studio-preview-problems').count(), expectTimeout).toBe(1);
    // Fixed as a copywriter often does: undone.
    await page.keyboard.press('ControlOrMeta+Z');
    await expect.poll(() => page.locator('.studio-preview-problems').count(), expectTimeout).toBe(0);
    await expect.poll(async () => (await framesOf(page)).at(-1)?.badge, expectTimeout).toBe('No problems');
    const frames = await framesOf(page);
    expect(frames.some((frame) => frame.listed)).toBe(true);
    expect(frames.filter((frame) => frame.badge === 'No problems' && (frame.listed || frame.errorPage))).toEqual([]);
  });
});
