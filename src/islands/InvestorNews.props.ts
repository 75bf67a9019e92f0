import { z } from 'zod';
import { text } from '../content/components/prop-types';
import { isoDate } from '../content/schema';

// Its own file, not InvestorNews.tsx: the island's code goes to the browser, and only the type of
// these props may go with it (zod would more than double the island's size).

const newsItem = z.strictObject({
  title: text.describe('The headline.'),
  date: isoDate.describe('Publication date, YYYY-MM-DD.'),
  summary: text.describe('A sentence or two.'),
  href: text.describe('Where "Read more" leads.'),
});

export const investorNewsProps = z
  .strictObject({
    items: z.array(newsItem).min(1).describe("The news, newest first, e.g. [{ title: 'Q1 results', date: '2025-04-24', summary: '…', href: '/investors' }]."),
    searchLabel: text.default('Search investor news').describe('The label of the search field.'),
    emptyText: text.default('No news found').describe('What shows when the search matches nothing.'),
  })
  .describe('Investor news with a live search on the titles.');

export type InvestorNewsProps = z.output<typeof investorNewsProps>;
export type InvestorNewsItem = InvestorNewsProps['items'][number];
