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
import { isMember, type Collection } from './schema';

/**
 * Each collection's pages among a list of pages, in the order lists show them. Pure, so the build
 * can ask before rendering what a listing component will show; `collection-pages.ts` asks the same
 * of the pages being rendered.
 */

export type CaseStudyPage = PageEntry<CaseStudyFrontmatter & PageEntry['frontmatter']>;
export type InsightPage = PageEntry<InsightFrontmatter & PageEntry['frontmatter']>;
export type JobPage = PageEntry<JobFrontmatter & PageEntry['frontmatter']>;
export type BlogPostPage = PageEntry<BlogPostFrontmatter & PageEntry['frontmatter']>;
export type RegionPage = PageEntry<RegionFrontmatter & PageEntry['frontmatter']>;
export type ResearchPage = PageEntry<ResearchFrontmatter & PageEntry['frontmatter']>;

type Pages = readonly PageEntry[];

function membersOf<F>(pages: Pages, collection: Collection): PageEntry<F & PageEntry['frontmatter']>[] {
  return pages.filter((page) => isMember(page.file, collection)) as PageEntry<F & PageEntry['frontmatter']>[];
}

/** Every case study, in file order. Their frontmatter was checked when the site was read. */
export function caseStudiesIn(pages: Pages): CaseStudyPage[] {
  return membersOf<CaseStudyFrontmatter>(pages, caseStudies);
}

/** Every insight article, newest first. */
export function insightsIn(pages: Pages): InsightPage[] {
  return membersOf<InsightFrontmatter>(pages, insights).sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));
}

/** Every job opening, A to Z by title. */
export function jobsIn(pages: Pages): JobPage[] {
  return membersOf<JobFrontmatter>(pages, jobs).sort((a, b) => a.frontmatter.title.localeCompare(b.frontmatter.title));
}

/** Every blog post, newest first. */
export function blogPostsIn(pages: Pages): BlogPostPage[] {
  return membersOf<BlogPostFrontmatter>(pages, blogPosts).sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date));
}

/** Every region page, in file order. */
export function regionsIn(pages: Pages): RegionPage[] {
  return membersOf<RegionFrontmatter>(pages, regions);
}

/** Every research item (research folder and white papers), newest first. */
export function researchIn(pages: Pages): ResearchPage[] {
  return [...membersOf<ResearchFrontmatter>(pages, research), ...membersOf<ResearchFrontmatter>(pages, whitePapers)].sort((a, b) =>
    b.frontmatter.date.localeCompare(a.frontmatter.date),
  );
}

/** The research items featured on a page, in the order of the research types, then newest first. */
export function featuredResearchIn(pages: Pages, showcase: ResearchFrontmatter['featuredOn'][number]): ResearchPage[] {
  const typeOrder = (page: ResearchPage) => researchTypes.indexOf(page.frontmatter.type);
  return researchIn(pages)
    .filter((page) => page.frontmatter.featuredOn.includes(showcase))
    .sort((a, b) => typeOrder(a) - typeOrder(b));
}
