import { z } from 'zod';
import { address, headingText, picture, shownText } from '../shared/props/prop-types';
import { isoDate } from '../shared/schema';

export const insightCardProps = z
  .strictObject({
    title: headingText(3).describe('The article’s title.'),
    href: address.describe('Where the card leads.'),
    summary: shownText.describe('One or two sentences.'),
    image: picture.describe(
      'The card picture: a file in public/, or a JPEG or PNG beside the page, e.g. ./team.jpg, which the build writes as AVIF and WebP at several widths.',
    ),
    imageAlt: shownText.describe('What the image shows, for people who cannot see it.'),
    category: shownText.optional().describe('A short label above the title, e.g. "Research".'),
    date: isoDate.optional().describe('Publication date, YYYY-MM-DD.'),
  })
  .describe(
    'One article teaser written out by hand: image, category and date, title, summary and a "Read more" link. <Insights> makes these from the articles themselves.',
  );

export type InsightCardProps = z.output<typeof insightCardProps>;
