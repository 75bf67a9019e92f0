import { jobPageAt } from '../shared/collection-pages';
import { useCurrentPage } from '../shared/current-page';
import { salaryText } from './salary-text';

/** A job's facts as a visitor scans them: place, employment type, team and pay. */
export function JobDetails() {
  const { path } = useCurrentPage();
  const job = jobPageAt(path);
  if (!job) throw new Error(`<JobDetails> is for job pages (pages/jobs/); ${path} is none`);
  const { location, employmentType, department, salary } = job.frontmatter;
  const facts = [
    ['Location', location],
    ['Employment type', employmentType],
    ['Team', department],
    ...(salary ? [['Salary', salaryText(salary)]] : []),
  ];
  return (
    <div className="page-width pt-10">
      <dl className="m-0 grid gap-x-8 gap-y-3 border-b border-line pb-6 sm:grid-cols-2 lg:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term} className="grid gap-1">
            <dt className="text-sm font-semibold uppercase tracking-wider text-muted">{term}</dt>
            <dd className="m-0 text-body">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
