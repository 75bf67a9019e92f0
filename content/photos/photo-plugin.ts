import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { widthsFor, type PhotoSet } from '../../src/shared/photos/photo-set';
import { photoQuery } from './rehype-photos';

/** One photo the built pages show, to be written at each of its widths (`builder/steps/photos.ts`). */
export interface PhotoJob {
  /** The source file, absolute. */
  file: string;
  /** Of the file's bytes: the files' names carry it, and the encoded files are cached by it. */
  hash: string;
  /** The file's name, made safe for a URL: `team-at-work`. */
  name: string;
  widths: number[];
  /** JPEG, or PNG for a photo with transparency. */
  fallback: 'jpeg' | 'png';
  /** Of the photo upright (EXIF orientation applied). */
  width: number;
  height: number;
}

export const photoFormats = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
export type PhotoFormat = keyof typeof photoFormats;

const extensions: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** Where a photo's file of one width and format is served: `/images/photos/team-1a2b3c4d5e-960.avif`. */
export function photoUrl(job: Pick<PhotoJob, 'name' | 'hash'>, width: number, format: PhotoFormat): string {
  return `/images/photos/${job.name}-${job.hash}-${width}.${extensions[format]}`;
}

/** Height at `width`, keeping the photo's proportions. */
export function heightAt(job: Pick<PhotoJob, 'width' | 'height'>, width: number): number {
  return Math.round((job.height * width) / job.width);
}

/** What sharp reads of a photo file; the build keeps it by content hash (`builder/photos/page-images.ts`), so a warm build need not load sharp. */
export type PhotoShape = Pick<PhotoJob, 'fallback' | 'width' | 'height'>;

async function shapeOf(file: string, bytes: Buffer): Promise<PhotoShape> {
  // sharp is loaded with the first photo: a build whose photos are all kept never needs it.
  const { default: sharp } = await import('sharp');
  const { width, height, orientation = 1, hasAlpha } = await sharp(bytes).metadata();
  // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is the stored height.
  const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
  return {
    // A WebP or AVIF in public/ may be transparent too; a JPEG photo never is.
    fallback: hasAlpha && /\.(png|webp|avif)$/i.test(file) ? 'png' : 'jpeg',
    width: uprightWidth,
    height: uprightHeight,
  };
}

/**
 * What the build needs to know of a photo file: its name, content hash, size and the widths to
 * write. `known` holds the shapes of files read before, by content hash.
 */
export async function photoJob(file: string, known?: ReadonlyMap<string, PhotoShape>): Promise<PhotoJob> {
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const shape = known?.get(hash) ?? (await shapeOf(file, bytes));
  const name =
    basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'photo';
  return { file, hash, name, widths: widthsFor(shape.width), ...shape };
}

/** The `<picture>` data of a built photo: every width in AVIF, WebP and the fallback. */
export function builtPhotoSet(job: PhotoJob): PhotoSet {
  const srcset = (format: PhotoFormat) =>
    job.widths.map((width) => `${photoUrl(job, width, format)} ${width}w`).join(', ');
  const widest = job.widths[job.widths.length - 1];
  return {
    src: photoUrl(job, widest, job.fallback),
    srcset: srcset(job.fallback),
    sources: (['avif', 'webp'] as const).map((format) => ({ type: photoFormats[format], srcset: srcset(format) })),
    width: widest,
    height: heightAt(job, widest),
  };
}

/**
 * For the dev server: answers `import photo from './team.jpg?photo'` (written by
 * `rehype-photos.ts`) with a `PhotoSet` of the original file as it is (through Vite's `/@fs/`), so
 * saving a photo shows it at once. The build resolves photos itself (`builder/pages/page-photos.ts`).
 */
export function photoPlugin(): Plugin {
  return {
    name: 'site:photos',
    enforce: 'pre',
    // Vite's resolver gives up on a file that is not there; the page must still render, with the
    // dev banner naming the missing photo on its line (the link check's message), not fail whole.
    resolveId(id, importer) {
      if (!id.endsWith(photoQuery) || isAbsolute(id) || !importer) return undefined;
      return resolve(dirname(importer.split('?')[0]), id);
    },
    async load(id) {
      if (!id.endsWith(photoQuery)) return undefined;
      const file = id.slice(0, -photoQuery.length);
      this.addWatchFile(file);
      if (!existsSync(file)) {
        const missing: PhotoSet = { src: `/@fs${file}`, sources: [], width: 640, height: 360 };
        return { code: `export default ${JSON.stringify(missing)};`, map: null };
      }
      const job = await photoJob(file);
      const photo: PhotoSet = { src: `/@fs${file}`, sources: [], width: job.width, height: job.height };
      return { code: `export default ${JSON.stringify(photo)};`, map: null };
    },
  };
}
