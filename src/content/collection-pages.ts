import { caseStudies, insights, type CaseStudyFrontmatter, type InsightFrontmatter } from './collections';
import type { PageEntry } from './page-entry';
import { pageEntries } from './pages';
import { isMember, type Collection } from './schema';

function membersOf<F>(collection: Collection): PageEntry<F & PageEntry['frontmatter']>[] {
  return pageEntries.filter((page) => isMember(page.file, collection)) as PageEntry<F & PageEntry['frontmatter']>[];
}

export type CaseStudyPage = PageEntry<CaseStudyFrontmatter & PageEntry['frontmatter']>;
export type InsightPage = PageEntry<InsightFrontmatter & PageEntry['frontmatter']>;

/** Every case study, in file order. Their frontmatter was checked when the site was read. */
export function caseStudyPages(): CaseStudyPage[] {
  return membersOf<CaseStudyFrontmatter>(caseStudies);
}

/** Every insight article, newest first. */
export function insightPages(): InsightPage[] {
  return membersOf<InsightFrontmatter>(insights).sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));
}
