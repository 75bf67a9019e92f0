import type { PhotoSet } from '../shared/photos/photo-set';
import { ResponsiveImage } from './ResponsiveImage';

// About the width a photo takes: the text column (Prose, 48rem) on wide screens, the screen less its margins below.
const sizes = '(min-width: 52rem) 48rem, calc(100vw - 2.5rem)';

interface PhotoProps {
  photo: PhotoSet;
  alt: string;
  title?: string;
}

/**
 * A photo a page puts beside itself (`![Team at work](./team.jpg)`; `rehype-photos.ts` writes
 * the element): AVIF and WebP for browsers that show them, the fallback otherwise, each at the
 * widths the build wrote, loaded only when it nears the screen.
 */
export function Photo({ photo, alt, title }: PhotoProps) {
  return (
    <ResponsiveImage
      image={photo}
      alt={alt}
      title={title}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      className="block h-auto max-w-full rounded-lg"
    />
  );
}
