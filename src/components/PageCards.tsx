import { pageAt } from '../content/pages';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { formatDate } from './format-date';

/** Cards for hand-picked pages, made from each page's own title, description and date. */
export function PageCards({ paths, linkLabel = 'Read more' }: { paths: string[]; linkLabel?: string }) {
  const pages = paths.map((path) => {
    const page = pageAt(path);
    if (!page) throw new Error(`<PageCards> has no page at ${path}`);
    return page;
  });
  return (
    <CardGrid columns={pages.length % 3 === 0 ? 3 : 2}>
      {pages.map(({ path, frontmatter }) => (
        <Card key={path} title={frontmatter.title} href={path} linkLabel={linkLabel} eyebrow={frontmatter.date ? formatDate(frontmatter.date) : undefined}>
          {frontmatter.description}
        </Card>
      ))}
    </CardGrid>
  );
}
