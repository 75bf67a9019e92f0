import { z } from 'zod';
import { shownText } from '../../shared/props/prop-types';

export const investorNewsListProps = z
  .strictObject({
    searchLabel: shownText.default('Search investor news').describe('The label of the search field.'),
    emptyText: shownText.default('No news found').describe('What shows when the search matches nothing.'),
    clearLabel: shownText
      .default('Clear the search')
      .describe('The button shown when the search matches nothing, which empties it and lists every item again.'),
  })
  .describe(
    'The news items marked `investors: true`, newest first, with a live search on their titles, kinds and labels (e.g. "AGM", "results"); without JavaScript, the plain list.',
  );

export type InvestorNewsListProps = z.output<typeof investorNewsListProps>;
