import { code, codeList, escapeMarkdown, wordRunsMarkdown } from './markdown-text';
import type { ChangeCause, ImageChanges, LinkChanges, MarkupHunk, ReviewReport, Revision } from './report-model';
import { causeParts, reportWarnings, revisionLine, summaryCounts } from './report-summary';
import {
  formatBytes,
  formatGrowth,
  formatShare,
  headingNote,
  pagesPhrase,
  regionName,
  sectionName,
} from './report-words';
import { runsText, type SectionDiff } from './text-diff';

type Lines = string[];

const cell = (text: string) => escapeMarkdown(text).replace(/\n/g, ' ') || '—';

function revisionLabel(revision: Revision | 'working tree'): string {
  return revision === 'working tree' ? 'working tree' : code(revision.commit.slice(0, 7));
}

/** "Changed by `pages/news/gdansk.mdx` (news list, press strip)". */
function causeText(cause: ChangeCause): string {
  const parts = causeParts(cause);
  if (typeof parts === 'string') return escapeMarkdown(parts);
  return `Changed by ${parts
    .map(({ file, from, uses }) => `${from ? `${code(from)} → ` : ''}${code(file)} (${escapeMarkdown(uses)})`)
    .join(', ')}`;
}

/** A new page's text, section by section, as it reads. */
function pageTextLines(sections: readonly SectionDiff[]): Lines {
  return sections.flatMap((section) => {
    const words = runsText(section.runs);
    const heading = section.headingChange?.after ?? '';
    return [...(heading ? [`**${escapeMarkdown(heading)}**`, ''] : []), ...(words ? [escapeMarkdown(words), ''] : [])];
  });
}

const reachShown = 10;

/** Pages changed by each file other than their own: the file's reach, which a reviewer cannot see in its diff. */
function reachBySource(report: ReviewReport): Map<string, { route: string; uses: string[] }[]> {
  const reach = new Map<string, { route: string; uses: string[] }[]>();
  const pages = [
    ...report.changed,
    ...report.markupOnly.flatMap((group) => group.routes.map((route) => ({ route, cause: group.cause }))),
  ];
  for (const { route, cause } of pages)
    for (const source of cause.sources) {
      if (source.uses.includes('its own file')) continue;
      reach.set(source.file, [...(reach.get(source.file) ?? []), { route, uses: source.uses }]);
    }
  return reach;
}

function sectionLines(sections: readonly SectionDiff[]): Lines {
  return sections.flatMap((section) => {
    const note = headingNote(section);
    const lines = [`**${escapeMarkdown(sectionName(section))}**${note ? ` (${escapeMarkdown(note)})` : ''}`, ''];
    if (section.runs.length) lines.push(`> ${wordRunsMarkdown(section.runs)}`, '');
    return lines;
  });
}

function imageLines({ added, removed, replaced }: ImageChanges): Lines {
  const image = ({ src, alt }: { src: string; alt: string }) => `${code(src)} ("${escapeMarkdown(alt)}")`;
  const lines = [
    ...replaced.map(
      (item) => `- image replaced: ${code(item.before)} → ${code(item.after)} ("${escapeMarkdown(item.alt)}")`,
    ),
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
      'Moved',
      report.moved.map(
        (page) =>
          `- moved ${code(page.from)} → ${code(page.route)} (old address redirects) — ${escapeMarkdown(page.title)}${page.sections.length ? ', text changed' : ''}. ${causeText(page.cause)}`,
      ),
    );
    list(
      'Changed',
      report.changed.map(
        (page) =>
          `- ${code(page.route)} — ${escapeMarkdown(page.title)}: ${page.aspects.join(', ')}. ${causeText(page.cause)}`,
      ),
    );
    return lines;
  },
  'Text changes': (report) => [
    ...report.content.flatMap((page) => [
      `### ${code(page.route)} — ${escapeMarkdown(page.title)}`,
      '',
      `${causeText(page.cause)}.`,
      '',
      ...sectionLines(page.sections),
      ...imageLines(page.images),
    ]),
    ...report.moved
      .filter((page) => page.sections.length)
      .flatMap((page) => [
        `### ${code(page.route)} — ${escapeMarkdown(page.title)} (moved from ${code(page.from)})`,
        '',
        ...sectionLines(page.sections),
      ]),
  ],
  'Images replaced': ({ replacedImages }) =>
    (replacedImages ?? []).map(
      (image) =>
        `- ${image.before === image.after ? `${code(image.after)}: the file was replaced (same path, new image)` : `${code(image.before)} → ${code(image.after)}`}${image.alt ? ` — “${escapeMarkdown(image.alt)}”` : ''}, on ${codeList(image.routes, 8)}`,
    ),
  'New pages': (report) =>
    report.added.flatMap((page) => [
      `### ${code(page.route)} — ${escapeMarkdown(page.title)}`,
      '',
      ...(page.description ? [`> ${escapeMarkdown(page.description)}`, ''] : []),
      ...(page.shareImage ? [`Share image: ${code(page.shareImage)}`, ''] : []),
      '<details><summary>Its text</summary>',
      '',
      ...pageTextLines(page.sections),
      '</details>',
      '',
    ]),
  'Changed by other files': (report) =>
    [...reachBySource(report)].map(
      ([file, pages]) =>
        `- ${code(file)}: ${pages
          .slice(0, reachShown)
          .map(({ route, uses }) => `${code(route)} (${escapeMarkdown(uses.join(', '))})`)
          .join(', ')}${pages.length > reachShown ? ` and ${pages.length - reachShown} more pages` : ''}`,
    ),
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
            `- ${group.routes.length} ${group.routes.length === 1 ? 'page' : 'pages'} (${codeList(group.routes)}). ${causeText(group.cause)}:`,
            ...hunkLines(group.hunks),
          ]),
        ]
      : [],
  Redirects: (report) =>
    report.redirects.map((change) => {
      if (change.kind === 'added')
        return `- added: ${code(change.from)} → ${code(change.to)}${change.move ? ' (the page moved)' : ''}`;
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
  'Feeds and files for crawlers': ({ siteFiles }) =>
    (siteFiles ?? []).flatMap(({ file, changes }) =>
      changes.map((change) => `- ${code(file)}: ${escapeMarkdown(change).replace(/\\`/g, '`')}`),
    ),
  Warnings: (report) => reportWarnings(report).map((warning) => `- ${escapeMarkdown(warning)}`),
  Screenshots: ({ screenshots }) => {
    if (!screenshots) return [];
    if (!screenshots.shots.length && !screenshots.unchanged.length) return ['No page changed its text or layout.'];
    const lines = ['| Page | Width | Pixels that differ |', '|---|---|---|'];
    for (const shot of screenshots.shots) {
      const share =
        shot.differingShare === 0
          ? 'no pixel changed (after shot kept)'
          : shot.differingShare !== undefined
            ? formatShare(shot.differingShare)
            : shot.before
              ? 'removed page'
              : 'new page';
      lines.push(`| ${code(shot.route)} | ${shot.width} | ${share} |`);
    }
    if (screenshots.unchanged.length)
      lines.push('', `Shot with no pixel changed (shots left out): ${codeList(screenshots.unchanged, 10)}`);
    if (screenshots.notShot.length)
      lines.push('', `Not shot (past the most changed pages): ${codeList(screenshots.notShot, 10)}`);
    lines.push('', 'The images are beside the HTML report.');
    return lines;
  },
};

/** The report as Markdown for a terminal or a pull-request comment; empty sections are left out. */
export function markdownReport(report: ReviewReport): string {
  const lines: Lines = [`# Site review: ${revisionLabel(report.base)} → ${revisionLabel(report.current)}`, ''];
  lines.push(`Base: ${escapeMarkdown(revisionLine(report.base))} (${escapeMarkdown(report.base.name)})`, '');
  lines.push(summaryCounts(report), '');
  if (report.served)
    lines.push(
      `Served on loopback while the review runs: report ${report.served.report}, before ${report.served.before}, after ${report.served.after}`,
      '',
    );
  for (const note of report.notes) lines.push(`> Note: ${escapeMarkdown(note)}`, '');
  for (const [title, render] of Object.entries(sections)) {
    const body = render(report);
    if (body.length) lines.push(`## ${title}`, '', ...body, ...(body.at(-1) === '' ? [] : ['']));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
