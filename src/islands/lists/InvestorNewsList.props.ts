import { z } from 'zod';
import { shownText } from '../../shared/props/prop-types';

export const investorNewsListProps = z
  .strictObject({
    searchLabel: shownText.default('Search investor news').describe('The label of the search field.'),
    emptyText: shownText.default('No news found').describe('What shows when the search matches nothing.'),
  })
  .describe(
    'The news items marked `investors: true`, newest first, with a live search on the titles (without JavaScript, the plain list).',
  );

export type InvestorNewsListProps = z.output<typeof investorNewsListProps>;
