import type { Sharp } from 'sharp';
import type { PhotoFormat } from '../../content/photos/photo-plugin';

/** No file of a photo may be larger: a phone on a slow network still gets the page in good time. */
export const photoByteBudget = 400 * 1024;

// Qualities to try, best first: the first that fits the budget is kept. Most photos fit at the
// first; a large, detailed one steps down until it fits.
const ladders: Record<PhotoFormat, readonly number[]> = {
  avif: [50, 42, 34, 26],
  webp: [75, 65, 55, 45, 35],
  jpeg: [78, 68, 58, 48, 38],
  png: [90, 70, 50, 30],
};

function encoder(image: Sharp, format: PhotoFormat, quality: number): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality, effort: 4 });
    case 'webp':
      return image.webp({ quality, effort: 4 });
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true });
    case 'png':
      // Quantised to a palette: a full-colour PNG photo is many times larger.
      return image.png({ palette: true, quality, effort: 7 });
  }
}

export interface EncodedPhoto {
  data: Buffer;
  quality: number;
  /** False when even the lowest quality is over the budget. */
  fits: boolean;
}

/**
 * One file of a photo: upright (EXIF orientation applied, then dropped with the other metadata),
 * `width` pixels wide, in `format`, at the best quality of its ladder that fits the byte budget.
 */
export async function encodePhoto(file: string, width: number, format: PhotoFormat): Promise<EncodedPhoto> {
  // Loaded with the first photo to encode: a build whose photos are all kept never needs it.
  const { default: sharp } = await import('sharp');
  const resized = await sharp(file).rotate().resize({ width, withoutEnlargement: true }).toBuffer();
  const ladder = ladders[format];
  for (const quality of ladder) {
    const data = await encoder(sharp(resized), format, quality).toBuffer();
    if (data.length <= photoByteBudget || quality === ladder[ladder.length - 1])
      return { data, quality, fits: data.length <= photoByteBudget };
  }
  throw new Error(`no quality to encode ${format} at`);
}
