import { z } from 'zod';
import { linkAction } from '../components/link-action';
import { headingText, picture, shownText } from '../shared/props/prop-types';

// Its own file, not HeroCarousel.tsx: the island's code goes to the browser, and only the type of
// these props may go with it (zod would more than double the island's size).

const slide = z.strictObject({
  topics: z.array(linkAction).describe('The small topic links above the heading (two read best).'),
  title: shownText.describe('The slide heading.'),
  tagline: shownText.describe('A sentence under the heading.'),
  action: linkAction.describe('The slide’s button.'),
  image: picture.describe(
    'The picture beside the text: a file in public/, e.g. /images/illustrations/cloud.svg, or a JPEG or PNG beside the page, e.g. ./hero.jpg, which the build writes as AVIF and WebP at several widths.',
  ),
  imageAlt: shownText.describe('What the image shows, for people who cannot see it.'),
});

export const heroCarouselProps = z
  .strictObject({
    slides: z.array(slide).min(1).describe('The slides, in order; the first shows without JavaScript.'),
    pageTitle: headingText(1).describe('The page’s h1, read by assistive technology; the slides’ titles are h2s.'),
    label: shownText.default('Highlights').describe('What screen readers call the carousel.'),
  })
  .describe(
    'The home page’s carousel: a slide every 6 seconds, looping, pausing on hover, keyboard focus and the pause button; for visitors who prefer less motion it starts only when asked and stops at the last slide.',
  );

export type HeroCarouselProps = z.output<typeof heroCarouselProps>;
export type HeroSlide = HeroCarouselProps['slides'][number];
