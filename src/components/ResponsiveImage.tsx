import type { PhotoSet } from '../content/photos/photo-set';

interface ResponsiveImageProps {
  /** A file in public/ (`/images/cloud.svg`), or the photo a page put beside itself, as the build wrote it. */
  image: string | PhotoSet;
  alt: string;
  /** About the width the component shows the image at, for the browser to pick a photo's file. */
  sizes: string;
  /** For a file in public/, which has no size the build reads: the component's frame. */
  width: number;
  height: number;
  className: string;
  title?: string;
}

/**
 * An image a component shows. A file in public/ is one `<img>` at the component's frame size; a
 * photo beside the page (`image="./team.jpg"`, `![alt](./team.jpg)`) is a `<picture>` with AVIF and
 * WebP for browsers that show them and the fallback otherwise, each at the widths the build wrote,
 * at the photo's own size. Both load only when they near the screen.
 */
export function ResponsiveImage({ image, alt, sizes, width, height, className, title }: ResponsiveImageProps) {
  if (typeof image === 'string')
    return (
      <img
        src={image}
        alt={alt}
        title={title}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
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
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
