import { collections } from './collections';
import type { ContentProblem } from './content-error';
import type { PageEntry } from './page-entry';
import type { KnownPages } from './known-pages';
import { pageKinds } from './page-kinds';
import { namedPages } from './reference';
import { schemaFor } from './schema';
import { lineOfPath } from './yaml-lines';

/** A page of the table, with the file name messages print and its frontmatter's YAML for line numbers. */
export interface ReferencingPage {
  entry: PageEntry;
  label: string;
  yaml: string;
}

function fieldLabel(path: readonly (string | number)[]): string {
  return path.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : `${i ? '.' : ''}${segment}`)).join('');
}

/**
 * One problem for each page named in a frontmatter field its collection's schema declares a
 * `reference()`, when no page of that kind is `known`, on the line naming it: a typo
 * would otherwise quietly drop the page from the lists that should show it. `known` holds
 * every page of this build (a draft only when drafts are built), including pages that fail their
 * own checks, so one broken page is not also reported as missing from every page that names it.
 */
export function pageReferenceProblems(pages: readonly ReferencingPage[], known: KnownPages): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { entry, label, yaml } of pages) {
    for (const { kind, name, path } of namedPages(schemaFor(entry.file, collections), entry.frontmatter)) {
      if (known.has(kind, name)) continue;
      const line = lineOfPath(yaml, path);
      const { noun, plural } = pageKinds[kind];
      problems.push({
        file: label,
        ...(line === null ? {} : { line: line + 1 }),
        message: `${fieldLabel(path)}: no ${noun} ${pageKinds[kind].pathOf(name)}; the ${plural} are ${known.names(kind).join(', ')}`,
      });
    }
  }
  return problems;
}
