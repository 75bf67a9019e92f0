import type { ResearchFrontmatter } from './collections';
import {
  blogPostsIn,
  caseStudiesIn,
  featuredResearchIn,
  insightsIn,
  jobsIn,
  jobAt,
  regionsIn,
  researchIn,
  type BlogPostPage,
  type CaseStudyPage,
  type InsightPage,
  type JobPage,
  type RegionPage,
  type ResearchPage,
} from './collection-members';
import { noteContentFile, pageEntries, vocabularies } from './pages';

export type { BlogPostPage, CaseStudyPage, InsightPage, JobPage, RegionPage, ResearchPage };

/** Every case study of the site being rendered, in list order. */
export function caseStudyPages(): CaseStudyPage[] {
  return caseStudiesIn(pageEntries);
}

/** Every insight article, newest first. */
export function insightPages(): InsightPage[] {
  return insightsIn(pageEntries);
}

/** Every open job, by `order`, then A to Z by title. */
export function jobPages(): JobPage[] {
  return jobsIn(pageEntries);
}

/** The job page at `path`, open or closed (`closed`: its `validThrough` has passed). */
export function jobPageAt(path: string): JobPage | undefined {
  return jobAt(pageEntries, path);
}

/** Every blog post, newest first. */
export function blogPostPages(): BlogPostPage[] {
  return blogPostsIn(pageEntries);
}

/** Every region page, by `order`, then A to Z by title. */
export function regionPages(): RegionPage[] {
  return regionsIn(pageEntries);
}

/** Every research item (research folder and white papers), newest first. */
export function researchPages(): ResearchPage[] {
  return researchIn(pageEntries);
}

/** The research items featured on a page, in the order of the research types, then newest first. */
export function featuredResearchPages(showcase: ResearchFrontmatter['featuredOn'][number]): ResearchPage[] {
  noteContentFile('_vocabularies.yaml', 'research types');
  return featuredResearchIn(pageEntries, showcase, vocabularies.researchTypes);
}
