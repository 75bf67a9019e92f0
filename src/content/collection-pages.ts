import {
  blogPosts,
  caseStudies,
  insights,
  jobs,
  regions,
  research,
  researchTypes,
  whitePapers,
  type BlogPostFrontmatter,
  type CaseStudyFrontmatter,
  type InsightFrontmatter,
  type JobFrontmatter,
  type RegionFrontmatter,
  type ResearchFrontmatter,
} from './collections';
import type { PageEntry } from './page-entry';
import { pageEntries } from './pages';
import { isMember, type Collection } from './schema';

function membersOf<F>(collection: Collection): PageEntry<F & PageEntry['frontmatter']>[] {
  return pageEntries.filter((page) => isMember(page.file, collection)) as PageEntry<F & PageEntry['frontmatter']>[];
}

export type CaseStudyPage = PageEntry<CaseStudyFrontmatter & PageEntry['frontmatter']>;
export type InsightPage = PageEntry<InsightFrontmatter & PageEntry['frontmatter']>;
export type JobPage = PageEntry<JobFrontmatter & PageEntry['frontmatter']>;
export type BlogPostPage = PageEntry<BlogPostFrontmatter & PageEntry['frontmatter']>;
export type RegionPage = PageEntry<RegionFrontmatter & PageEntry['frontmatter']>;
export type ResearchPage = PageEntry<ResearchFrontmatter & PageEntry['frontmatter']>;

/** Every case study, in file order. Their frontmatter was checked when the site was read. */
export function caseStudyPages(): CaseStudyPage[] {
  return membersOf<CaseStudyFrontmatter>(caseStudies);
}

/** Every insight article, newest first. */
export function insightPages(): InsightPage[] {
  return membersOf<InsightFrontmatter>(insights).sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));
}

/** Every job opening, A to Z by title. */
export function jobPages(): JobPage[] {
  return membersOf<JobFrontmatter>(jobs).sort((a, b) => a.frontmatter.title.localeCompare(b.frontmatter.title));
}

/** Every blog post, newest first. */
export function blogPostPages(): BlogPostPage[] {
  return membersOf<BlogPostFrontmatter>(blogPosts).sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));
}

/** Every region page, in file order. */
export function regionPages(): RegionPage[] {
  return membersOf<RegionFrontmatter>(regions);
}

/** Every research item (research folder and white papers), newest first. */
export function researchPages(): ResearchPage[] {
  return [...membersOf<ResearchFrontmatter>(research), ...membersOf<ResearchFrontmatter>(whitePapers)].sort((a, b) =>
    b.frontmatter.date.localeCompare(a.frontmatter.date),
  );
}

/** The research items featured on a page, in the order of the research types, then newest first. */
export function featuredResearchPages(showcase: ResearchFrontmatter['featuredOn'][number]): ResearchPage[] {
  const typeOrder = (page: ResearchPage) => researchTypes.indexOf(page.frontmatter.type);
  return researchPages()
    .filter((page) => page.frontmatter.featuredOn.includes(showcase))
    .sort((a, b) => typeOrder(a) - typeOrder(b));
}
