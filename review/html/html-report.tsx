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
  ['Images replaced', (report) => (report.replacedImages ?? []).length > 0, ReplacedImages],
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

/** Each image replaced in place: before → after thumbnails (copied beside the report), its text and its pages. */
function ReplacedImages({ report }: { report: ReviewReport }) {
  return (report.replacedImages ?? []).map((image) => (
    <figure className="replaced-image" key={`${image.before} ${image.after}`}>
      {image.thumbnails && (
        <div className="replaced-image-pair">
          <img src={image.thumbnails.before} alt={`Before: ${image.alt || image.before}`} loading="lazy" />
          <span aria-hidden="true">→</span>
          <img src={image.thumbnails.after} alt={`After: ${image.alt || image.after}`} loading="lazy" />
        </div>
      )}
      <figcaption>
        {image.before === image.after ? (
          <>
            <code>{image.after}</code>: the file was replaced (same path, new image)
          </>
        ) : (
          <>
            <code>{image.before}</code> → <code>{image.after}</code>
          </>
        )}
        {image.alt && <> — “{image.alt}”</>}, on{' '}
        {image.routes.slice(0, 8).map((route, index) => (
          <span key={route}>
            {index > 0 && ', '}
            <code>{route}</code>
          </span>
        ))}
        {image.routes.length > 8 && ` and ${image.routes.length - 8} more pages`}
      </figcaption>
    </figure>
  ));
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
