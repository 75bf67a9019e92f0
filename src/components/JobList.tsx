import { jobPages } from '../shared/collection-pages';
import type { JobListProps } from './JobList.props';
import { pagesShownIn } from '../shared/pages';
import { formatDate } from './format-date';

const noOpenRoles = 'There are no open roles at the moment.';

export function JobList({ limit, empty }: JobListProps) {
  const jobs = pagesShownIn('job list', jobPages().slice(0, limit));
  // Jobs close with time alone (validThrough), so an empty list is a state of the site, not a mistake.
  if (jobs.length === 0) return <p className="m-0 text-body">{empty ?? noOpenRoles}</p>;
  return (
    <ul className="m-0 p-0 list-none grid gap-6 md:grid-cols-2">
      {jobs.map(({ path, frontmatter }) => (
        <li key={path} className="card card-link grid content-start gap-3">
          <p className="m-0 eyebrow">{frontmatter.department}</p>
          <h3 className="m-0 heading-3">{frontmatter.title}</h3>
          <p className="m-0 text-sm text-muted">
            {frontmatter.location} · {frontmatter.employmentType}
          </p>
          <p className="m-0 text-body leading-relaxed">{frontmatter.summary}</p>
          {/* The days job search sites show from the structured data, shown here too (truth, item 3). */}
          <p className="m-0 text-sm text-muted">
            Posted <time dateTime={frontmatter.datePosted}>{formatDate(frontmatter.datePosted)}</time>
            {frontmatter.validThrough && (
              <>
                {' · Apply by '}
                <time dateTime={frontmatter.validThrough}>{formatDate(frontmatter.validThrough)}</time>
              </>
            )}
          </p>
          <a href={path} className="arrow-link">
            View job<span className="sr-only">: {frontmatter.title}</span>
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
