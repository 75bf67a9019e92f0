import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { projectRoot } from '../builder/build-site';
import { planCorpus } from './corpus-plan';
import { pageMdx } from './page-mdx';
import { seededRandom, seedOf } from './random';

export interface GeneratedCorpus {
  pagesDir: string;
  /** Generated content pages (the copied 404 and form problem pages not counted). */
  pages: number;
  /** Total size of the MDX files in bytes. */
  bytes: number;
}

/** URL paths of the case study images in public/, which generated pages may show. */
async function caseStudyImages(): Promise<string[]> {
  const folder = join(projectRoot, 'public', 'images', 'illustrations');
  const names = (await readdir(folder)).filter((name) => /\.(svg|png|jpe?g|webp|avif)$/.test(name)).sort();
  if (names.length === 0) throw new Error(`no images in ${folder} for the generated case study cards`);
  return names.map((name) => `/images/illustrations/${name}`);
}

/**
 * Writes `count` generated MDX pages into `pagesDir` (plus copies of the real 404 and form problem pages). The text
 * comes from a PRNG seeded by `seed` and each page's position, so a page is the same on every run
 * and at every corpus size, and no two pages are alike.
 */
export async function generatePages({
  pagesDir,
  count,
  seed = 1,
}: {
  pagesDir: string;
  count: number;
  seed?: number;
}): Promise<GeneratedCorpus> {
  const all = planCorpus(count);
  const images = await caseStudyImages();
  const folders = new Set(all.map((page) => dirname(join(pagesDir, page.file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  let bytes = 0;
  const batch = 200;
  for (let start = 0; start < all.length; start += batch) {
    await Promise.all(
      all.slice(start, start + batch).map((page, offset) => {
        const index = start + offset;
        const text = pageMdx({ page, index, all, images, random: seededRandom(seedOf(seed, page.path)) });
        bytes += Buffer.byteLength(text);
        return writeFile(join(pagesDir, page.file), text);
      }),
    );
  }
  // Pages and data files the build requires whose content generated prose cannot stand in for.
  for (const file of ['404.mdx', 'form-not-sent.mdx', '_vocabularies.yaml', '_navigation.yaml'])
    await copyFile(join(projectRoot, 'pages', file), join(pagesDir, file));
  return { pagesDir, pages: all.length, bytes };
}
