/**
 * Names of the components MDX pages may use. The build refuses any other capitalised element,
 * so a typo fails with the file and line instead of rendering nothing. `src/mdx-components.tsx`
 * is typed by this list, so the two cannot drift apart.
 */
export const mdxComponentNames = [
  'ArticleMeta',
  'Banner',
  'BlogPosts',
  'ButtonLink',
  'Card',
  'CardGrid',
  'CaseStudies',
  'CaseStudyCard',
  'CaseStudyIndex',
  'CaseStudyOverview',
  'ContactForm',
  'CtaBanner',
  'Faq',
  'FeaturedCaseStudies',
  'FormProblems',
  'Hero',
  'HeroCarousel',
  'InsightCard',
  'Insights',
  'Intro',
  'InvestorNews',
  'JobList',
  'NewsletterForm',
  'PageCards',
  'PeopleGrid',
  'PressStrip',
  'ProcessSteps',
  'Prose',
  'Section',
  'SectionIndex',
  'SiteMapList',
  'StatsGrid',
  'Timeline',
] as const;

export type MdxComponentName = (typeof mdxComponentNames)[number];
