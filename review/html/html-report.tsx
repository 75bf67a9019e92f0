import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReviewReport } from '../report-model';
import { reportWarnings, revisionLine, summaryCounts } from '../report-summary';
import { MarkupOnly, NewPages, Reach, Routes, Shared, TextChanges } from './PageChanges';
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
  [
    'Routes',
    (report) => report.added.length + report.removed.length + report.moved.length + report.changed.length > 0,
    Routes,
  ],
  [
    'Text changes',
    (report) => report.content.length + report.moved.filter((page) => page.sections.length).length > 0,
    TextChanges,
  ],
  ['New pages', (report) => report.added.length > 0, NewPages],
  [
    'Changed by other files',
    (report) =>
      [...report.changed, ...report.markupOnly].some((page) =>
        page.cause.sources.some((source) => !source.uses.includes('its own file')),
      ),
    Reach,
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
  ['Feeds and files for crawlers', (report) => (report.siteFiles ?? []).length > 0, SiteFiles],
  ['Warnings', (report) => reportWarnings(report).length > 0, Warnings],
  ['Screenshots', (report) => report.screenshots !== undefined, Screenshots],
];

function SiteFiles({ report }: { report: ReviewReport }) {
  return (
    <ul>
      {(report.siteFiles ?? []).flatMap(({ file, changes }) =>
        changes.map((change) => (
          <li key={`${file} ${change}`}>
            <code>{file}</code>: {change}
          </li>
        )),
      )}
    </ul>
  );
}

function Warnings({ report }: { report: ReviewReport }) {
  return (
    <ul>
      {reportWarnings(report).map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  );
}

function ReportDocument({ report, fontFaces }: { report: ReviewReport; fontFaces: string }) {
  const base = report.base;
  const title = `Site review: ${base.commit.slice(0, 7)} → ${report.current === 'working tree' ? 'working tree' : report.current.commit.slice(0, 7)}`;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: fontFaces + reportStyles }} />
      </head>
      <body>
        <h1>{title}</h1>
        <p>
          Base: <code>{revisionLine(base)}</code> ({base.name})
        </p>
        <p>{summaryCounts(report)}</p>
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

/**
 * The report as one HTML file with its styles inline; screenshots, share images and the site's
 * fonts are files beside it. `fontFaces`: the site's `@font-face` rules (`reportFonts`).
 */
export function htmlReport(report: ReviewReport, fontFaces = ''): string {
  return `<!DOCTYPE html>\n${renderToStaticMarkup(<ReportDocument report={report} fontFaces={fontFaces} />)}\n`;
}
