import type { ListedItems } from './listing-freshness';
import { join } from 'node:path';
import { ContentError, sortedByPlace, type ContentProblem } from '../../src/shared/content-error';
import { KnownPages, type KnownVocabularies } from '../known-pages';
import type { PageEntry } from '../../src/shared/page-entry';
import { redirectsOf } from '../redirects';
import type { PageReading } from '../markup/page-reading';
import { checkComponentUses } from './page-components';

/**
 * The component uses the SSR build reads from each page while compiling it (or finds in the
 * compile cache), checked together once the build knows all its pages: the pages are parsed once.
 */
export class ComponentUseLog {
  private readonly byFile = new Map<string, PageReading>();

  /** For the compile step: what was read of the page in `file` (an absolute path): its uses, headings and markup. */
  readonly record = (file: string, reading: PageReading): void => {
    this.byFile.set(file, reading);
  };

  /**
   * Checks the uses in every page of the build (drafts a build leaves out and partials are not
   * checked). Throws one ContentError listing every problem, sorted by file and line; returns the
   * warnings.
   */
  check(
    pages: readonly PageEntry[],
    pagesDir: string,
    pagesLabel: string,
    vocabularies?: KnownVocabularies,
    items?: ListedItems,
  ): ContentProblem[] {
    const site = {
      pages,
      items,
      known: new KnownPages(
        pages.map((page) => page.path),
        vocabularies,
        redirectsOf(pages),
      ),
    };
    const problems: ContentProblem[] = [];
    const warnings: ContentProblem[] = [];
    for (const page of pages) {
      const report = checkComponentUses(
        `${pagesLabel}/${page.file}`,
        this.byFile.get(join(pagesDir, page.file)) ?? { uses: [], headings: [], markup: [] },
        site,
      );
      problems.push(...report.problems);
      warnings.push(...report.warnings);
    }
    if (problems.length) throw new ContentError(sortedByPlace(problems));
    return warnings;
  }
}
