import type { PageIndexData } from '../../content/page-index';
import type { PageReads } from '../../src/entry-server';
import type { ContentProblem } from '../../src/shared/content-error';

/**
 * What the SSR bundle calls the pages folder instead of its place in the project (`pages`,
 * `tests/.tmp/x/pages`): the bundle, the documents rendered from it and what their renders read
 * then name no folder, so the same pages in another folder reuse them from the caches. The build
 * puts the folder's name back where it shows one (`withPagesLabel`, `readsWithPagesLabel`).
 */
export const pagesToken = '<pages>';

function tokened(file: string, label: string): string {
  if (file === label) return pagesToken;
  return file.startsWith(`${label}/`) ? `${pagesToken}${file.slice(label.length)}` : file;
}

/** The page index the bundle is built from, with every file named from the pages folder's token, not its place. */
export function folderFreeIndex(index: PageIndexData): PageIndexData {
  const label = index.pagesLabel;
  const withFile = <T extends { file: string }>(list: readonly T[]): T[] =>
    list.map((entry) => ({ ...entry, file: tokened(entry.file, label) }));
  const problems = (list: readonly ContentProblem[]) => withFile(list);
  return {
    ...index,
    pagesLabel: pagesToken,
    newsItems: withFile(index.newsItems),
    eventItems: withFile(index.eventItems),
    unpublished: withFile(index.unpublished),
    brokenPages: index.brokenPages.map((page) => ({ ...page, problems: problems(page.problems) })),
    navigationProblems: problems(index.navigationProblems),
    siteProblems: problems(index.siteProblems),
  };
}

/** A text from the bundle (a file's name, an error message) with the pages folder named as this build's. */
export function withPagesLabel(text: string, pagesLabel: string): string {
  return text.split(pagesToken).join(pagesLabel);
}

/** What a render read, its files named from the project root as this build's pages folder has them. */
export function readsWithPagesLabel(reads: PageReads, pagesLabel: string): PageReads {
  return {
    ...reads,
    files: Object.fromEntries(
      Object.entries(reads.files).map(([file, uses]) => [withPagesLabel(file, pagesLabel), uses]),
    ),
    ...(reads.shown && {
      shown: Object.fromEntries(
        Object.entries(reads.shown).map(([file, uses]) => [withPagesLabel(file, pagesLabel), uses]),
      ),
    }),
  };
}
