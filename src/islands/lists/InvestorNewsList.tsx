import { investorNewsItems } from '../../shared/items/news-selections';
import { siteNewsItems } from '../../shared/items/site-items';
import { island } from '../../hydration/island';
import InvestorNews from '../InvestorNews';
import type { InvestorNewsListProps } from './InvestorNewsList.props';
import { shownIn } from '../../shared/render-reads';

const InvestorNewsIsland = island('InvestorNews', InvestorNews);

export function InvestorNewsList({ searchLabel, emptyText, clearLabel }: InvestorNewsListProps) {
  const items = shownIn('investor news', investorNewsItems(siteNewsItems())).map(
    ({ title, date, summary, href, kind, label }) => ({ title, date, summary, href, kind, label }),
  );
  if (items.length === 0) return null;
  return <InvestorNewsIsland items={items} searchLabel={searchLabel} emptyText={emptyText} clearLabel={clearLabel} />;
}
