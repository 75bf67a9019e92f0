/**
 * The largest original the photo pipeline takes. A camera's or a stock library's full-size file
 * (12000 px, 30 MB) makes the build slow and is far more than any page shows: the widest file
 * visitors get is 1440 px (`photoWidths`).
 */
export const photoLimits = { bytes: 20 * 1024 * 1024, side: 8000 } as const;

export type PhotoLimits = { readonly bytes: number; readonly side: number };

/** A raster file in public/ larger than this ships only through the photo pipeline, never as it is. */
export const unprocessedImageBytes = 300 * 1024;

/** `31.2 MB`, `640 KB`: a file size as a copywriter reads it. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * What is wrong with an original that breaks a limit, naming it (`public/images/team.jpg`), its
 * size and the limit, with the fix; null when it is within both.
 */
export function photoLimitMessage(
  label: string,
  { bytes, width, height }: { bytes: number; width?: number; height?: number },
  limits: PhotoLimits = photoLimits,
): string | null {
  const tooHeavy = bytes > limits.bytes;
  const tooLarge = width !== undefined && height !== undefined && Math.max(width, height) > limits.side;
  const pixels = `${width} × ${height} px`;
  const side = `${limits.side} px on a side`;
  const smaller = `export it at most ${limits.side} px wide and ${limits.side} px high (2400 px is plenty for a page: the build makes the smaller files visitors get)`;
  const asJpeg = 'and, for a photo, as a JPEG at quality 80 to 90';
  if (tooHeavy && tooLarge)
    return `${label} is ${fileSize(bytes)} and ${pixels}, over the limits of ${fileSize(limits.bytes)} and ${side}; ${smaller} ${asJpeg}`;
  if (tooHeavy)
    return `${label} is ${fileSize(bytes)}, over the limit of ${fileSize(limits.bytes)}; ${smaller} ${asJpeg}`;
  if (tooLarge) return `${label} is ${pixels}, over the limit of ${side}; ${smaller}`;
  return null;
}
