/// <reference types="vite/client" />

declare module 'virtual:page-index' {
  import type { PageEntry } from './content/page-entry';
  /** Every page of the build with its checked frontmatter, sorted by file. */
  export const pages: PageEntry[];
  /** The content folder as messages name it, e.g. `pages`. */
  export const pagesLabel: string;
  /** Dev server only: pages left out for bad frontmatter, shown when asked for. Always empty in a build. */
  export const brokenPages: import('./content/read-pages').BrokenPage[];
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { PageEntry } from './content/page-entry';
  export const frontmatter: PageEntry['frontmatter'];
  const MDXContent: ComponentType;
  export default MDXContent;
}

declare module 'virtual:uno.css';
