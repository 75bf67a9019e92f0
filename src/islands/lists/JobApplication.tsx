import { useLocation } from 'react-router-dom';
import { applicationForm, jobFieldName } from '../../forms/application-form';
import { DefinedForm } from '../../forms/components/DefinedForm';
import type { FileField } from '../../forms/form-definition';
import { island } from '../../hydration/island';
import ApplicationUpload from '../ApplicationUpload';
import { jobPageAt } from '../../shared/collection-pages';
import { formatDate } from '../../components/format-date';
import { normalisePathname } from '../../shared/route-path';

const formId = 'application-form';
const cvField = applicationForm.fields.find((field): field is FileField => field.type === 'file');

const ApplicationUploadIsland = island('ApplicationUpload', ApplicationUpload);

/** The id the job page's "Apply now" links point to. */
export const applyAnchor = 'apply';

/** Where a closed job's page sends its reader: the list of open jobs. */
const openingsPath = '/jobs';

/** Above a closed job's page: a reader who came by an old link learns it first, not after the whole advert. */
export function ClosedJobNotice() {
  const path = normalisePathname(useLocation().pathname);
  const closedAfter = jobPageAt(path)?.closed;
  if (!closedAfter) return null;
  return (
    <div className="bg-surface border-b border-line">
      <p className="page-width m-0 py-3 text-body">
        <strong>Applications closed.</strong>
        {' This role stopped taking applications on '}
        <time dateTime={closedAfter}>{formatDate(closedAfter)}</time>.{' '}
        <a href={openingsPath} className="arrow-link">
          See open roles<span aria-hidden="true">→</span>
        </a>
      </p>
    </div>
  );
}

/**
 * The Apply section under every job page (the layout renders it, so no job page can lack it): the
 * application form, or, when the job names an applicant-tracking address (`applyUrl`), a link there;
 * once the job's `validThrough` has passed, a note that applications are closed, with the openings.
 */
export function JobApplication() {
  const path = normalisePathname(useLocation().pathname);
  const job = jobPageAt(path);
  if (!job) return null;
  const { title, applyUrl } = job.frontmatter;
  if (job.closed)
    return (
      <section id={applyAnchor} className="section-space bg-surface" aria-labelledby={`${applyAnchor}-title`}>
        <div className="page-width grid gap-4 max-w-3xl">
          <p className="m-0 eyebrow">Applications closed</p>
          <h2 id={`${applyAnchor}-title`} className="m-0 heading-2">
            This role is no longer open
          </h2>
          <p className="m-0 lead text-body">
            {`Applications for ${title} closed on `}
            <time dateTime={job.closed}>{formatDate(job.closed)}</time>. Our open roles are listed on the jobs page.
          </p>
          <p className="m-0">
            <a href={openingsPath} className="btn-primary">
              See open roles
            </a>
          </p>
        </div>
      </section>
    );
  return (
    <section id={applyAnchor} className="section-space bg-surface" aria-labelledby={`${applyAnchor}-title`}>
      <div className="page-width grid gap-8 max-w-3xl">
        <header className="grid gap-3">
          <p className="m-0 eyebrow">Apply</p>
          <h2 id={`${applyAnchor}-title`} className="m-0 heading-2">
            Apply for {title}
          </h2>
          <p className="m-0 lead text-body">
            {applyUrl
              ? 'Applications for this role go through our recruitment system.'
              : 'Tell us about yourself and attach your CV. A recruiter reads every application and replies within ten business days.'}
          </p>
        </header>
        {applyUrl ? (
          <p className="m-0">
            <a href={applyUrl} className="btn-primary">
              Apply on our recruitment site<span className="sr-only">: {title}</span>
            </a>
          </p>
        ) : (
          <>
            <DefinedForm
              id={formId}
              definition={applicationForm}
              className="card grid gap-6 p-6 md:p-8"
              aria-labelledby={`${applyAnchor}-title`}
              values={{ [jobFieldName]: path }}
              intro={
                <p className="m-0 text-sm text-muted">
                  {'Fields marked '}
                  <span aria-hidden="true" className="text-red-700">
                    *
                  </span>
                  <span className="sr-only">with an asterisk</span> are required.
                </p>
              }
            />
            {cvField && (
              <ApplicationUploadIsland formId={formId} fileField={cvField.name} maxBytes={cvField.maxBytes} />
            )}
          </>
        )}
      </div>
    </section>
  );
}
