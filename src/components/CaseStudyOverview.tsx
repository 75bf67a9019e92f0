import { caseStudyPages } from '../shared/collection-pages';
import { useCurrentPage } from '../shared/current-page';
import { pageAt } from '../shared/pages';
import { splitFigure } from './split-figure';

export function CaseStudyOverview() {
  const { path } = useCurrentPage();
  const study = caseStudyPages().find((page) => page.path === path);
  if (!study) throw new Error(`<CaseStudyOverview> is for case study pages; ${path} is not one`);
  const { client, challenge, outcomes, industry, service } = study.frontmatter;
  const related = [`/industries/${industry}`, ...(service ? [`/services/${service}`] : [])].map((href) => ({
    href,
    title: pageAt(href)?.frontmatter.title ?? href,
  }));

  return (
    <section className="section-space bg-white" aria-labelledby="overview-title">
      <div className="page-width grid gap-10 md:grid-cols-[3fr_2fr]">
        <div className="grid gap-6 content-start">
          <h2 id="overview-title" className="m-0 heading-2">
            The challenge
          </h2>
          <p className="m-0 lead text-body">{challenge}</p>
          <dl className="m-0 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wider text-muted">Client</dt>
              <dd className="m-0 mt-1 text-ink">{client}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wider text-muted">
                {related.length > 1 ? 'Industry and service' : 'Industry'}
              </dt>
              <dd className="m-0 mt-1 flex flex-wrap gap-x-4">
                {related.map(({ href, title }) => (
                  <a
                    key={href}
                    href={href}
                    className="text-accent font-medium underline underline-offset-3 site-focus-ring rounded-sm"
                  >
                    {title}
                  </a>
                ))}
              </dd>
            </div>
          </dl>
        </div>
        <div className="rounded-lg bg-surface p-6 grid gap-4 content-start">
          <h2 className="m-0 heading-3">Outcomes</h2>
          <ul className="m-0 p-0 list-none grid gap-4">
            {outcomes.map((outcome) => {
              const { value, label } = splitFigure(outcome);
              return (
                <li key={outcome} className="border-l-4 border-accent pl-4">
                  {value && <span className="block text-3xl font-bold text-accent">{value}</span>}
                  <span className="block text-body">{label}</span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
