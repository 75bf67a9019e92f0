import { useLocation } from 'react-router-dom';
import { applicationForm, jobFieldName } from '../../forms/application-form';
import { DefinedForm } from '../../forms/components/DefinedForm';
import type { FileField } from '../../forms/form-definition';
import { island } from '../../hydration/island';
import ApplicationUpload from '../ApplicationUpload';
import { jobPages } from '../../shared/collection-pages';
import { normalisePathname } from '../../shared/route-path';

const formId = 'application-form';
const cvField = applicationForm.fields.find((field): field is FileField => field.type === 'file');

const ApplicationUploadIsland = island('ApplicationUpload', ApplicationUpload);

/** The id the job page's "Apply now" links point to. */
export const applyAnchor = 'apply';

/**
 * The Apply section under every job page (the layout renders it, so no job page can lack it): the
 * application form, or, when the job names an applicant-tracking address (`applyUrl`), a link there.
 */
export function JobApplication() {
  const path = normalisePathname(useLocation().pathname);
  const job = jobPages().find((page) => page.path === path);
  if (!job) return null;
  const { title, applyUrl } = job.frontmatter;
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
