import { z } from 'zod';
import { shownText } from '../shared/props/prop-types';

export const newsListProps = z
  .strictObject({
    linkLabel: shownText.default('Read more').describe('The text of each card’s link.'),
  })
  .describe(
    'Every news item that leads somewhere (pages/news/: pages and .yaml items), newest first, as cards with date, title and summary. Shows nothing when there is none.',
  );

export type NewsListProps = z.output<typeof newsListProps>;
