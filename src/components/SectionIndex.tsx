import { pageEntries } from '../content/pages';
import { Card } from './Card';
import { CardGrid } from './CardGrid';

interface SectionIndexProps {
  /** The section's path, e.g. `/services`: its direct child pages are listed. */
  section: string;
  /** Paths to leave out, e.g. a page listed elsewhere. */
  exclude?: string[];
  linkLabel?: string;
}

/** Every page directly under a section, as cards from their own title and description, A to Z. */
export function SectionIndex({ section, exclude = [], linkLabel = 'Learn more' }: SectionIndexProps) {
  const prefix = section.endsWith('/') ? section : `${section}/`;
  const children = pageEntries
    .filter(({ path }) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/') && !exclude.includes(path))
    .sort((a, b) => a.frontmatter.title.localeCompare(b.frontmatter.title));
  if (children.length === 0) throw new Error(`<SectionIndex> found no page under ${section}`);
  return (
    <CardGrid columns={3}>
      {children.map(({ path, frontmatter }) => (
        <Card key={path} title={frontmatter.title} href={path} linkLabel={linkLabel}>
          {frontmatter.description}
        </Card>
      ))}
    </CardGrid>
  );
}
