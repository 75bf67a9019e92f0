import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { notFoundPath } from '../../src/content/page-entry';
import { ownShareImage, shareImagePath } from '../../src/layout/share-image';
import { shareCardOf, type ShareCard, type SharedPage } from '../share-images/share-card';
import { drawShareImage, shareFontFiles } from '../share-images/share-template';

export interface ShareImagesInput {
  root: string;
  staging: string;
  pages: readonly SharedPage[];
  /** Folder of drawn images kept between builds; false draws every image. */
  cacheDir: string | false;
}

export interface ShareImagesReport {
  drawn: number;
  cached: number;
}

// The prerender writes a not-found page from its own fallback when pages/404.mdx is missing; its
// head names a share image like any page's.
const fallbackNotFound: SharedPage = { path: notFoundPath, frontmatter: { title: 'Page not found', lang: 'en' } };

/**
 * Everything besides the card that shapes the pixels: the template and what draws it. A change to
 * any of them gives every card a new key, so the cache never serves an image of an old template.
 */
function templateFingerprint(root: string): string {
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha256');
  hash.update(readFileSync(join(root, 'build/share-images/share-template.ts')));
  for (const file of shareFontFiles) hash.update(readFileSync(file));
  hash.update(JSON.stringify([version('satori'), version('@resvg/resvg-js')]));
  return hash.digest('hex');
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Write then rename, so a build running at the same time never copies half a file.
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/**
 * Draws each page's 1200×630 share image (its title, section label and colour) into
 * `images/share/…` of the staging folder, where its head tags point, unless the page names its
 * own raster `image`. Images are kept by the hash of their card and the template, so a warm build copies
 * them instead of drawing them again.
 */
export async function writeShareImages({
  root,
  staging,
  pages,
  cacheDir,
}: ShareImagesInput): Promise<ShareImagesReport> {
  const fingerprint = templateFingerprint(root);
  const withFallback = pages.some((page) => page.path === notFoundPath) ? pages : [...pages, fallbackNotFound];
  const wanted = withFallback.filter((page) => !ownShareImage(page.frontmatter.image));
  const report: ShareImagesReport = { drawn: 0, cached: 0 };

  const writeOne = async (page: SharedPage): Promise<void> => {
    const card: ShareCard = shareCardOf(page);
    const key = createHash('sha256').update(fingerprint).update('\0').update(JSON.stringify(card)).digest('hex');
    const target = join(staging, shareImagePath(page.path));
    const cached = cacheDir ? join(cacheDir, `${key}.png`) : undefined;
    await mkdir(dirname(target), { recursive: true });
    if (cached) {
      try {
        await copyFile(cached, target);
        report.cached++;
        return;
      } catch {
        // Not drawn yet.
      }
    }
    const png = await drawShareImage(card);
    report.drawn++;
    await writeFile(target, png);
    if (cached) await writeAtomically(cached, png);
  };

  // A few at a time: satori lays out on this thread while resvg paints the previous cards on libuv's.
  const queue = [...wanted];
  const lane = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) await writeOne(page);
  };
  await Promise.all(Array.from({ length: 3 }, lane));
  return report;
}
