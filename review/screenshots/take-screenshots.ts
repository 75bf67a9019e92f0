import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags } from '../../tools/chromium-flags';
import type { ReviewReport, Screenshot } from '../report-model';
import { differingPixelShare } from './pixel-difference';
import { serveBuild } from './serve-build';

const screenshotWidths = [1280, 375] as const;
/** Each page costs four full-page shots; past this many pages the rest are listed, not shot. */
const maxScreenshotPages = 10;

const origin = 'http://review.localhost';

type Side = 'before' | 'after';

/**
 * The pages worth a look, most direct first: own-file changes, new, removed, changed elsewhere,
 * one page for each header or footer change, markup only.
 */
function pagesToShoot(report: ReviewReport): { route: string; sides: Side[] }[] {
  const both: Side[] = ['before', 'after'];
  const pages = [
    ...report.changed
      .filter((page) => page.cause.kind === 'own file')
      .map((page) => ({ route: page.route, sides: both })),
    ...report.added.map((page) => ({ route: page.route, sides: ['after'] as Side[] })),
    ...report.removed.map((page) => ({ route: page.route, sides: ['before'] as Side[] })),
    ...report.changed
      .filter((page) => page.cause.kind === 'elsewhere')
      .map((page) => ({ route: page.route, sides: both })),
    ...report.shared.map((change) => ({ route: change.routes[0], sides: both })),
    ...report.markupOnly.flatMap((group) => group.routes).map((route) => ({ route, sides: both })),
  ];
  return pages.filter((page, index) => pages.findIndex((other) => other.route === page.route) === index);
}

const fileName = (route: string, width: number, side: string) =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}-${side}.png`;

/** A full-page screenshot of one route of one build, every lazy image loaded, motion reduced. */
async function shoot(browser: Browser, dir: string, route: string, width: number): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  try {
    await serveBuild(context, origin, dir);
    const page = await context.newPage();
    await page.goto(origin + route, { waitUntil: 'load' });
    // A full-page shot does not scroll, so lazy images below the fold would stay empty.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
    });
    await page.waitForLoadState('networkidle');
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}

export interface ScreenshotOptions {
  report: ReviewReport;
  beforeDir: string;
  afterDir: string;
  /** The shots go to `shots/` in it. */
  reportDir: string;
  log: (line: string) => void;
}

/** Before and after shots of the changed pages at each width in Debian's Chromium, with the share of pixels that differ. */
export async function takeScreenshots({
  report,
  beforeDir,
  afterDir,
  reportDir,
  log,
}: ScreenshotOptions): Promise<NonNullable<ReviewReport['screenshots']>> {
  const pages = pagesToShoot(report);
  const shown = pages.slice(0, maxScreenshotPages);
  await mkdir(join(reportDir, 'shots'), { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags],
  });
  try {
    const comparer = await browser.newPage();
    const shots: Screenshot[] = [];
    for (const { route, sides } of shown) {
      log(`screenshots of ${route}`);
      for (const width of screenshotWidths) {
        const shot: Screenshot = { route, width };
        const images: Partial<Record<Side, Buffer>> = {};
        for (const side of sides) {
          const image = await shoot(browser, side === 'before' ? beforeDir : afterDir, route, width);
          const file = `shots/${fileName(route, width, side)}`;
          await writeFile(join(reportDir, file), image);
          images[side] = image;
          shot[side] = file;
        }
        if (images.before && images.after)
          shot.differingShare = await differingPixelShare(comparer, images.before, images.after);
        shots.push(shot);
      }
    }
    return { shots, notShot: pages.slice(maxScreenshotPages).map((page) => page.route) };
  } finally {
    await browser.close();
  }
}
