import { featuredNewsItems } from '../shared/items/news-selections';
import { siteNewsItems } from '../shared/items/site-items';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import type { FeaturedNewsProps } from './FeaturedNews.props';
import { markdownElements } from './markdown-elements';
import { shownIn } from '../shared/render-reads';

const Paragraph = markdownElements.p;

export function FeaturedNews({ limit, linkLabel }: FeaturedNewsProps) {
  const items = shownIn('latest news cards', featuredNewsItems(siteNewsItems(), limit));
  if (items.length === 0) return null;
  return (
    <CardGrid columns={2}>
      {items.map((item) => (
        <Card key={item.file} eyebrow={item.label} title={item.cardTitle} href={item.href} linkLabel={linkLabel}>
          {/* The paragraph a card's text gets when a page writes it between the tags. */}
          <Paragraph>{item.cardSummary}</Paragraph>
        </Card>
      ))}
    </CardGrid>
  );
}
