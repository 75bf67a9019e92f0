import { publicPhoto } from '../shared/photos/public-photo';
import { Picture, type PictureProps } from './Picture';
import { usePictureChoice } from './illustration-choice';

/**
 * An image a component shows. An SVG in public/ is one `<img>` at the component's frame size; a
 * photo (a raster file in public/, `image="/images/team.jpg"`, or beside the page,
 * `image="./team.jpg"`, `![alt](./team.jpg)`) is a `<picture>` with AVIF and WebP for browsers that
 * show them and the fallback otherwise, each at the widths the build wrote, at the photo's own
 * size. Both load only when they near the screen. An illustration the page already shows gives
 * way to another of its family (`illustration-choice.ts`), so no picture shows twice on a page.
 */
export function ResponsiveImage({ image, ...props }: Omit<PictureProps, 'fetchPriority'>) {
  return <Picture image={publicPhoto(usePictureChoice(image))} {...props} />;
}
