import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReviewReport } from '../report-model';
import { summaryLine } from '../report-words';
import { Elsewhere, MarkupOnly, Routes, Shared, TextChanges } from './PageChanges';
import { reportStyles } from './report-styles';
import { Screenshots } from './Screenshots';
import { LinkChangesList, Redirects, Seo, Weight } from './SiteChecks';

type Section = [
  title: string,
  shown: (report: ReviewReport) => boolean,
  Component: ComponentType<{ report: ReviewReport }>,
];

// The same sections, in the same order, as the Markdown report.
const sections: Section[] = [
  ['Routes', (report) => report.added.length + report.removed.length + report.changed.length > 0, Routes],
  ['Text changes', (report) => report.content.length > 0, TextChanges],
  [
    'Changed by a change elsewhere',
    (report) => report.changed.some((page) => page.cause.kind === 'elsewhere'),
    Elsewhere,
  ],
  ['Header and footer', (report) => report.shared.length > 0, Shared],
  ['Markup only', (report) => report.markupOnly.length > 0, MarkupOnly],
  ['Redirects', (report) => report.redirects.length > 0, Redirects],
  ['Links', (report) => report.links.length > 0, LinkChangesList],
  [
    'SEO and sharing',
    ({ seo }) =>
      seo.titlesAndDescriptions.length +
        seo.otherTags.length +
        seo.descriptionsOverLimit.length +
        seo.duplicatedTitles.length >
      0,
    Seo,
  ],
  ['Weight', (report) => report.weight.length > 0, Weight],
  ['Screenshots', (report) => report.screenshots !== undefined, Screenshots],
];

function ReportDocument({ report }: { report: ReviewReport }) {
  const base = report.base;
  const title = `Site review: ${base.commit.slice(0, 10)} → ${report.current === 'working tree' ? 'working tree' : report.current.commit.slice(0, 10)}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: reportStyles }} />
      </head>
      <body>
        <h1>{title}</h1>
        <p>
          Base: <code>{base.commit.slice(0, 10)}</code> ({base.name}) "{base.subject}". {summaryLine(report)}
        </p>
        {report.notes.map((note) => (
          <p className="note" key={note}>
            Note: {note}
          </p>
        ))}
        {sections
          .filter(([, shown]) => shown(report))
          .map(([name, , Component]) => (
            <section key={name}>
              <h2>{name}</h2>
              <Component report={report} />
            </section>
          ))}
      </body>
    </html>
  );
}

/** The report as one HTML file with its styles inline; screenshots are files beside it. */
export function htmlReport(report: ReviewReport): string {
  return `<!DOCTYPE html>\n${renderToStaticMarkup(<ReportDocument report={report} />)}\n`;
}
