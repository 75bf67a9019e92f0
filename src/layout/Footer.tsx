import { site } from '../site';
import { LinkList } from './LinkList';
import { useCurrentPath } from './current-path';
import { InquiryForm } from '../forms/components/InquiryForm';
import { siteNavigation } from './navigation';

const darkLink =
  'text-slate-100 no-underline underline-offset-4 hover:text-white hover:underline aria-[current=page]:underline focus-ring focus-visible:outline-white rounded-sm';

/** The site footer: the inquiry form, link columns, offices, social links and the legal line. */
export function Footer() {
  const currentPath = useCurrentPath();
  const { footer, legal } = siteNavigation();
  return (
    <footer>
      <section className="bg-surface section-space border-t border-line" aria-labelledby="inquiry-title">
        <div className="page-width grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="grid content-start gap-4">
            <p className="m-0 eyebrow">Get in touch</p>
            <h2 id="inquiry-title" className="m-0 heading-2">
              Tell us what you are working on
            </h2>
            <p className="m-0 lead text-body">
              Send us a few lines about your organization and your question. The right team will reply within two
              business days.
            </p>
          </div>
          <div className="card p-6 md:p-8">
            <InquiryForm />
          </div>
        </div>
      </section>
      <div className="bg-navy text-slate-200">
        <div className="page-width grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
          <div className="grid content-start gap-4">
            <p className="m-0 text-lg font-bold text-white">{site.name}</p>
            <p className="m-0 leading-relaxed">
              Technology services and consulting for enterprises in more than 30 countries.
            </p>
            <h2 className="sr-only">Social media</h2>
            <ul className="m-0 p-0 list-none flex flex-wrap gap-x-4 gap-y-2">
              {site.social.map(({ network, href }) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className={darkLink}>
                    {network}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {footer.map((group) => (
            <nav
              key={group.label}
              aria-labelledby={`footer-${group.label.toLowerCase()}`}
              className="grid content-start gap-3"
            >
              <h2
                id={`footer-${group.label.toLowerCase()}`}
                className="m-0 text-sm font-semibold uppercase tracking-wider text-slate-300"
              >
                {group.label}
              </h2>
              <LinkList
                links={group.links}
                currentPath={currentPath}
                className="m-0 p-0 list-none grid gap-2"
                linkClassName={darkLink}
              />
            </nav>
          ))}
          <div className="grid content-start gap-3">
            <h2 className="m-0 text-sm font-semibold uppercase tracking-wider text-slate-300">Offices</h2>
            {site.offices.map((office) => (
              <address key={office.city} className="not-italic leading-relaxed">
                <span className="block font-semibold text-white">{office.city}</span>
                {office.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            ))}
          </div>
        </div>
        <div className="border-t border-navy-light">
          <div className="page-width flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
            <p className="m-0">© {site.name}. All rights reserved.</p>
            <nav aria-label="Legal">
              <LinkList
                links={legal}
                currentPath={currentPath}
                className="m-0 p-0 list-none flex flex-wrap gap-x-6 gap-y-2"
                linkClassName={darkLink}
              />
            </nav>
            <p className="m-0">
              <a href={site.credit.href} className={darkLink}>
                {site.credit.label}
              </a>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
