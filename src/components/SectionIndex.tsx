import { pageEntries, pagesShownIn } from '../shared/pages';
import { Card } from './Card';
import { CardGrid } from './CardGrid';
import { selectSectionPages, type SectionIndexProps } from './SectionIndex.props';

export function SectionIndex(props: SectionIndexProps) {
  const children = pagesShownIn('section index', selectSectionPages(pageEntries, props));
  // The build warns of an empty list, with the page's line.
  if (children.length === 0) return null;
  return (
    <CardGrid columns={3}>
      {children.map(({ path, frontmatter }) => (
        <Card key={path} title={frontmatter.title} href={path} linkLabel={props.linkLabel}>
          {frontmatter.description}
        </Card>
      ))}
    </CardGrid>
  );
}
