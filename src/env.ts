/// <reference types="vite/client" />

// Declarations of the modules Vite provides. A .ts file, not .d.ts: skipLibCheck (needed for some
// dependencies' types) skips every .d.ts, ours too, and once hid that these types had become any.
// A relative path is named through import() here: an import declaration inside an ambient module
// may not use one (TS2439).
declare module 'virtual:page-index' {
  /** Every page of the build with its checked frontmatter, sorted by file. */
  export const pages: import('./shared/page-entry').PageEntry[];
  /** When each page last changed, by its path: its `updated` field, or the last commit that changed what a visitor reads, or its file time (`content/last-modified.ts`); ISO 8601. */
  export const lastModified: Record<string, string>;
  /** The content folder as messages name it, e.g. `pages`. */
  export const pagesLabel: string;
  /** Dev server only: pages left out for bad frontmatter, shown when asked for. Always empty in a build. */
  export const brokenPages: import('../content/read-pages').BrokenPage[];
  /** The closed lists of `pages/_vocabularies.yaml` (empty lists in the dev server while that file has problems). */
  export const vocabularies: import('../content/vocabularies/vocabulary-file').Vocabularies;
  /** The news collection's items, pages and `.yaml` files, checked, in list order. */
  export const newsItems: import('./shared/items/news-item').NewsItem[];
  /** The events collection's items, pages and `.yaml` files, checked, in list order, each marked past or not on the build's day. */
  export const eventItems: import('./shared/items/event-item').EventItem[];
  /** Pages and `.yaml` items out of their publication dates on the build's day: left out of a build, kept (with a note) in the dev server. */
  /** The header and footer links; in the dev server, while `pages/_navigation.yaml` fails its schema, the last menus read (or none). */
  export const navigation: import('./navigation/site-navigation').SiteNavigation | null;
  /** Dev server only: the navigation's problems. Always empty in a build. */
  export const navigationProblems: import('./shared/content-error').ContentProblem[];
  /**
   * Dev server only: the problems of no single page (data files, pages or aliases claiming one
   * path), listed above every page, which still renders. Always empty in a build.
   */
  export const siteProblems: import('./shared/content-error').ContentProblem[];
  /** `pages/_translations/<lang>.yaml`: the shared labels in each other language (a file with problems is left out in the dev server). */
  export const translations: import('./translations/phrase').Translations;
  /** Build only: the photo made of each raster file in public/ a page names, by its path (`/images/team.jpg`); empty in the dev server, which shows the originals. */
  export const publicPhotos: Record<string, import('./shared/photos/photo-set').PhotoSet>;
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  export const frontmatter: import('./shared/page-entry').PageEntry['frontmatter'];
  const MDXContent: ComponentType;
  export default MDXContent;
}

declare module 'virtual:uno.css';
