import { formatProblem, isWarning, type ContentProblem } from '../../src/shared/content-error';
import { escapeHtml } from '../../src/layout/escape-html';

const headingId = 'dev-content-problems';

const styles = {
  region:
    'font:15px/1.5 system-ui,sans-serif;background:#fffbeb;color:#1f2937;border-bottom:3px solid #b45309;padding:0.75rem 1.25rem',
  heading: 'margin:0 0 0.25rem;font-size:1rem;font-weight:600;color:#92400e',
  list: 'margin:0;padding-left:1.25rem',
  place: 'font:inherit;font-family:ui-monospace,monospace;font-weight:600',
  note: 'margin:0.25rem 0 0;font-size:0.875rem',
};

function problemItem(problem: ContentProblem): string {
  const text = formatProblem({ ...problem, severity: undefined });
  const place = text.slice(0, text.length - problem.message.length - 2);
  const kind = isWarning(problem) ? 'warning: ' : '';
  return `<li><code style="${styles.place}">${escapeHtml(place)}</code>: ${kind}${escapeHtml(problem.message)}</li>`;
}

function counted(count: number, noun: string): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

/** The banner's heading: what the errors do to the build, and how many warnings ride along. */
function headline(problems: readonly ContentProblem[]): string {
  const warnings = problems.filter(isWarning).length;
  const errors = problems.length - warnings;
  if (errors === 0) return `${counted(warnings, 'warning')} on this page; the build still passes`;
  const stops = `${counted(errors, 'problem')} on this page; the build stops until ${errors === 1 ? 'it is' : 'they are'} fixed`;
  return warnings ? `${stops} (and ${counted(warnings, 'warning')})` : stops;
}

/**
 * The dev server's list of a page's content problems, above the page: a labelled region, one item
 * per problem with its file and line. It covers nothing, so the page below stays usable.
 */
export function contentBannerHtml(problems: readonly ContentProblem[]): string {
  if (problems.length === 0) return '';
  return [
    `<section aria-labelledby="${headingId}" data-dev-content-problems style="${styles.region}">`,
    `<h2 id="${headingId}" style="${styles.heading}">${headline(problems)}</h2>`,
    `<ul style="${styles.list}">${problems.map(problemItem).join('')}</ul>`,
    `<p style="${styles.note}">Fix the file and save: this page reloads by itself. Only <code>npm run dev</code> shows this list.</p>`,
    '</section>',
  ].join('\n');
}

/** The document with the banner at the top of its body (unchanged when there are no problems). */
export function withContentBanner(html: string, problems: readonly ContentProblem[]): string {
  const banner = contentBannerHtml(problems);
  return banner ? html.replace(/<body[^>]*>/, (body) => `${body}\n${banner}`) : html;
}
