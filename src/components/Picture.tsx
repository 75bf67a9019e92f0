import type { PhotoSet } from '../shared/photos/photo-set';

export interface PictureProps {
  /** A file in public/ (`/images/cloud.svg`), or a photo as the build wrote it. */
  image: string | PhotoSet;
  alt: string;
  /** About the width the component shows the image at, for the browser to pick a photo's file. */
  sizes: string;
  /** For a file in public/, which has no size the build reads: the component's frame. */
  width: number;
  height: number;
  className: string;
  title?: string;
  /**
   * Set by a carousel of heroes: `high` for the first thing a visitor sees, loaded at once (the
   * head preloads it), `auto` for the others. Unset, the image loads only when it nears the screen.
   */
  fetchPriority?: 'high' | 'auto';
}

/**
 * An image as a component shows it, with nothing of the page index, so an island can use it too:
 * a file in public/ is one `<img>` at the component's frame size; a photo is a `<picture>` with AVIF
 * and WebP for browsers that show them and the fallback otherwise, each at the widths the build
 * wrote, at the photo's own size.
 */
export function Picture({ image, alt, sizes, width, height, className, title, fetchPriority }: PictureProps) {
  const first = fetchPriority === 'high';
  const loading = { loading: first ? 'eager' : 'lazy', fetchPriority, decoding: first ? 'sync' : 'async' } as const;
  if (typeof image === 'string')
    return <img src={image} alt={alt} title={title} width={width} height={height} {...loading} className={className} />;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image.src}
        srcSet={image.srcset}
        sizes={image.srcset ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        title={title}
        {...loading}
      />
    </picture>
  );
}
