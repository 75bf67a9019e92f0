import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { chromiumFlags } from '../../tools/chromium-flags';
import { changedWordCount } from '../compare-sites';
import type { ReviewReport, Screenshot } from '../report-model';
import type { SectionDiff } from '../text-diff';
import { pixelDifference } from './pixel-difference';
import { serveBuild } from './serve-build';

const screenshotWidths = [1280, 375] as const;
/** Each page costs four full-page shots; past this many pages the rest are listed, not shot. */
const maxScreenshotPages = 10;

const origin = 'http://review.localhost';

type Side = 'before' | 'after';

export interface PageToShoot {
  route: string;
  /** The page's path in the base build, when it moved. */
  from?: string;
  sides: Side[];
  /** How much a visitor sees change: changed words, or a token weight for a change of markup alone. */
  weight: number;
  /** A moved or list page: its after shot is kept even when no pixel changed, for the reviewer to see it. */
  keepWhenSame?: true;
}

const wordsOf = (sections: readonly SectionDiff[]) =>
  sections
    .flatMap((section) => section.runs)
    .reduce((total, run) => total + ('text' in run ? run.text.split(/\s+/).length : 0), 0);

/**
 * The pages whose visible text or layout changed, most changed first: text, images, header or
 * footer (one page for each change), new, removed and moved pages, list pages whose links another
 * file changed, a page of each image replaced in place, markup (a page of each group). A change of
 * head tags alone shows nothing, and is not shot.
 */
export function pagesToShoot(report: ReviewReport): PageToShoot[] {
  const both: Side[] = ['before', 'after'];
  const pages: PageToShoot[] = [
    ...report.changed
      .filter((page) => page.aspects.includes('text') || page.aspects.includes('images'))
      .map((page) => ({ route: page.route, sides: both, weight: Math.max(page.changedWords, 1) })),
    // Every moved page, compared with its old address, whether or not its text changed.
    ...report.moved.map((page) => ({
      route: page.route,
      from: page.from,
      sides: both,
      weight: Math.max(page.changedWords, 1),
      keepWhenSame: true as const,
    })),
    // List pages another file changed (a case study moved: its card now links elsewhere).
    ...report.changed
      .filter((page) => page.aspects.includes('links') && page.cause.kind === 'elsewhere')
      .map((page) => ({ route: page.route, sides: both, weight: 1, keepWhenSame: true as const })),
    // The pages of each image replaced in place, whose HTML may not have changed at all.
    ...(report.replacedImages ?? []).map((image) => ({ route: image.routes[0], sides: both, weight: 2 })),
    ...report.added.map((page) => ({ route: page.route, sides: ['after'] as Side[], weight: wordsOf(page.sections) })),
    ...report.removed.map((page) => ({ route: page.route, sides: ['before'] as Side[], weight: 1 })),
    ...report.shared.map((change) => ({
      route: change.routes[0],
      sides: both,
      weight: Math.max(changedWordCount(change.sections), 1),
    })),
    ...report.markupOnly.map((group) => ({ route: group.routes[0], sides: both, weight: 0.5 })),
  ];
  const sorted = pages.sort((a, b) => b.weight - a.weight);
  return sorted.filter((page, index) => sorted.findIndex((other) => other.route === page.route) === index);
}

const fileName = (route: string, width: number, side: string) =>
  `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${width}-${side}.png`;

/**
 * A tab for one build at one width, kept for every page shot there: a new context per shot cost
 * more than the shot.
 */
async function openShooter(browser: Browser, dir: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await serveBuild(context, origin, dir);
  return context.newPage();
}

/** A full-page screenshot of one route, every lazy image loaded, fonts ready, motion reduced. */
async function shoot(page: Page, route: string): Promise<Buffer> {
  await page.goto(origin + route, { waitUntil: 'load' });
  // A full-page shot does not scroll, so lazy images below the fold would stay empty. The build is
  // answered from memory (serveBuild), so once images and fonts are in, nothing else is on its way.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // Two frames: what the islands' scripts changed on load is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

export interface ScreenshotOptions {
  report: ReviewReport;
  beforeDir: string;
  afterDir: string;
  /** The shots go to `shots/` in it. */
  reportDir: string;
  log: (line: string) => void;
  /** Pages shot at most (default 10): each costs four full-page shots. */
  maxPages?: number;
}

/** Before and after shots of the changed pages at each width in Debian's Chromium, with the share of pixels that differ. */
export async function takeScreenshots({
  report,
  beforeDir,
  afterDir,
  reportDir,
  log,
  maxPages = maxScreenshotPages,
}: ScreenshotOptions): Promise<NonNullable<ReviewReport['screenshots']>> {
  const pages = pagesToShoot(report);
  const shown = pages.slice(0, maxPages);
  await mkdir(join(reportDir, 'shots'), { recursive: true });
  // Loaded here: the dev server's bundle holds the studio's review, which shoots nothing.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags],
  });
  try {
    const comparer = await browser.newPage();
    // One tab per build and width; the four shots of a page are taken at once (Chromium renders
    // each in its own process, so two cores shoot two at a time).
    const shooters = new Map<string, Page>();
    for (const width of screenshotWidths)
      for (const side of ['before', 'after'] as const)
        shooters.set(`${side} ${width}`, await openShooter(browser, side === 'before' ? beforeDir : afterDir, width));
    const shots: Screenshot[] = [];
    const unchanged: string[] = [];
    for (const { route, from, sides, keepWhenSame } of shown) {
      log(`screenshots of ${route}`);
      const taken = await Promise.all(
        screenshotWidths.flatMap((width) =>
          sides.map(async (side) => ({
            width,
            side,
            image: await shoot(shooters.get(`${side} ${width}`)!, side === 'before' ? (from ?? route) : route),
          })),
        ),
      );
      const pageShots: Screenshot[] = [];
      for (const width of screenshotWidths) {
        const images: Partial<Record<Side, Buffer>> = {};
        for (const shot of taken) if (shot.width === width) images[shot.side] = shot.image;
        const shot: Screenshot = { route, width };
        let kept = sides;
        if (images.before && images.after) {
          const difference = await pixelDifference(comparer, images.before, images.after);
          // Nothing to look at: the page is told as unchanged to the eye, not as a shot of 0%; a
          // moved or list page keeps its after shot, to be seen.
          if (difference.share === 0 && !keepWhenSame) continue;
          if (difference.share === 0) kept = ['after'];
          shot.differingShare = difference.share;
          if (difference.image) {
            shot.difference = `shots/${fileName(route, width, 'difference')}`;
            await writeFile(join(reportDir, shot.difference), difference.image);
          }
        }
        for (const side of kept) {
          const file = `shots/${fileName(route, width, side)}`;
          await writeFile(join(reportDir, file), images[side]!);
          shot[side] = file;
        }
        pageShots.push(shot);
      }
      if (pageShots.length) shots.push(...pageShots);
      else unchanged.push(route);
    }
    return { shots, unchanged, notShot: pages.slice(maxPages).map((page) => page.route) };
  } finally {
    await browser.close();
  }
}
