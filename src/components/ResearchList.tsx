import type { ResearchFrontmatter } from '../content/collections';
import { researchPages } from '../content/collection-pages';
import { ResearchCard } from './ResearchCard';
import { researchSummary } from './research-summary';

interface ResearchListProps {
  /** Only items of this type, e.g. "White Paper". */
  type: ResearchFrontmatter['type'];
}

/** Research items of one type, newest first, as cards. */
export function ResearchList({ type }: ResearchListProps) {
  const items = researchPages().filter((page) => page.frontmatter.type === type);
  if (items.length === 0) throw new Error(`<ResearchList type="${type}"> found no research item of that type`);
  return (
    <ul className="m-0 p-0 list-none grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((page) => (
        <ResearchCard key={page.path} item={researchSummary(page)} />
      ))}
    </ul>
  );
}
