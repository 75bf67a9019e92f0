import {
  blogPosts,
  caseStudies,
  insights,
  jobs,
  regions,
  research,
  whitePapers,
  type BlogPostFrontmatter,
  type CaseStudyFrontmatter,
  type InsightFrontmatter,
  type JobFrontmatter,
  type RegionFrontmatter,
  type ResearchFrontmatter,
} from './collections';
import { inListOrder } from './list-order';
import type { PageEntry } from './page-entry';
import { isMember, type Collection } from './schema';

/**
 * Each collection's pages among a list of pages, in the order lists show them (`list-order.ts`:
 * dated things newest first, then by `order`, then by title). Pure, so the build
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

/** Every case study, in list order (`list-order.ts`). Their frontmatter was checked when the site was read. */
export function caseStudiesIn(pages: Pages): CaseStudyPage[] {
  return inListOrder(membersOf<CaseStudyFrontmatter>(pages, caseStudies));
}

/** Every insight article, newest first. */
export function insightsIn(pages: Pages): InsightPage[] {
  return inListOrder(membersOf<InsightFrontmatter>(pages, insights));
}

/** Every open job (a closed one is no longer an opening), by `order`, then A to Z by title. */
export function jobsIn(pages: Pages): JobPage[] {
  return inListOrder(membersOf<JobFrontmatter>(pages, jobs).filter((page) => !page.closed));
}

/** The job page at `path`, open or closed. */
export function jobAt(pages: Pages, path: string): JobPage | undefined {
  return membersOf<JobFrontmatter>(pages, jobs).find((page) => page.path === path);
}

/** Every blog post, newest first. */
export function blogPostsIn(pages: Pages): BlogPostPage[] {
  return inListOrder(membersOf<BlogPostFrontmatter>(pages, blogPosts));
}

/** Every region page, by `order`, then A to Z by title. */
export function regionsIn(pages: Pages): RegionPage[] {
  return inListOrder(membersOf<RegionFrontmatter>(pages, regions));
}

/** Every research item (research folder and white papers), newest first. */
export function researchIn(pages: Pages): ResearchPage[] {
  return inListOrder([
    ...membersOf<ResearchFrontmatter>(pages, research),
    ...membersOf<ResearchFrontmatter>(pages, whitePapers),
  ]);
}

/** The research items featured on a page, in the order of `researchTypes` (the vocabulary's), then newest first. */
export function featuredResearchIn(
  pages: Pages,
  showcase: ResearchFrontmatter['featuredOn'][number],
  researchTypes: readonly string[] = [],
): ResearchPage[] {
  const typeOrder = (page: ResearchPage) => researchTypes.indexOf(page.frontmatter.type);
  return researchIn(pages)
    .filter((page) => page.frontmatter.featuredOn.includes(showcase))
    .sort((a, b) => typeOrder(a) - typeOrder(b));
}
