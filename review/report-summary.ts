import type { ChangeCause, ReviewReport, Revision } from './report-model';
import { pagesPhrase } from './report-words';

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
    ...(report.buildWarnings ?? []),
  ];
}

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Each shared part that changed, told once with the pages it is on: `Header: 1 change, on 207 of
 * 209 pages` (a translated header that changed in its own way is a second change).
 */
export function sharedSummaries(report: ReviewReport): string[] {
  return (['header', 'footer'] as const).flatMap((region) => {
    const changes = report.shared.filter((change) => change.region === region);
    if (!changes.length) return [];
    const routes = [...new Set(changes.flatMap((change) => change.routes))];
    const name = region === 'header' ? 'Header' : 'Footer';
    return [`${name}: ${counted(changes.length, 'change')}, on ${pagesPhrase(routes, changes[0].pageCount)}`];
  });
}

/** Pages whose own content changed (text, head tags, links, images or markup of `<main>`), whatever their header did. */
export function ownChangeRoutes(report: ReviewReport): string[] {
  return [
    ...new Set([...report.changed.map((page) => page.route), ...report.markupOnly.flatMap((group) => group.routes)]),
  ];
}

/**
 * The headline: shared changes apart from the pages with changes of their own, so a label renamed
 * in the header reads as one change, not as 200 pages changed; each count is what its section lists.
 * `Header: 1 change, on 207 of 209 pages. 8 pages changed on their own, 1 added, 0 removed, 1 moved; 1 redirect; 0 warnings.`
 */
export function summaryCounts(report: ReviewReport): string {
  const own = ownChangeRoutes(report).length;
  const replaced = (report.replacedImages ?? []).length;
  const shared = sharedSummaries(report).map((summary) => `${summary}. `);
  return (
    `${shared.join('')}${counted(own, 'page')} changed on ${own === 1 ? 'its' : 'their'} own, ` +
    `${report.added.length} added, ${report.removed.length} removed, ${report.moved.length} moved; ` +
    (replaced ? `${counted(replaced, 'image')} replaced; ` : '') +
    `${counted(report.redirects.length, 'redirect')}; ${counted(reportWarnings(report).length, 'warning')}.`
  );
}

/** How a change's cause reads: "`pages/news/gdansk.mdx` (news list, press strip)", or why none is named. */
export function causeParts(cause: ChangeCause): { file: string; from?: string; uses: string }[] | string {
  if (!cause.recorded) return 'cause not known: neither build recorded what its pages read';
  if (cause.sources.length === 0)
    return 'no changed file among those its render read: a change to the build, a dependency or public/';
  return cause.sources.map((source) => ({ file: source.file, from: source.from, uses: source.uses.join(', ') }));
}
