import { insightPages, type InsightPage } from '../content/collection-pages';
import { CardGrid } from './CardGrid';
import { InsightCard } from './InsightCard';

interface InsightsProps {
  /** Articles whose `industry` is this slug. */
  industry?: string;
  /** At most this many, newest first. */
  limit?: number;
}

function matches(article: InsightPage, { industry }: InsightsProps): boolean {
  return industry === undefined || article.frontmatter.industry === industry;
}

/** Insight cards made from the articles' own frontmatter, newest first. Fails the build when nothing matches. */
export function Insights(props: InsightsProps) {
  const articles = insightPages()
    .filter((article) => matches(article, props))
    .slice(0, props.limit);
  if (articles.length === 0) throw new Error(`<Insights> found no article with ${JSON.stringify(props)}`);
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
