import { publicPhotos } from 'virtual:page-index';
import { noteRead } from '../render-reads';
import type { PhotoSet } from './photo-set';

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * The photo the build made of a raster file in public/ that a page names (`/images/team.jpg`:
 * AVIF, WebP and the fallback at several widths, `builder/photos/page-images.ts`), or the image as
 * it is: an SVG, a photo beside the page (already a `PhotoSet`), any image in the dev server, which
 * shows the originals.
 */
export function publicPhoto(image: string | PhotoSet): string | PhotoSet {
  if (typeof image !== 'string') return image;
  const path = decoded(image);
  if (path.startsWith('/')) noteRead(`public${path}`, 'image');
  return publicPhotos[path] ?? image;
}
