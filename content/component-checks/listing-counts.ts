import { selectBlogPosts } from '../../src/components/BlogPosts.props';
import { selectCaseStudies } from '../../src/components/CaseStudies.props';
import { selectInsights } from '../../src/components/Insights.props';
import { selectFinderResearch } from '../../src/islands/lists/ResearchFinderList.props';
import { selectSectionPages } from '../../src/components/SectionIndex.props';
import type { CheckedProps } from '../../src/mdx-component-props';
import type { MdxComponentName } from '../../src/mdx-component-names';
import {
  blogPostsIn,
  caseStudiesIn,
  featuredResearchIn,
  insightsIn,
  researchIn,
} from '../../src/shared/collection-members';
import type { PageEntry } from '../../src/shared/page-entry';
import { themeMembers } from '../../src/shared/theme-members';

export type ListingCount<N extends MdxComponentName> = (props: CheckedProps<N>, pages: readonly PageEntry[]) => number;

/**
 * How many items each component that lists pages shows, for given props, among a build's pages:
 * the same selection the component makes while rendering, so the build can warn, with the page's
 * line, of a list that shows nothing (a new service page with no case study yet).
 */
export const listingCounts: { [N in MdxComponentName]?: ListingCount<N> } = {
  BlogFinderList: (_, pages) => blogPostsIn(pages).length,
  BlogPosts: (props, pages) => selectBlogPosts(blogPostsIn(pages), props).length,
  CaseStudies: (props, pages) => selectCaseStudies(caseStudiesIn(pages), props).length,
  CaseStudyIndex: (_, pages) => caseStudiesIn(pages).length,
  FeaturedResearch: ({ on }, pages) => featuredResearchIn(pages, on).length,
  Insights: (props, pages) => selectInsights(insightsIn(pages), props).length,
  ResearchFinderList: (_, pages) => selectFinderResearch(researchIn(pages)).length,
  ResearchList: ({ type }, pages) => researchIn(pages).filter((page) => page.frontmatter.type === type).length,
  SectionIndex: (props, pages) => selectSectionPages(pages, props).length,
  ThemeInsights: ({ theme }, pages) => themeMembers(pages, theme).length,
};
