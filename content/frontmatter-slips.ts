import { collections, newsPageSchema } from '../src/shared/collections';
import type { ContentProblem } from '../src/shared/content-error';
import type { PageEntry } from '../src/shared/page-entry';
import { schemaFor } from '../src/shared/schema';
import { frontmatterBlock } from './body-edits';
import { invisibleCharacterWarnings } from './markup/invisible-characters';

/** Over this many characters, search results cut a title short. */
export const titleLengthLimit = 60;

// Characters Unicode shows as emoji by default (🚀, ⭐), or asked to with U+FE0F (❤️); not ® or ™.
const emoji = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;

/** The line (1-based, in the file) of a top-level field of the frontmatter, or the first line. */
function fieldLine(block: string, field: string): number {
  const index = block.split('\n').findIndex((line) => new RegExp(`^${field}\\s*:`).test(line));
  return index < 0 ? 1 : index + 1;
}

/**
 * The frontmatter's slips that do not stop the build, as warnings with file and line: invisible
 * characters pasted from Word, a title with an emoji or over 60 characters, a news page without
 * its summary. `label` is the file as messages name it; `text` the page's whole text.
 */
export function frontmatterWarnings(label: string, text: string, entry: PageEntry): ContentProblem[] {
  const block = frontmatterBlock(text) ?? '';
  const warnings: ContentProblem[] = [];
  const warn = (line: number, message: string, column?: number) =>
    warnings.push({ file: label, line, ...(column ? { column } : {}), message, severity: 'warning' });
  warnings.push(...invisibleCharacterWarnings(label, block));
  const title = entry.frontmatter.title;
  const titleLine = fieldLine(block, 'title');
  // Characters as a reader counts them: an accented letter or an emoji is one.
  const shown = Array.from(new Intl.Segmenter().segment(title)).length;
  if (emoji.test(title))
    warn(
      titleLine,
      `title: "${title}" holds an emoji, which search results and browser tabs show as a box or leave out; write the title in words`,
    );
  if (shown > titleLengthLimit)
    warn(
      titleLine,
      `title: "${title}" is ${shown} characters long; search results cut titles at about ${titleLengthLimit}, so shorten it (the page's heading can stay longer)`,
    );
  if (schemaFor(entry.file, collections) === newsPageSchema && entry.frontmatter.summary === undefined)
    warn(
      titleLine,
      'summary: missing: news cards and lists show a summary under the title (the description stands in for it now); add summary: with one or two sentences for the lists',
    );
  return warnings;
}

/** A page of the table with the file name messages print and its frontmatter's text. */
export interface TitledPage {
  entry: PageEntry;
  label: string;
  text: string;
}

function titleKey(entry: PageEntry): string {
  return `${entry.frontmatter.lang}\0${entry.frontmatter.title.replace(/\s+/g, ' ').trim().toLowerCase()}`;
}

/**
 * A title another page of the same language has too: search results and browser tabs could not
 * tell the two apart. Each of the pages gets the problem, naming the others' files. `others` are
 * pages to compare with that are not checked themselves (the rest of the site, for the studio).
 * Pages search engines are told not to list (`noindex`: the thank-you pages) may share a title.
 */
export function duplicateTitleProblems(
  pages: readonly TitledPage[],
  others: readonly { entry: PageEntry; label: string }[] = [],
): ContentProblem[] {
  const byTitle = new Map<string, { entry: PageEntry; label: string }[]>();
  const listed = (page: { entry: PageEntry }) => page.entry.frontmatter.noindex !== true;
  for (const page of [...pages, ...others].filter(listed)) {
    const key = titleKey(page.entry);
    byTitle.set(key, [...(byTitle.get(key) ?? []), page]);
  }
  return pages.filter(listed).flatMap(({ entry, label, text }) => {
    const twins = (byTitle.get(titleKey(entry)) ?? []).filter((other) => other.label !== label);
    if (twins.length === 0) return [];
    return [
      {
        file: label,
        line: fieldLine(frontmatterBlock(text) ?? '', 'title'),
        message: `title: "${entry.frontmatter.title}" is also the title of ${twins.map((twin) => twin.label).join(', ')}; give each page a title of its own, so search results and browser tabs tell them apart`,
      },
    ];
  });
}
