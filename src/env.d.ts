/// <reference types="vite/client" />

declare module 'virtual:page-index' {
  import type { PageEntry } from './content/page-entry';
  /** Every page of the build with its checked frontmatter, sorted by file. */
  export const pages: PageEntry[];
  /** The content folder as messages name it, e.g. `pages`. */
  export const pagesLabel: string;
  /** Dev server only: pages left out for bad frontmatter, shown when asked for. Always empty in a build. */
  export const brokenPages: import('./content/read-pages').BrokenPage[];
  /** The closed lists of `pages/_vocabularies.yaml` (empty lists in the dev server while that file has problems). */
  export const vocabularies: import('./content/vocabularies/vocabulary-file').Vocabularies;
  /** The news collection's items, pages and `.yaml` files, checked, in list order. */
  export const newsItems: import('./content/items/news-item').NewsItem[];
  /** The events collection's items, pages and `.yaml` files, checked, in list order. */
  export const eventItems: import('./content/items/event-item').EventItem[];
  /** The header and footer links; null only in the dev server while `pages/_navigation.yaml` cannot be read. */
  export const navigation: import('./navigation/site-navigation').SiteNavigation | null;
  /** Dev server only: the navigation's problems, shown on every page. Always empty in a build. */
  export const navigationProblems: import('./content/content-error').ContentProblem[];
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { PageEntry } from './content/page-entry';
  export const frontmatter: PageEntry['frontmatter'];
  const MDXContent: ComponentType;
  export default MDXContent;
}

declare module 'virtual:uno.css';
