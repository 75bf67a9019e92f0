import { z } from 'zod';
import { shownText } from '../shared/props/prop-types';
import { reference } from '../shared/reference';

export const pageCardsProps = z
  .strictObject({
    paths: z
      .array(reference('pages'))
      .min(1)
      .describe("The pages to show, in order, e.g. ['/services', '/industries']."),
    linkLabel: shownText.default('Read more').describe('The text of each card’s link.'),
  })
  .describe('Cards for hand-picked pages, made from each page’s own title, description and date.');

export type PageCardsProps = z.output<typeof pageCardsProps>;
