import type { ContentProblem } from './content-error';
import type { PageEntry } from './page-entry';
import { themePath, themeSlugOf } from './theme-paths';
import { lineOfPath } from './yaml-lines';

/** A page of the table, with the file name messages print and its frontmatter's YAML for line numbers. */
export interface ReferencingPage {
  entry: PageEntry;
  label: string;
  yaml: string;
}

function themesOf(entry: PageEntry): string[] {
  const { themes } = entry.frontmatter;
  return Array.isArray(themes) ? themes.filter((theme): theme is string => typeof theme === 'string') : [];
}

/**
 * One problem for each `themes` slug with no theme page among the pages of this build (a draft
 * theme page counts only when drafts are built), on the line that names it.
 */
export function themeReferenceProblems(pages: readonly ReferencingPage[]): ContentProblem[] {
  const known = pages.map(({ entry }) => themeSlugOf(entry.path)).filter((slug) => slug !== null);
  const knownSet = new Set(known);
  const problems: ContentProblem[] = [];
  for (const { entry, label, yaml } of pages) {
    themesOf(entry).forEach((theme, index) => {
      if (knownSet.has(theme)) return;
      const line = lineOfPath(yaml, ['themes', index]);
      problems.push({
        file: label,
        ...(line === null ? {} : { line: line + 1 }),
        message: `themes[${index}]: no theme page ${themePath(theme)}; the themes are ${[...known].sort().join(', ')}`,
      });
    });
  }
  return problems;
}
