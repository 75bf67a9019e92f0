import { newsroomItems } from '../shared/items/news-selections';
import { siteNewsItems } from '../shared/items/site-items';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { formatDate } from './format-date';
import type { NewsListProps } from './NewsList.props';
import { shownIn } from '../shared/render-reads';

export function NewsList({ linkLabel }: NewsListProps) {
  const items = shownIn('news list', newsroomItems(siteNewsItems()));
  if (items.length === 0) return null;
  return (
    <CardGrid columns={items.length % 3 === 0 ? 3 : 2}>
      {items.map((item) => (
        <Card key={item.file} title={item.title} href={item.href} linkLabel={linkLabel} eyebrow={formatDate(item.date)}>
          {item.summary}
        </Card>
      ))}
    </CardGrid>
  );
}
