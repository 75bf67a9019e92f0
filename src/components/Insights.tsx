import { insightPages } from '../shared/collection-pages';
import { CardGrid } from './CardGrid';
import { InsightCard } from './InsightCard';
import { selectInsights, type InsightsProps } from './Insights.props';
import { pagesShownIn } from '../shared/pages';

export function Insights(props: InsightsProps) {
  const articles = pagesShownIn('insights list', selectInsights(insightPages(), props));
  // The build warns of an empty list, with the page's line.
  if (articles.length === 0) return null;
  return (
    <CardGrid columns={3}>
      {articles.map(({ path, frontmatter }) => (
        <InsightCard
          key={path}
          href={path}
          title={frontmatter.title}
          summary={frontmatter.summary}
          category={frontmatter.category}
          date={frontmatter.date}
          image={frontmatter.image}
          imageAlt={frontmatter.imageAlt}
        />
      ))}
    </CardGrid>
  );
}
