import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, projectRoot, type BuildReport } from '../../builder/build-site';
import { site } from '../../src/site';
import { failedBuild } from './authoring-failed-build';
import { fixtureSite } from './fixture-site';

// The README tells copywriters to put images in public/, so these tests must too; the files are
// made here (nothing binary in git) under names no real image has, and removed afterwards.
const publicImages = join(projectRoot, 'public/images');
const generated = (name: string) => join(publicImages, `test-generated-${name}`);

const pictures = (page: string) => page.match(/<picture>[\s\S]*?<\/picture>/g) ?? [];
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const imgOf = (picture: string) => /<img\b[^>]*>/.exec(picture)?.[0] ?? '';
const kilobytes300 = 300 * 1024;

/** A noisy photo (the worst case for file size), well over 300 KB as a JPEG. */
function noisyPhoto(file: string, width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .toFile(file);
}

/** A photo straight from a panorama camera: 9000 px wide, small on disk. */
function widePhoto(file: string) {
  return sharp({ create: { width: 9000, height: 120, channels: 3, background: '#0a58a8' } })
    .jpeg()
    .toFile(file);
}

/** Over 20 MB: random pixels in an uncompressed PNG, 2800 × 2600 px. */
function heavyPhoto(file: string) {
  const [width, height] = [2800, 2600];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toFile(file);
}

/** Every raster file of a built site, by its path in it, with its size. */
function rasterFiles(outDir: string): { path: string; bytes: number }[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(jpe?g|png|webp|avif|gif)$/i.test(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return { path: relative(outDir, file).split(sep).join('/'), bytes: statSync(file).size };
    });
}

describe('a raster image in public/, as the README teaches, goes through the photo pipeline', () => {
  const parent = mkdtempSync(join(tmpdir(), 'site-image-pipeline-'));
  const outDir = join(parent, 'dist');
  let report: BuildReport;
  const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

  beforeAll(async () => {
    await noisyPhoto(generated('harbour.jpg'), 3000, 2000);
    // Small photos, as the studio keeps an upload (at most 1440 px): under 300 KB each.
    for (const name of ['quay.jpg', 'pier.jpg'])
      await sharp({ create: { width: 1440, height: 960, channels: 3, background: '#3a7ca5' } })
        .jpeg()
        .toFile(generated(name));
    const { pagesDir } = fixtureSite('images-public');
    await noisyPhoto(join(pagesDir, 'about/hero.jpg'), 2000, 1125);
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0a58a8' } })
      .jpeg()
      .toFile(join(pagesDir, 'about/card.jpg'));
    report = await buildSite({ pagesDir, outDir, photoCacheDir: join(parent, 'photo-cache') });
  }, 240_000);

  afterAll(() => {
    for (const name of ['harbour.jpg', 'quay.jpg', 'pier.jpg']) rmSync(generated(name), { force: true });
  });

  const harbourPicture = (picture: string, alt: string) => {
    const sources = picture.match(/<source\b[^>]*>/g) ?? [];
    expect(sources.map((source) => attribute(source, 'type'))).toEqual(['image/avif', 'image/webp']);
    expect(attribute(sources[0] ?? '', 'srcSet')).toMatch(
      /^\/images\/photos\/test-generated-harbour-[0-9a-f]{10}-480\.avif 480w, \S+-960\.avif 960w, \S+-1440\.avif 1440w$/,
    );
    const img = imgOf(picture);
    expect(attribute(img, 'src')).toMatch(/^\/images\/photos\/test-generated-harbour-[0-9a-f]{10}-1440\.jpg$/);
    expect([attribute(img, 'width'), attribute(img, 'height')]).toEqual(['1440', '960']);
    expect(attribute(img, 'alt')).toBe(alt);
    expect(attribute(img, 'loading')).toBe('lazy');
  };

  it('a Markdown image of a public/ file comes out as a <picture> with AVIF and WebP, width and height', () => {
    const [markdown = ''] = pictures(page('about/harbour'));
    harbourPicture(markdown, 'The harbour at dawn');
  });

  it('so does a component image prop naming it, <Banner image="/images/…">', () => {
    const [, banner = ''] = pictures(page('about/harbour'));
    harbourPicture(banner, 'The harbour studio from the water');
  });

  it('so does an image field of the frontmatter, in the case study cards, and the page shares the photo’s JPEG', () => {
    const cards = pictures(page('case-studies')).filter((picture) => picture.includes('test-generated-harbour'));
    expect(cards).toHaveLength(1);
    harbourPicture(cards[0], 'The harbour at dawn, cranes over a container ship');
    const shared = /<meta property="og:image" content="([^"]*)"/.exec(page('case-studies/harbour-logistics'))?.[1];
    expect(shared?.startsWith(`${site.url}/images/photos/`)).toBe(true);
    expect(shared).toMatch(/\/test-generated-harbour-[0-9a-f]{10}-1440\.jpg$/);
    expect(existsSync(join(outDir, new URL(shared!).pathname))).toBe(true);
  });

  it('a carousel of heroes takes ./hero.jpg beside the page: its first slide loads at once, the others lazily', () => {
    const html = page('about/harbour-hero');
    const [hero = '', harbour = '', card = ''] = pictures(html);
    const heroImg = imgOf(hero);
    expect(attribute(heroImg, 'src')).toMatch(/^\/images\/photos\/hero-[0-9a-f]{10}-1440\.jpg$/);
    expect([attribute(heroImg, 'width'), attribute(heroImg, 'height')]).toEqual(['1440', '810']);
    expect([attribute(heroImg, 'loading'), attribute(heroImg, 'fetchPriority')]).toEqual(['eager', 'high']);
    expect(hero).toMatch(/<source type="image\/avif" srcSet="\/images\/photos\/hero-[0-9a-f]{10}-480\.avif 480w/);
    expect(attribute(imgOf(harbour), 'loading')).toBe('lazy');
    expect(attribute(imgOf(harbour), 'src')).toMatch(/^\/images\/photos\/test-generated-harbour-/);
    // The island hydrates from the same photo files the server wrote.
    expect(html).toMatch(/data-props="[^"]*\/images\/photos\/hero-[0-9a-f]{10}-1440\.jpg/);
    expect(attribute(imgOf(card), 'src')).toMatch(/^\/images\/photos\/card-[0-9a-f]{10}-1200\.jpg$/);
    expect(html).not.toContain('./hero.jpg');
    // The head preloads the first slide by its AVIF files, not by the JPEG a browser showing AVIF would not use.
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/images\/photos\/hero-[0-9a-f]{10}-480\.avif 480w, [^"]+" imagesizes="[^"]+" fetchpriority="high"\/>/,
    );
    expect(html).not.toMatch(/<link rel="preload" as="image" href=/);
  });

  it('the original over 300 KB is left out of the site; every file the photos name is there', () => {
    expect(statSync(generated('harbour.jpg')).size).toBeGreaterThan(kilobytes300);
    expect(existsSync(join(outDir, 'images/test-generated-harbour.jpg'))).toBe(false);
    for (const { url } of report.photos) expect(existsSync(join(outDir, url)), url).toBe(true);
    expect(report.photos.filter(({ url }) => url.includes('test-generated-harbour'))).toHaveLength(9);
  });

  it('a small original no built file names is left out too; one a page links to as it is stays', () => {
    expect(statSync(generated('quay.jpg')).size).toBeLessThan(kilobytes300);
    const html = page('about/quay');
    expect(pictures(html).map((picture) => attribute(imgOf(picture), 'src'))).toEqual([
      expect.stringMatching(/^\/images\/photos\/test-generated-quay-[0-9a-f]{10}-1440\.jpg$/),
      expect.stringMatching(/^\/images\/photos\/test-generated-pier-[0-9a-f]{10}-1440\.jpg$/),
    ]);
    expect(existsSync(join(outDir, 'images/test-generated-quay.jpg'))).toBe(false);
    expect(html).toContain('href="/images/test-generated-pier.jpg"');
    expect(existsSync(join(outDir, 'images/test-generated-pier.jpg'))).toBe(true);
    // The home page's share image, og-default.png, is shared as its photo's JPEG; files of public/
    // that are not photos stay as they are.
    expect(existsSync(join(outDir, 'images/og-default.png'))).toBe(false);
    expect(existsSync(join(outDir, 'images/logo.svg'))).toBe(true);
  });

  it('no raster file over 300 KB is in the built site unprocessed', () => {
    const unprocessed = rasterFiles(outDir).filter(
      ({ path, bytes }) => bytes > kilobytes300 && !path.startsWith('images/photos/'),
    );
    expect(unprocessed).toEqual([]);
  });
});

describe('an image too large for the photo pipeline stops the build, naming the file, its size and the limit', () => {
  afterAll(() => rmSync(generated('night.png'), { force: true }));

  it('over 8000 px on a side, and over 20 MB, in the text and in the frontmatter', async () => {
    await heavyPhoto(generated('night.png'));
    const size = `${Number((statSync(generated('night.png')).size / (1024 * 1024)).toFixed(1))} MB`;
    expect(await failedBuild('images-too-large', (pagesDir) => widePhoto(join(pagesDir, 'skyline.jpg')))).toBe(
      [
        `tests/.tmp/images-too-large/page.mdx:4:8: image -> /images/test-generated-night.png: public/images/test-generated-night.png is ${size}, over the limit of 20 MB; export it at most 8000 px wide and 8000 px high (2400 px is plenty for a page: the build makes the smaller files visitors get) and, for a photo, as a JPEG at quality 80 to 90`,
        'tests/.tmp/images-too-large/page.mdx:7:31: image -> ./skyline.jpg: tests/.tmp/images-too-large/skyline.jpg is 9000 × 120 px, over the limit of 8000 px on a side; export it at most 8000 px wide and 8000 px high (2400 px is plenty for a page: the build makes the smaller files visitors get)',
        `tests/.tmp/images-too-large/page.mdx:9:25: image -> /images/test-generated-night.png: public/images/test-generated-night.png is ${size}, over the limit of 20 MB; export it at most 8000 px wide and 8000 px high (2400 px is plenty for a page: the build makes the smaller files visitors get) and, for a photo, as a JPEG at quality 80 to 90`,
      ].join('\n'),
    );
  });
});

describe('a raster file over 300 KB in public/ that no page shows', () => {
  afterAll(() => rmSync(generated('unused.jpg'), { force: true }));

  it('stops the build, naming it: it would ship as it is', async () => {
    await noisyPhoto(generated('unused.jpg'), 1200, 800);
    const size = `${Math.ceil(statSync(generated('unused.jpg')).size / 1024)} KB`;
    expect(await failedBuild('good')).toBe(
      `public/images/test-generated-unused.jpg: an image of ${size} that no page shows, so it would be published as it is; an image in public/ that no page shows may be at most 300 KB: show it on a page as an image (![What it shows](/images/test-generated-unused.jpg)), make it smaller, or delete it`,
    );
  });
});
