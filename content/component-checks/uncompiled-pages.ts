import type { ContentProblem } from '../../src/shared/content-error';
import { KnownPages, type KnownVocabularies } from '../known-pages';
import type { PageEntry } from '../../src/shared/page-entry';
import { redirectsOf } from '../redirects';
import type { BrokenPage } from '../read-pages';
import { checkPageComponents } from './page-components';
import { pageText, type PageTexts } from '../page-texts';

/**
 * The component problems of every page, parsing each: for a build that stops before compiling
 * (other pages have problems), so one round reports everything. Pages left out for problems of
 * their own carry their component problems already (`readPagesTolerantly`).
 */
export function componentProblemsOfUncompiledPages(
  pages: readonly PageEntry[],
  broken: readonly BrokenPage[],
  texts: PageTexts,
  pagesLabel: string,
  vocabularies?: KnownVocabularies,
): ContentProblem[] {
  const known = new KnownPages(
    [...pages.map((page) => page.path), ...broken.flatMap((page) => (page.path === null ? [] : [page.path]))],
    vocabularies,
    redirectsOf(pages),
  );
  return pages.flatMap(
    (page) =>
      checkPageComponents(`${pagesLabel}/${page.file}`, pageText(texts, page.file), {
        pages,
        known,
      }).problems,
  );
}
