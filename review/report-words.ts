import type { ReviewReport, SharedChange, WeightGrowth } from './report-model';
import type { SectionDiff } from './text-diff';

/** `1.2 KB` (KiB, as the bench reports) or `900 B`. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/** `+6.1%`. */
export function formatGrowth({ before, after }: Pick<WeightGrowth, 'before' | 'after'>): string {
  return `+${(((after.raw - before.raw) / Math.max(before.raw, 1)) * 100).toFixed(1)}%`;
}

export function formatShare(share: number): string {
  return `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 2)}%`;
}

/** `Overview › Our approach`, or `top of the page` for text above the first heading. */
export function sectionName(section: SectionDiff): string {
  return section.heading.length ? section.heading.join(' › ') : 'top of the page';
}

/** What happened to a section's heading, when it did: `new section`, `section removed`, `heading was "…"`. */
export function headingNote(section: SectionDiff): string | undefined {
  const change = section.headingChange;
  if (!change) return undefined;
  if (change.before === undefined) return 'new section';
  if (change.after === undefined) return 'section removed';
  return `heading was "${change.before}"`;
}

/** `every page (204)` or `12 of 204 pages`. */
export function pagesPhrase(routes: readonly string[], pageCount: number): string {
  return routes.length === pageCount ? `every page (${pageCount})` : `${routes.length} of ${pageCount} pages`;
}

export function regionName(change: SharedChange): string {
  return change.region === 'header' ? 'Header' : 'Footer';
}

/** One sentence of what changed: `2 pages changed (1 by a change elsewhere), 1 added.` */
export function summaryLine(report: ReviewReport): string {
  const parts: string[] = [];
  const elsewhere = report.changed.filter((page) => page.cause.kind === 'elsewhere').length;
  if (report.changed.length)
    parts.push(
      `${report.changed.length} ${report.changed.length === 1 ? 'page' : 'pages'} changed${elsewhere ? ` (${elsewhere} by a change elsewhere)` : ''}`,
    );
  if (report.added.length) parts.push(`${report.added.length} added`);
  if (report.removed.length) parts.push(`${report.removed.length} removed`);
  if (report.shared.length) parts.push('header or footer changed');
  if (report.markupOnly.length)
    parts.push(`markup only on ${report.markupOnly.reduce((total, group) => total + group.routes.length, 0)} pages`);
  if (report.redirects.length)
    parts.push(`${report.redirects.length} ${report.redirects.length === 1 ? 'redirect' : 'redirects'} changed`);
  if (report.weight.length) parts.push('weight grew');
  return parts.length ? `${parts.join(', ')}.` : 'No change to the built site.';
}
