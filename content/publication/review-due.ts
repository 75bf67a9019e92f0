import type { PageEntry } from '../../src/shared/page-entry';
import type { AsOf } from '../../src/shared/publication/as-of';
import { frontmatterBlock } from '../body-edits';
import type { PageTexts } from '../page-texts';
import { lineOfPath } from '../yaml-lines';

/** A page whose `reviewBy` day has come: it may have gone stale, and an editor should read it again. */
export interface ReviewDue {
  /** Relative to the content folder, `services/cloud.mdx`. */
  file: string;
  /** The line of its `reviewBy` field, counted from 1 in the file. */
  line: number;
  reviewBy: string;
  title: string;
  path: string;
}

/** The pages whose `reviewBy` day is the `asOf` day or before it, the longest overdue first. */
export function pagesDueForReview(
  pages: readonly Pick<PageEntry, 'file' | 'path' | 'frontmatter'>[],
  texts: PageTexts,
  asOf: AsOf,
): ReviewDue[] {
  return pages
    .flatMap(({ file, path, frontmatter }) => {
      const { reviewBy, title } = frontmatter;
      if (reviewBy === undefined || reviewBy > asOf) return [];
      const block = frontmatterBlock(texts.get(file) ?? '');
      const at = block === undefined ? null : lineOfPath(block.slice(4), ['reviewBy']);
      // The frontmatter's first line is the file's second, after `---`.
      return [{ file, line: at === null ? 1 : at + 2, reviewBy, title, path }];
    })
    .sort((a, b) => (a.reviewBy < b.reviewBy ? -1 : a.reviewBy > b.reviewBy ? 1 : a.file < b.file ? -1 : 1));
}

/** One due page in plain words: `pages/x.mdx:4: Cloud Services (/services/cloud) was to be reviewed by 2026-10-01: …`. */
export function reviewDueLine(due: ReviewDue, pagesLabel: string): string {
  return (
    `${pagesLabel}/${due.file}:${due.line}: “${due.title}” (${due.path}) was to be reviewed by ${due.reviewBy}. ` +
    'Read it, correct what is no longer true, then set “Review by” to the next day to check it.'
  );
}
