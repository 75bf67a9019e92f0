/** What a photo beside a page renders from (`![alt](./photo.jpg)`, `image="./photo.jpg"`): the files a `<picture>` offers, and its size. */
export interface PhotoSet {
  /** The fallback file at the largest width, for browsers that read only `src`. */
  src: string;
  /** The fallback (JPEG, or PNG for a photo with transparency) at every width; absent in dev. */
  srcset?: string;
  /** AVIF first, then WebP: the browser takes the first type it can show. Empty in dev. */
  sources: { type: string; srcset: string }[];
  /** Of the largest file offered, so the page keeps the photo's place before it arrives. */
  width: number;
  height: number;
}

/** Widths offered for a photo, narrowest first; a photo is never enlarged, so narrower photos get fewer. */
export const photoWidths = [480, 960, 1440] as const;

/** The widths a photo of `width` pixels is written at: those it reaches, and its own width when below the widest. */
export function widthsFor(width: number): number[] {
  const reached: number[] = photoWidths.filter((target) => target <= width);
  const widest = photoWidths[photoWidths.length - 1];
  if (width < widest && !reached.includes(width)) reached.push(width);
  return reached;
}

/** Raster image files, which the photo pipeline writes at several widths; SVGs are drawings and are left as they are. */
export const rasterImage = /\.(jpe?g|png|webp|avif)$/i;

/** A file in public/ that is a raster image, as a page writes it: `/images/team.jpg`. */
export function isPublicPhoto(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && rasterImage.test(url.split(/[?#]/)[0]);
}

/** Relative image paths a page may write beside itself: `./team.jpg`, `photos/team.png`, `../shared/a.jpeg`. */
export function isRelativePhoto(url: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#')) return false;
  return /\.(jpe?g|png)$/i.test(url.split(/[?#]/)[0]);
}

/**
 * Prop names whose text names an image file: `src`, `image`, `poster`, `logo`, `icon`, and names
 * ending in `Src` or `Image` (`heroImage`). A component prop of that name may name a photo beside
 * the page (`image="./team.jpg"`), which the compile hands the component as a `PhotoSet`.
 */
export const imagePropName = /^(?:src|image|poster|logo|icon|[a-z][A-Za-z]*(?:Src|Image))$/;

/** Whether a component's prop writes a photo beside the page: `<Banner image="./team.jpg">`, not `<img src>`. */
export function isPhotoProp(component: string | null | undefined, prop: string, value: string): boolean {
  return !!component && /^[A-Z]/.test(component) && imagePropName.test(prop) && isRelativePhoto(value);
}
