import { ContentError, type ContentProblem } from '../../src/shared/content-error';
import { KnownPages, type KnownVocabularies } from '../known-pages';
import type { PageEntry } from '../../src/shared/page-entry';
import { redirectsOf } from '../redirects';
import type { BrokenPage } from '../read-pages';
import { checkPageComponents, type CheckedSite } from './page-components';

/**
 * The dev server's component checks: each page is checked when it is compiled for viewing, against
 * the pages the page index last read (pages with problems of their own count as there).
 */
export class DevComponentChecks {
  private site: CheckedSite = { pages: [], known: new KnownPages([]) };

  /** The pages as the page index has just read them. */
  remember(pages: readonly PageEntry[], broken: readonly BrokenPage[], vocabularies?: KnownVocabularies): void {
    const paths = [
      ...pages.map((page) => page.path),
      ...broken.flatMap((page) => (page.path === null ? [] : [page.path])),
    ];
    this.site = { pages, known: new KnownPages(paths, vocabularies, redirectsOf(pages)) };
  }

  /** Throws a ContentError listing the page's component problems; returns its warnings. */
  check(file: string, text: string): ContentProblem[] {
    const { problems, warnings } = checkPageComponents(file, text, this.site);
    if (problems.length) throw new ContentError(problems);
    return warnings;
  }
}
