import { z } from 'zod';
import { headingText, mdxContent, picture, shownText } from '../shared/props/prop-types';
import { linkAction } from './link-action';

export const introProps = z
  .strictObject({
    title: headingText(2).describe('The heading of the statement.'),
    image: picture.describe(
      'The illustration beside the text: a file in public/, or a JPEG or PNG beside the page, e.g. ./team.jpg, which the build writes as AVIF and WebP at several widths.',
    ),
    imageAlt: shownText.describe('What the image shows, for people who cannot see it.'),
    eyebrow: shownText.optional().describe('A short label above the title.'),
    action: linkAction.optional().describe('The explore button under the text.'),
    children: mdxContent.describe('The statement itself, a paragraph or two.'),
  })
  .describe('The opening statement of a page: text with an explore button beside an illustration.');

export type IntroProps = z.output<typeof introProps>;
