import type { ResearchPage } from '../shared/collection-pages';
import type { ResearchSummary } from './ResearchCard';

/** What a research item's card shows, from its frontmatter. */
export function researchSummary({ path, frontmatter }: ResearchPage): ResearchSummary {
  const { title, type, date, summary, pages, downloads } = frontmatter;
  return { href: path, title, type, date, summary, pages, ...(downloads === undefined ? {} : { downloads }) };
}
