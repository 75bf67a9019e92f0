import { site } from '../site';
import { LinkList } from './LinkList';
import { useCurrentPath } from './current-path';
import { InquiryForm } from '../forms/components/InquiryForm';
import { siteNavigation } from './navigation';
import { PhraseText } from '../translations/PhraseText';
import { useEnglishMark, usePhrases } from '../translations/use-phrases';

/** A link on the navy footer: one shortcut class (uno.config.ts), as the footer repeats it on thirty-odd links. */
const darkLink = 'footer-link';

/** The site footer: the inquiry form, link columns, offices, social links and the legal line. */
export function Footer() {
  const currentPath = useCurrentPath();
  const { footer, legal } = siteNavigation();
  const say = usePhrases();
  const english = useEnglishMark();
  const intro = say(
    'Send us a few lines about your organization and your question. The right team will reply within two business days.',
  );
  const [getInTouch, title, name, about] = [
    say('Get in touch'),
    say('Tell us what you are working on'),
    say(site.name),
    say('Technology services and consulting for enterprises in more than 30 countries.'),
  ];
  const [newTab, offices, copyright, credit] = [
    say('(opens in a new tab)'),
    say('Offices'),
    say(`© ${site.name}. All rights reserved.`),
    say(site.credit.label),
  ];
  return (
    <footer data-print="hide">
      <section className="bg-surface section-space border-t border-line" aria-labelledby="inquiry-title">
        <div className="page-width grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div className="grid content-start gap-4">
            <p className="m-0 eyebrow" lang={getInTouch.lang}>
              {getInTouch.text}
            </p>
            <h2 id="inquiry-title" className="m-0 heading-2" lang={title.lang}>
              {title.text}
            </h2>
            <p className="m-0 lead text-body" lang={intro.lang}>
              {intro.text}
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
            <p className="m-0 text-lg font-bold text-white" lang={name.lang}>
              {name.text}
            </p>
            <p className="m-0 leading-relaxed" lang={about.lang}>
              {about.text}
            </p>
            <h2 className="sr-only" lang={say('Social media').lang}>
              {say('Social media').text}
            </h2>
            <ul className="plain-list flex flex-wrap gap-x-4 gap-y-2">
              {site.social.map(({ network, href }) => (
                <li key={network}>
                  <a href={href} target="_blank" rel="noopener noreferrer" className={darkLink}>
                    <PhraseText phrase={say(network)} />
                    <span className="sr-only" lang={newTab.lang}>{` ${newTab.text}`}</span>
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
                <PhraseText phrase={say(group.label)} />
              </h2>
              <LinkList
                links={group.links}
                currentPath={currentPath}
                className="plain-list grid gap-2"
                linkClassName={darkLink}
              />
            </nav>
          ))}
          <div className="grid content-start gap-3">
            <h2 className="m-0 text-sm font-semibold uppercase tracking-wider text-slate-300" lang={offices.lang}>
              {offices.text}
            </h2>
            {site.offices.map((office) => (
              // Postal addresses are written as the post expects them, in English.
              <address key={office.city} className="not-italic leading-relaxed" {...english}>
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
            <p className="m-0" lang={copyright.lang}>
              {/* Untranslated, as three text nodes: English pages keep the HTML they had. */}
              {copyright.text === `© ${site.name}. All rights reserved.` ? (
                <>© {site.name}. All rights reserved.</>
              ) : (
                copyright.text
              )}
            </p>
            <nav aria-label={say('Legal').text}>
              <LinkList
                links={legal}
                currentPath={currentPath}
                className="plain-list flex flex-wrap gap-x-6 gap-y-2"
                linkClassName={darkLink}
              />
            </nav>
            <p className="m-0">
              <a href={site.credit.href} className={darkLink} lang={credit.lang}>
                {credit.text}
              </a>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
