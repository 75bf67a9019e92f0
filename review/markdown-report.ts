import { code, codeList, escapeMarkdown, wordRunsMarkdown } from './markdown-text';
import type { ChangeCause, ImageChanges, LinkChanges, MarkupHunk, ReviewReport, Revision } from './report-model';
import {
  formatBytes,
  formatGrowth,
  formatShare,
  headingNote,
  pagesPhrase,
  regionName,
  sectionName,
  summaryLine,
} from './report-words';
import type { SectionDiff } from './text-diff';

type Lines = string[];

const cell = (text: string) => escapeMarkdown(text).replace(/\n/g, ' ') || '—';

function revisionLabel(revision: Revision | 'working tree'): string {
  return revision === 'working tree' ? 'working tree' : code(revision.commit.slice(0, 10));
}

function causeText(cause: ChangeCause): string {
  if (cause.kind === 'own file') return code(cause.file);
  const sources = cause.likelySources;
  if (sources.length === 0) return 'changed by a change elsewhere';
  return `changed by a change elsewhere, likely ${sources.length === 1 ? code(sources[0]) : `one of ${codeList(sources)}`}`;
}

function sectionLines(sections: readonly SectionDiff[]): Lines {
  return sections.flatMap((section) => {
    const note = headingNote(section);
    const lines = [`**${escapeMarkdown(sectionName(section))}**${note ? ` (${escapeMarkdown(note)})` : ''}`, ''];
    if (section.runs.length) lines.push(`> ${wordRunsMarkdown(section.runs)}`, '');
    return lines;
  });
}

function imageLines({ added, removed }: ImageChanges): Lines {
  const image = ({ src, alt }: { src: string; alt: string }) => `${code(src)} ("${escapeMarkdown(alt)}")`;
  const lines = [
    ...added.map((item) => `- image added: ${image(item)}`),
    ...removed.map((item) => `- image removed: ${image(item)}`),
  ];
  return lines.length ? [...lines, ''] : [];
}

function linkText(links: LinkChanges): string {
  const parts: string[] = [];
  if (links.internalAdded.length) parts.push(`added ${codeList(links.internalAdded, 10)}`);
  if (links.internalRemoved.length) parts.push(`removed ${codeList(links.internalRemoved, 10)}`);
  if (links.externalAdded.length) parts.push(`external added ${codeList(links.externalAdded, 10)}`);
  return parts.join('; ');
}

function hunkLines(hunks: readonly MarkupHunk[], shown = 3): Lines {
  const lines = hunks
    .slice(0, shown)
    .map(
      (hunk) => `  - ${hunk.before ? code(hunk.before) : '(nothing)'} → ${hunk.after ? code(hunk.after) : '(nothing)'}`,
    );
  if (hunks.length > shown) lines.push(`  - and ${hunks.length - shown} more changes`);
  return lines;
}

const sections: Record<string, (report: ReviewReport) => Lines> = {
  Routes: (report) => {
    const lines: Lines = [];
    const list = (label: string, items: Lines) => (items.length ? lines.push(`**${label}**`, '', ...items, '') : 0);
    list(
      'Added',
      report.added.map((page) => `- ${code(page.route)} — ${escapeMarkdown(page.title)}`),
    );
    list(
      'Removed',
      report.removed.map((page) => `- ${code(page.route)} — ${escapeMarkdown(page.title)}`),
    );
    list(
      'Changed',
      report.changed.map(
        (page) =>
          `- ${code(page.route)} — ${escapeMarkdown(page.title)}: ${page.aspects.join(', ')} (${causeText(page.cause)})`,
      ),
    );
    return lines;
  },
  'Text changes': (report) =>
    report.content.flatMap((page) => [
      `### ${code(page.route)} — ${escapeMarkdown(page.title)}${page.cause.kind === 'elsewhere' ? ' (changed by a change elsewhere)' : ''}`,
      '',
      ...sectionLines(page.sections),
      ...imageLines(page.images),
    ]),
  'Changed by a change elsewhere': (report) => {
    const bySource = new Map<string, string[]>();
    for (const page of report.changed) {
      if (page.cause.kind !== 'elsewhere') continue;
      const key = JSON.stringify(page.cause.likelySources);
      bySource.set(key, [...(bySource.get(key) ?? []), page.route]);
    }
    return [...bySource].map(([key, routes]) => {
      const sources = JSON.parse(key) as string[];
      return `- ${codeList(routes, 10)}: ${sources.length ? `likely from ${codeList(sources)}` : 'source not known'}`;
    });
  },
  'Header and footer': (report) =>
    report.shared.flatMap((change) => {
      const lines = [`**${regionName(change)}, on ${pagesPhrase(change.routes, change.pageCount)}**`, ''];
      if (change.routes.length < change.pageCount) lines.push(`Pages: ${codeList(change.routes, 8)}`, '');
      lines.push(...sectionLines(change.sections), ...imageLines(change.images));
      const links = linkText(change.links);
      if (links) lines.push(`Links: ${links}`, '');
      if (change.markup.length)
        lines.push('Markup only, nothing a visitor reads changed:', ...hunkLines(change.markup), '');
      return lines;
    }),
  'Markup only': (report) =>
    report.markupOnly.length
      ? [
          'HTML changed with no change to text, head tags, links or images:',
          '',
          ...report.markupOnly.flatMap((group) => [
            `- ${group.routes.length} ${group.routes.length === 1 ? 'page' : 'pages'} (${codeList(group.routes)})${group.likelySources.length ? `, likely from ${codeList(group.likelySources)}` : ''}:`,
            ...hunkLines(group.hunks),
          ]),
        ]
      : [],
  Redirects: (report) =>
    report.redirects.map((change) => {
      if (change.kind === 'added') return `- added: ${code(change.from)} → ${code(change.to)}`;
      if (change.kind === 'removed')
        return `- removed: ${code(change.from)} → ${code(change.to)} (${code(change.from)} ${change.nowA === 'page' ? 'is now a page' : 'now answers 404'})`;
      return `- target changed: ${code(change.from)} → ${code(change.before)} is now → ${code(change.after)}`;
    }),
  Links: (report) =>
    report.links.map((page) => `- ${code(page.route)}${page.isNewPage ? ' (new page)' : ''}: ${linkText(page)}`),
  'SEO and sharing': ({ seo }) => {
    const lines: Lines = [];
    if (seo.titlesAndDescriptions.length) {
      lines.push('| Page | | Before | After |', '|---|---|---|---|');
      seo.titlesAndDescriptions.forEach((row, index) => {
        const page = index > 0 && seo.titlesAndDescriptions[index - 1].route === row.route ? '' : code(row.route);
        lines.push(
          `| ${page} | ${row.tag} | ${row.before === undefined ? '(new page)' : cell(row.before)} | ${cell(row.after)} |`,
        );
      });
      lines.push('');
    }
    if (seo.otherTags.length) {
      lines.push(
        'Other head tags:',
        '',
        ...seo.otherTags.map(
          (tag) =>
            `- ${code(tag.route)} ${code(tag.tag)}: ${tag.before === undefined ? '(none)' : code(tag.before)} → ${tag.after === undefined ? '(none)' : code(tag.after)}`,
        ),
        '',
      );
    }
    if (seo.descriptionsOverLimit.length) {
      lines.push(
        `Descriptions now over ${seo.descriptionLimit} characters: ${seo.descriptionsOverLimit.map((page) => `${code(page.route)} (${page.length})`).join(', ')}`,
        '',
      );
    }
    for (const { title, routes } of seo.duplicatedTitles)
      lines.push(`Title now on ${routes.length} pages: "${escapeMarkdown(title)}" on ${codeList(routes, 10)}`, '');
    return lines;
  },
  Weight: (report) =>
    report.weight.length
      ? [
          'Grew by more than 5%:',
          '',
          '| Pages | | Before | After | Growth |',
          '|---|---|---|---|---|',
          ...report.weight.map(
            (growth) =>
              `| ${growth.routes.length > 3 ? `${growth.routes.length} pages` : growth.routes.map(code).join(', ')} | ${growth.kind} | ${formatBytes(growth.before.raw)} (${formatBytes(growth.before.gzip)} gzip) | ${formatBytes(growth.after.raw)} (${formatBytes(growth.after.gzip)} gzip) | ${formatGrowth(growth)} |`,
          ),
        ]
      : [],
  Screenshots: ({ screenshots }) => {
    if (!screenshots) return [];
    const lines = ['| Page | Width | Pixels that differ |', '|---|---|---|'];
    for (const shot of screenshots.shots) {
      const share =
        shot.differingShare !== undefined
          ? formatShare(shot.differingShare)
          : shot.before
            ? 'removed page'
            : 'new page';
      lines.push(`| ${code(shot.route)} | ${shot.width} | ${share} |`);
    }
    if (screenshots.notShot.length)
      lines.push('', `Not shot (the first pages only): ${codeList(screenshots.notShot, 10)}`);
    lines.push('', 'The images are beside the HTML report.');
    return lines;
  },
};

/** The report as Markdown for a terminal or a pull-request comment; empty sections are left out. */
export function markdownReport(report: ReviewReport): string {
  const lines: Lines = [`# Site review: ${revisionLabel(report.base)} → ${revisionLabel(report.current)}`, ''];
  const base = report.base;
  lines.push(
    `Base: ${code(base.commit.slice(0, 10))} (${escapeMarkdown(base.name)}) "${escapeMarkdown(base.subject)}". ${escapeMarkdown(summaryLine(report))}`,
    '',
  );
  for (const note of report.notes) lines.push(`> Note: ${escapeMarkdown(note)}`, '');
  for (const [title, render] of Object.entries(sections)) {
    const body = render(report);
    if (body.length) lines.push(`## ${title}`, '', ...body, ...(body.at(-1) === '' ? [] : ['']));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
