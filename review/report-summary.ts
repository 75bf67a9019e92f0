import type { ChangeCause, ReviewReport, Revision } from './report-model';

const subjectLength = 72;

/** A commit's subject as the summary quotes it: its first line, cut at a word past 72 characters. */
export function shortSubject(subject: string): string {
  const line = subject.split('\n')[0].trim();
  if (line.length <= subjectLength) return line;
  const cut = line.slice(0, subjectLength + 1).replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,;:(]+$/, '')}…`;
}

/** `ff8877c Add the investor page`. */
export function revisionLine(revision: Revision): string {
  return `${revision.commit.slice(0, 7)} ${shortSubject(revision.subject)}`;
}

/** Pages whose HTML changed, moves aside: their content, their header or footer, or their markup. */
export function changedRoutes(report: ReviewReport): string[] {
  return [
    ...new Set([
      ...report.changed.map((page) => page.route),
      ...report.shared.flatMap((change) => change.routes),
      ...report.markupOnly.flatMap((group) => group.routes),
    ]),
  ];
}

/** What a reviewer should look at before approving: descriptions too long, titles now shared, pages grown, pages with no cause. */
export function reportWarnings(report: ReviewReport): string[] {
  return [
    ...report.seo.descriptionsOverLimit.map(
      ({ route, length }) => `${route}: description of ${length} characters, over ${report.seo.descriptionLimit}`,
    ),
    ...report.seo.duplicatedTitles.map(({ title, routes }) => `"${title}" is now the title of ${routes.join(', ')}`),
    ...report.weight.map(
      (growth) =>
        `${growth.kind} grew on ${growth.routes.length === 1 ? growth.routes[0] : `${growth.routes.length} pages`}`,
    ),
  ];
}

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** `3 pages changed, 1 added, 0 removed, 1 moved; 2 redirects; 1 warning.` */
export function summaryCounts(report: ReviewReport): string {
  return `${counted(changedRoutes(report).length, 'page')} changed, ${report.added.length} added, ${report.removed.length} removed, ${report.moved.length} moved; ${counted(report.redirects.length, 'redirect')}; ${counted(reportWarnings(report).length, 'warning')}.`;
}

/** How a change's cause reads: "`pages/news/gdansk.mdx` (news list, press strip)", or why none is named. */
export function causeParts(cause: ChangeCause): { file: string; uses: string }[] | string {
  if (!cause.recorded) return 'cause not known: neither build recorded what its pages read';
  if (cause.sources.length === 0)
    return 'no changed file among those its render read: a change to the build, a dependency or public/';
  return cause.sources.map((source) => ({ file: source.file, uses: source.uses.join(', ') }));
}
