import type { CaseStudyPage } from '../shared/collection-pages';
import { CaseStudyCard } from './CaseStudyCard';

/** The card of a case study page, from its own frontmatter. */
export function CaseStudyTeaser({ study: { path, frontmatter } }: { study: CaseStudyPage }) {
  return (
    <CaseStudyCard
      href={path}
      title={frontmatter.title}
      category={frontmatter.category}
      summary={frontmatter.summary}
      image={frontmatter.image}
      imageAlt={frontmatter.imageAlt}
    />
  );
}
