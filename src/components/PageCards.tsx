import { pageAt, pagesShownIn } from '../shared/pages';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { formatDate } from './format-date';
import type { PageCardsProps } from './PageCards.props';

export function PageCards({ paths, linkLabel }: PageCardsProps) {
  const pages = pagesShownIn(
    'page cards',
    paths.map((path) => {
      const page = pageAt(path);
      // Paths written in the page are checked before rendering; this catches paths worked out while rendering.
      if (!page) throw new Error(`<PageCards> has no page at ${path}`);
      return page;
    }),
  );
  return (
    <CardGrid columns={pages.length % 3 === 0 ? 3 : 2}>
      {pages.map(({ path, frontmatter }) => (
        <Card
          key={path}
          title={frontmatter.title}
          href={path}
          linkLabel={linkLabel}
          eyebrow={frontmatter.date ? formatDate(frontmatter.date) : undefined}
        >
          {frontmatter.description}
        </Card>
      ))}
    </CardGrid>
  );
}
