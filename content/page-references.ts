import { collections } from '../src/shared/collections';
import type { ContentProblem } from '../src/shared/content-error';
import type { PageEntry } from '../src/shared/page-entry';
import type { KnownPages } from './known-pages';
import { pageKinds } from '../src/shared/page-kinds';
import { renamedPageMessage } from './renamed-page';
import { namedPages } from '../src/shared/reference';
import { schemaFor } from '../src/shared/schema';
import { unknownTermMessage, unknownTerms } from './vocabularies/vocabulary-terms';
import { lineOfPath, pathLabel } from './yaml-lines';

/** A page of the table, with the file name messages print and its frontmatter's YAML for line numbers. */
export interface ReferencingPage {
  entry: PageEntry;
  label: string;
  yaml: string;
}

/**
 * One problem for each page named in a frontmatter field its collection's schema declares a
 * `reference()`, when no page of that kind is `known`, and for each term of a `vocabulary()` field
 * not in its vocabulary, on the line naming it: a typo
 * would otherwise quietly drop the page from the lists that should show it. `known` holds
 * every page of this build (a draft only when drafts are built), including pages that fail their
 * own checks, so one broken page is not also reported as missing from every page that names it.
 */
export function pageReferenceProblems(pages: readonly ReferencingPage[], known: KnownPages): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { entry, label, yaml } of pages) {
    const schema = schemaFor(entry.file, collections);
    const at = (path: readonly (string | number)[]) => {
      const line = lineOfPath(yaml, path);
      return line === null ? {} : { line: line + 1 };
    };
    for (const { kind, name, path } of namedPages(schema, entry.frontmatter)) {
      if (known.has(kind, name)) continue;
      const { noun, plural } = pageKinds[kind];
      const message =
        renamedPageMessage(kind, name, known) ??
        `no ${noun} ${pageKinds[kind].pathOf(name)}; the ${plural} are ${known.names(kind).join(', ')}`;
      problems.push({ file: label, ...at(path), message: `${pathLabel(path)}: ${message}` });
    }
    if (!known.vocabularies) continue;
    for (const used of unknownTerms(schema, entry.frontmatter, known.vocabularies.terms)) {
      problems.push({
        file: label,
        ...at(used.path),
        message: `${pathLabel(used.path)}: ${unknownTermMessage(used, known.vocabularies)}`,
      });
    }
  }
  return problems;
}
