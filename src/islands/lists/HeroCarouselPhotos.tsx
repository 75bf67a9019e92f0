import { publicPhoto } from '../../shared/photos/public-photo';
import { island } from '../../hydration/island';
import HeroCarousel from '../HeroCarousel';
import type { HeroCarouselProps } from '../HeroCarousel.props';

const HeroCarouselIsland = island('HeroCarousel', HeroCarousel);

/**
 * `<HeroCarousel>` as pages write it: a slide's raster image in public/ (`/images/hero.jpg`) is
 * handed to the island as the photo the build made of it, since the island's browser code cannot
 * read the page index (a photo beside the page is one already, from the compile).
 */
export function HeroCarouselPhotos({ slides, ...props }: HeroCarouselProps) {
  return (
    <HeroCarouselIsland {...props} slides={slides.map((slide) => ({ ...slide, image: publicPhoto(slide.image) }))} />
  );
}
