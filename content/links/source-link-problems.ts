import { pageText, type PageTexts } from '../page-texts';
import { join } from 'node:path';
import type { ContentProblem } from '../../src/shared/content-error';
import type { PageEntry } from '../../src/shared/page-entry';
import type { LinkChecker } from './link-check';
import { frontmatterLinkFindings } from './frontmatter-links';
import { pageLinkFindings } from './page-links';
import { linkMessage } from './source-link';

/**
 * The problems of one page's links, in its body and its frontmatter, from its text; with the
 * page's file on disk and its pages folder (`onDisk`), photos beside it are looked for too.
 */
export function linkProblemsOf(
  page: Pick<PageEntry, 'path' | 'frontmatter'>,
  label: string,
  text: string,
  check: LinkChecker,
  onDisk?: { absolute: string; folder: string },
): ContentProblem[] {
  const from = { path: page.path, allowHashLinks: page.frontmatter.allowHashLinks };
  const inFrontmatter = frontmatterLinkFindings(page.frontmatter, text, from, check).map(
    ({ field, why, line, column }) => ({ file: label, line, column, message: `${field}: ${why}` }),
  );
  const pageFile = onDisk ? { ...onDisk, label } : undefined;
  const inBody = pageLinkFindings(text, from, check, pageFile).map((link) => ({
    file: label,
    line: link.line,
    column: link.column,
    message: linkMessage(link, link.why),
  }));
  return [...inFrontmatter, ...inBody];
}

/** The link problems of every page in the table, from the texts read of `pagesDir`; files are named `pagesLabel/file`. */
export function sourceLinkProblems(
  pages: readonly PageEntry[],
  texts: PageTexts,
  pagesDir: string,
  pagesLabel: string,
  check: LinkChecker,
): ContentProblem[] {
  return pages.flatMap((page) => {
    const file = join(pagesDir, page.file);
    return linkProblemsOf(page, `${pagesLabel}/${page.file}`, pageText(texts, page.file), check, {
      absolute: file,
      folder: pagesDir,
    });
  });
}
