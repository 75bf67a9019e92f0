import { z } from 'zod';
import { headingText, mdxContent, picture, shownText } from '../shared/props/prop-types';
import { linkAction } from './link-action';

export const bannerProps = z
  .strictObject({
    title: headingText(3).describe('The banner heading.'),
    eyebrow: shownText.optional().describe('A short label above the title, e.g. "Partnership".'),
    action: linkAction.describe(
      'The one link: its words and where it leads, e.g. "About the partnership" leading to /nvidia-partnership.',
    ),
    image: picture.describe(
      'The picture beside the text: a file in public/, e.g. /images/illustrations/data.svg, or a JPEG or PNG beside the page, e.g. ./team.jpg, which the build writes as AVIF and WebP at several widths.',
    ),
    imageAlt: shownText.describe('What the image shows, for people who cannot see it.'),
    children: mdxContent.optional().describe('A sentence or two under the title.'),
  })
  .describe('A partner or announcement banner inside the page: an image beside a short text and one link.');

export type BannerProps = z.output<typeof bannerProps>;
