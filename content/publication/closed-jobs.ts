import { jobs } from '../../src/shared/collections';
import type { PageEntry } from '../../src/shared/page-entry';
import type { AsOf } from '../../src/shared/publication/as-of';
import { isMember } from '../../src/shared/schema';

/**
 * A job whose `validThrough` is before the build's day takes no more applications. Its page stays,
 * so links to it still lead somewhere, but it says so in place of the Apply form
 * (`JobApplication.tsx`) and drops its JobPosting data; as `noindex`, no job list, sitemap or search
 * shows it any more (Google asks for exactly that of expired postings).
 */
export function withClosedJobs<P extends PageEntry>(pages: P[], asOf: AsOf): P[] {
  return pages.map((page) => {
    const { validThrough } = page.frontmatter;
    if (!isMember(page.file, jobs) || typeof validThrough !== 'string' || validThrough >= asOf) return page;
    return { ...page, closed: validThrough, frontmatter: { ...page.frontmatter, noindex: true } };
  });
}

/** The build's log line for a closed job: `closed: pages/jobs/x.mdx took applications until 2027-01-31…`. */
export function closedJobLogLine(pagesLabel: string, { file, closed }: PageEntry): string {
  return `closed: ${pagesLabel}/${file} took applications until ${closed}: its page says so, and no job list, sitemap or search shows it`;
}
