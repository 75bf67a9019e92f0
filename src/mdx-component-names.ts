/**
 * Names of the components MDX pages may use. The build refuses any other capitalised element,
 * so a typo fails with the file and line instead of rendering nothing. `src/mdx-components.tsx`
 * is typed by this list, so the two cannot drift apart.
 */
export const mdxComponentNames = [
  'ArticleMeta',
  'ButtonLink',
  'Card',
  'CardGrid',
  'CaseStudies',
  'CaseStudyCard',
  'CaseStudyIndex',
  'CaseStudyOverview',
  'CtaBanner',
  'Hero',
  'InsightCard',
  'Insights',
  'Intro',
  'InvestorNews',
  'ProcessSteps',
  'Prose',
  'Section',
  'SectionIndex',
  'StatsGrid',
  'Timeline',
] as const;

export type MdxComponentName = (typeof mdxComponentNames)[number];
