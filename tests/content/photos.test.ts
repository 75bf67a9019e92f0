import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildReport } from '../../builder/build-site';
import { failedBuild } from './authoring-failed-build';
import { firstStepMessages, pageMessages } from './fixture-checks';
import { fixtureSite } from './fixture-site';

const parent = mkdtempSync(join(tmpdir(), 'site-photos-'));
const outDir = join(parent, 'dist');
const kilobytes400 = 400 * 1024;
let report: BuildReport;
let html: string;

const pictures = (page: string) => page.match(/<picture>[\s\S]*?<\/picture>/g) ?? [];
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const srcsetFiles = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]);
// The real home page's share image, public/images/og-default.png, takes the photo pipeline too.
const fixturePhotos = (photos: BuildReport['photos']) =>
  photos.filter(({ url }) => !url.startsWith('/images/photos/og-default-'));

/** A large, noisy photo (the worst case for file size), made here rather than kept in git. */
function noisyPhoto(file: string) {
  return sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toFile(file);
}

describe('a photo beside a page', () => {
  beforeAll(async () => {
    const { pagesDir } = fixtureSite('photos');
    const folder = join(pagesDir, 'about/team-photos');
    await noisyPhoto(join(folder, 'team.jpg'));
    // A small PNG with transparency: narrower than every width, and its fallback stays a PNG.
    await sharp({ create: { width: 320, height: 200, channels: 4, background: { r: 10, g: 88, b: 168, alpha: 0.5 } } })
      .png()
      .toFile(join(folder, 'badge.png'));
    report = await buildSite({ pagesDir, outDir, photoCacheDir: join(parent, 'photo-cache') });
    html = readFileSync(join(outDir, 'about/team-photos/index.html'), 'utf8');
  }, 180_000);

  it('comes out as AVIF and WebP with a srcset at each width, and a JPEG fallback', () => {
    const team = pictures(html)[0] ?? '';
    const sources = team.match(/<source\b[^>]*>/g) ?? [];
    expect(sources.map((source) => attribute(source, 'type'))).toEqual(['image/avif', 'image/webp']);
    for (const [index, format] of ['avif', 'webp'].entries()) {
      const source = sources[index] ?? '';
      const files = srcsetFiles(attribute(source, 'srcSet') ?? '');
      expect(files).toHaveLength(3);
      for (const [i, width] of [480, 960, 1440].entries())
        expect(files[i]).toMatch(new RegExp(`^/images/photos/team-[0-9a-f]{10}-${width}\\.${format}$`));
      expect(attribute(source, 'sizes')).toBeTruthy();
    }
    const img = /<img\b[^>]*>/.exec(team)![0];
    expect(attribute(img, 'src')).toMatch(/^\/images\/photos\/team-[0-9a-f]{10}-1440\.jpg$/);
    expect(srcsetFiles(attribute(img, 'srcSet') ?? '')).toHaveLength(3);
    expect(attribute(img, 'alt')).toBe('Team at work in the Hyderabad studio');
    expect([attribute(img, 'width'), attribute(img, 'height')]).toEqual(['1440', '960']);
    expect(attribute(img, 'loading')).toBe('lazy');
    expect(attribute(img, 'decoding')).toBe('async');
  });

  it('writes every file it names, each under 400 KB, at the size it claims', async () => {
    const named = pictures(html).flatMap((picture) => [
      ...[...picture.matchAll(/srcSet="([^"]*)"/g)].flatMap(([, srcset]) => srcsetFiles(srcset)),
      ...[...picture.matchAll(/\ssrc="([^"]*)"/g)].map(([, src]) => src),
    ]);
    expect(new Set(named)).toEqual(new Set(fixturePhotos(report.photos).map((file) => file.url)));
    for (const url of named) {
      const file = join(outDir, url);
      expect(statSync(file).size, url).toBeLessThan(kilobytes400);
      const width = Number(/-(\d+)\.\w+$/.exec(url)![1]);
      expect((await sharp(file).metadata()).width, url).toBe(width);
    }
  });

  it('is never enlarged: a photo narrower than every width is written at its own width, a PNG with transparency stays PNG', () => {
    const badge = pictures(html)[1] ?? '';
    const img = /<img\b[^>]*>/.exec(badge)![0];
    expect(attribute(img, 'src')).toMatch(/^\/images\/photos\/badge-[0-9a-f]{10}-320\.png$/);
    expect([attribute(img, 'width'), attribute(img, 'height')]).toEqual(['320', '200']);
    expect(badge).toMatch(/<source type="image\/avif" srcSet="\/images\/photos\/badge-[0-9a-f]{10}-320\.avif 320w"/);
  });
});

describe('a photo with a problem stops the build with the file and line', () => {
  const photosBad = [
    'tests/.tmp/photos-bad/page.mdx:8:1: image "Our office in Tokyo" -> ./office.jpg: no file at tests/.tmp/photos-bad/office.jpg',
    'tests/.tmp/photos-bad/page.mdx:10:1: image -> ./badge.png: no alt text; write what the image shows between the brackets, e.g. ![Team at work](./badge.png)',
    'tests/.tmp/photos-bad/page.mdx:12:1: image "A diagram" -> ./diagram.gif: a photo beside a page must be a JPEG or PNG (.jpg, .jpeg or .png); other images go in public/',
  ].join('\n');

  // Read by the build's first step (readSite), which checks every image a page names.
  it('a missing photo, a missing alt text and a GIF beside the page', () => {
    expect(firstStepMessages('photos-bad')).toBe(photosBad);
  });

  it('stops the whole build with the same words, which writes nothing', async () => {
    expect(await failedBuild('photos-bad')).toBe(photosBad);
  });
});

describe('a photo beside a page, named in a component prop', () => {
  const propsParent = mkdtempSync(join(tmpdir(), 'site-photo-props-'));
  const propsOut = join(propsParent, 'dist');
  let propsReport: BuildReport;
  let page: string;

  beforeAll(async () => {
    const { pagesDir } = fixtureSite('photos-props');
    const folder = join(pagesDir, 'about/team-banner');
    await noisyPhoto(join(folder, 'team.jpg'));
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0a58a8' } })
      .png()
      .toFile(join(folder, 'office.png'));
    propsReport = await buildSite({ pagesDir, outDir: propsOut, photoCacheDir: join(propsParent, 'photo-cache') });
    page = readFileSync(join(propsOut, 'about/team-banner/index.html'), 'utf8');
  }, 180_000);

  it('<Banner image="./team.jpg"> and <CaseStudyCard image="./office.png"> show a <picture> as Markdown photos do (an opaque PNG falls back to JPEG)', () => {
    const [banner = '', office = '', again = ''] = pictures(page);
    for (const [picture, name, widths, alt] of [
      [banner, 'team', [480, 960, 1440], 'The team at work in the Hyderabad studio'],
      [office, 'office', [480, 960, 1200], 'The claims office in Pune'],
      [again, 'team', [480, 960, 1440], 'The team once more'],
    ] as const) {
      const sources = picture.match(/<source\b[^>]*>/g) ?? [];
      expect(sources.map((source) => attribute(source, 'type'))).toEqual(['image/avif', 'image/webp']);
      for (const [index, format] of ['avif', 'webp'].entries()) {
        const files = srcsetFiles(attribute(sources[index] ?? '', 'srcSet') ?? '');
        expect(files).toHaveLength(widths.length);
        for (const [i, width] of widths.entries())
          expect(files[i]).toMatch(new RegExp(`^/images/photos/${name}-[0-9a-f]{10}-${width}\\.${format}$`));
        expect(attribute(sources[index] ?? '', 'sizes')).toBeTruthy();
      }
      const img = /<img\b[^>]*>/.exec(picture)![0];
      const widest = widths[widths.length - 1];
      expect(attribute(img, 'src')).toMatch(new RegExp(`^/images/photos/${name}-[0-9a-f]{10}-${widest}\\.jpg$`));
      expect(attribute(img, 'alt')).toBe(alt);
      expect([attribute(img, 'width'), attribute(img, 'height')]).toEqual([String(widest), String((widest * 2) / 3)]);
      expect(attribute(img, 'loading')).toBe('lazy');
    }
    expect(attribute(/<img\b[^>]*>/.exec(banner)![0], 'class')).toBe('block h-full w-full object-cover');
    expect(page).not.toContain('./team.jpg');
  });

  it('writes every file the pictures name, each under 400 KB; the photo shown twice is encoded once', () => {
    const named = pictures(page).flatMap((picture) => [
      ...[...picture.matchAll(/srcSet="([^"]*)"/g)].flatMap(([, srcset]) => srcsetFiles(srcset)),
      ...[...picture.matchAll(/\ssrc="([^"]*)"/g)].map(([, src]) => src),
    ]);
    expect(new Set(named)).toEqual(new Set(fixturePhotos(propsReport.photos).map((file) => file.url)));
    expect(fixturePhotos(propsReport.photos)).toHaveLength(18);
    for (const url of new Set(named)) expect(statSync(join(propsOut, url)).size, url).toBeLessThan(kilobytes400);
  });
});

describe('a photo prop with a problem stops the build with the file and line', () => {
  // Read by the build's first step (readSite); the missing alt text by the check of the page's components (checkPage).
  it('a photo that is not beside the page', () => {
    expect(firstStepMessages('photos-props-missing')).toBe(
      'tests/.tmp/photos-props-missing/page.mdx:6:75: image "Our office in Tokyo" -> ./office.jpg: no file at tests/.tmp/photos-props-missing/office.jpg',
    );
  });

  it('a photo without its alt text', async () => {
    expect((await pageMessages('photos-props-no-alt')).problems).toBe(
      'tests/.tmp/photos-props-no-alt/page.mdx:6:1: <Banner> is missing imageAlt (what the image shows, for people who cannot see it)',
    );
  });
});
