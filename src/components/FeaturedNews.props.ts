import { z } from 'zod';
import { count, shownText } from '../shared/props/prop-types';

export const featuredNewsProps = z
  .strictObject({
    limit: count.default(2).describe('At most this many items, newest first.'),
    linkLabel: shownText.default('Read the news').describe('The text of each card’s link.'),
  })
  .describe(
    'Cards for the news items marked Featured (label, card title, card text), newest first. Shows nothing when none is featured.',
  );

export type FeaturedNewsProps = z.output<typeof featuredNewsProps>;
