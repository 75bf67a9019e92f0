import { fileTypeFromBuffer } from 'file-type';
import { photoWidths } from '../../src/shared/photos/photo-set';
import type { SavedPhoto } from '../shared/api';
import { readPhotoBody } from './request-guard';
import { queryField, type StudioHandler, type StudioFiles } from './studio-routes';
import { WorkspaceRefusal } from './workspace-access';

/** The photo types the site's photo pipeline takes, by what their bytes say, with the extension to save them under. */
const photoTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** A file name made clean from what the copywriter's computer called it: `IMG 0042 (1).JPG` → `img-0042-1`. */
export function cleanPhotoName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  const clean = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return clean === '' ? 'photo' : clean;
}

/** Where the photo goes: beside a page (`page=`), or in a folder under public/images (`folder=`). */
function destination(url: URL): { folder: string; reference: (name: string) => string } {
  const page = url.searchParams.get('page');
  if (page !== null) {
    if (!page.startsWith('pages/') || !page.endsWith('.mdx'))
      throw new WorkspaceRefusal(400, `A photo goes beside a page (pages/….mdx), not beside ${JSON.stringify(page)}.`);
    return { folder: page.slice(0, page.lastIndexOf('/')), reference: (name) => `./${name}` };
  }
  const folder = (url.searchParams.get('folder') ?? 'public/images').replace(/\/+$/, '');
  if (folder !== 'public/images' && !folder.startsWith('public/images/'))
    throw new WorkspaceRefusal(400, `Photos for image fields go under public/images, not ${JSON.stringify(folder)}.`);
  return { folder, reference: (name) => `${folder.slice('public'.length)}/${name}` };
}

/** The widest file the photo pipeline makes: an upload is kept at most this wide, once. */
const widestPhoto = photoWidths[photoWidths.length - 1];

/**
 * The photo as it is kept: when wider than the pipeline's widest file (a camera's 4000 px, a
 * stock library's 2400 px), turned upright and made that wide in its own format, without its
 * metadata (a phone's EXIF holds where it was taken); else its bytes as they came.
 */
async function keptPhoto(
  bytes: Buffer,
  extension: string,
  size: { width: number; height: number },
): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (size.width <= widestPhoto) return { bytes, ...size };
  const { default: sharp } = await import('sharp');
  const resized = sharp(bytes).rotate().resize({ width: widestPhoto, withoutEnlargement: true });
  const encoded =
    extension === 'png'
      ? resized.png({ compressionLevel: 9 })
      : extension === 'webp'
        ? resized.webp({ quality: 85 })
        : extension === 'avif'
          ? resized.avif({ quality: 60 })
          : resized.jpeg({ quality: 85, mozjpeg: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

/** Width and height as the photo is shown (EXIF orientations 5 to 8 turn it a quarter). */
async function photoSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  const { width, height, orientation = 1 } = await sharp(bytes).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/**
 * POST `photo`: the body is the photo's bytes (at most 20 MB, refused as soon as more arrive);
 * its type is read from the bytes, never from the name; it is saved once, at most as wide as the
 * pipeline's widest file (`keptPhoto`), under a clean name no file has yet.
 */
export function photoRoute({ workspace }: StudioFiles): StudioHandler {
  return async ({ request, url }) => {
    const { folder, reference } = destination(url);
    const original = queryField(url, 'name');
    // The destination's refusals (a link out, `..`) before the bytes are read.
    await workspace.exists(`${folder}/${cleanPhotoName(original)}`);
    const bytes = await readPhotoBody(request);
    const type = await fileTypeFromBuffer(bytes);
    const extension = type ? photoTypes[type.mime] : undefined;
    if (!extension)
      throw new WorkspaceRefusal(
        415,
        `${original} is not a JPEG, PNG, WebP or AVIF photo${type ? ` (its contents are ${type.ext.toUpperCase()})` : ''}. Save it as a JPEG or PNG and try again.`,
      );
    let size: { width: number; height: number };
    try {
      size = await photoSize(bytes);
    } catch {
      throw new WorkspaceRefusal(415, `${original} looks like a photo but cannot be read; it may be damaged.`);
    }
    const kept = await keptPhoto(bytes, extension, size);
    const stem = cleanPhotoName(original);
    for (let attempt = 1; attempt < 1000; attempt++) {
      const name = `${attempt === 1 ? stem : `${stem}-${attempt}`}.${extension}`;
      const file = `${folder}/${name}`;
      if (await workspace.create(file, kept.bytes)) {
        const answer: SavedPhoto = { file, reference: reference(name), width: kept.width, height: kept.height };
        return answer;
      }
    }
    throw new WorkspaceRefusal(
      409,
      `There are too many photos called ${stem} in ${folder}; rename the photo and try again.`,
    );
  };
}
