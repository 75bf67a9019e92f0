import { researchPages } from '../shared/collection-pages';
import { ResearchCard } from './ResearchCard';
import type { ResearchListProps } from './ResearchList.props';
import { researchSummary } from './research-summary';
import { pagesShownIn } from '../shared/pages';

export function ResearchList({ type }: ResearchListProps) {
  const items = pagesShownIn(
    'research list',
    researchPages().filter((page) => page.frontmatter.type === type),
  );
  // The build warns of an empty list, with the page's line.
  if (items.length === 0) return null;
  return (
    <ul className="m-0 p-0 list-none grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map((page) => (
        <ResearchCard key={page.path} item={researchSummary(page)} />
      ))}
    </ul>
  );
}
