import type { BaseFrontmatter } from './schema';

/** What the site knows of a page without compiling it: its file, its path and its frontmatter. */
export interface PageEntry<F extends BaseFrontmatter = BaseFrontmatter & Record<string, unknown>> {
  /** Path relative to `pages/`, with forward slashes: `services/cloud.mdx`. */
  file: string;
  /** The URL path: `/services/cloud`. */
  path: string;
  frontmatter: F;
  /**
   * For a job whose `validThrough` has passed on the build's day, that last day of applications
   * (`content/publication/closed-jobs.ts`): its page says applications are closed, and no list,
   * sitemap or search shows it.
   */
  closed?: string;
}

/** The path of the page that renders for unknown URLs (written to `404.html`, left out of the sitemap). */
export const notFoundPath = '/404';
