import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { photoUrl, type PhotoFormat, type PhotoJob } from '../../content/photos/photo-plugin';
import { keepAndPlace, placeFromCache } from '../file-cache';
import { encodePhoto, photoByteBudget } from '../photos/encode-photo';
import { buildStep } from '../build-context';
import { bundleStep } from './bundle';
import { compileStep } from './compile';
import { imagesStep } from './images';
import { shareImagesStep } from './share-images';
import { checkUnprocessedImages } from '../photos/unprocessed-images';

export interface PhotosInput {
  root: string;
  staging: string;
  photos: Iterable<PhotoJob>;
  /** Folder of encoded files kept between builds; false encodes every file. */
  cacheDir: string | false;
  log: (line: string) => void;
}

export interface WrittenPhotoFile {
  url: string;
  bytes: number;
}

/** What shapes an encoded file besides its source: the encoder settings and sharp's version. */
function encoderFingerprint(root: string): string {
  const sharpVersion = (
    JSON.parse(readFileSync(join(root, 'node_modules/sharp/package.json'), 'utf8')) as { version: string }
  ).version;
  return createHash('sha256')
    .update(readFileSync(join(root, 'builder/photos/encode-photo.ts')))
    .update(sharpVersion)
    .digest('hex');
}

/**
 * Writes every photo the pages show into `images/photos/` of the staging folder: AVIF, WebP and
 * the fallback at each of its widths, as the pages' `<picture>` elements name them. Each file is
 * kept in the cache by the photo's content hash, so a warm build only links or copies.
 */
export async function writePhotos({ root, staging, photos, cacheDir, log }: PhotosInput): Promise<WrittenPhotoFile[]> {
  const fingerprint = encoderFingerprint(root).slice(0, 16);
  const tasks = [...photos].flatMap((job) =>
    job.widths.flatMap((width) =>
      (['avif', 'webp', job.fallback] as const).map((format: PhotoFormat) => ({ job, width, format })),
    ),
  );
  const written: WrittenPhotoFile[] = [];

  const writeOne = async ({ job, width, format }: (typeof tasks)[number]): Promise<void> => {
    const url = photoUrl(job, width, format);
    const target = join(staging, url);
    await mkdir(dirname(target), { recursive: true });
    const cached = cacheDir ? join(cacheDir, `${fingerprint}-${job.hash}-${width}.${format}`) : undefined;
    if (cached && placeFromCache(cached, target)) {
      written.push({ url, bytes: (await stat(target)).size });
      return;
    }
    const { data, quality, fits } = await encodePhoto(job.file, width, format);
    if (!fits)
      log(
        `warning: ${relative(root, job.file)}: ${url} is ${Math.round(data.length / 1024)} KB even at quality ${quality}, over ${photoByteBudget / 1024} KB`,
      );
    await keepAndPlace(cached, target, data);
    written.push({ url, bytes: data.length });
  };

  // Two at a time: sharp spreads each encode over the cores itself.
  const queue = [...tasks];
  const lane = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await writeOne(task);
  };
  await Promise.all([lane(), lane()]);
  return written.sort((a, b) => a.url.localeCompare(b.url));
}

/**
 * Every photo the pages show encoded in its sizes and formats; then no raster file over the limit
 * may be left among the files the client build copied.
 */
export const photosStep = buildStep({
  name: 'photos',
  inputs: { compiled: compileStep, images: imagesStep },
  // After the client build copied public/ and its assets into the staging folder; after the share
  // images, which keep every core busy as the encoding does.
  after: [bundleStep, shareImagesStep],
  async run({ compiled, images }, { root, folders: { staging }, caches, publicDir, log }) {
    const photoFiles = await writePhotos({
      root,
      staging,
      photos: [...compiled.photos.values(), ...images.publicPhotos.values()],
      cacheDir: caches.photos,
      log,
    });
    await checkUnprocessedImages(staging, publicDir, root);
    return photoFiles;
  },
});
