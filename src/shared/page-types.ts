/**
 * The kinds of page search results name and filter by, in the order the filter buttons show them.
 * No imports: the search island takes this list into the browser. Which page is which is
 * `page-type-of.ts`.
 */
export const pageTypes = [
  'Service',
  'Industry',
  'Case study',
  'Insight',
  'Blog post',
  'Research',
  'News',
  'Job',
  'Event',
  'Page',
] as const;

export type PageType = (typeof pageTypes)[number];
