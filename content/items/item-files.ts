import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { ContentProblem } from '../../src/shared/content-error';
import { checkedDataFile } from '../data-file';
import type { KnownVocabularies } from '../known-pages';
import { unknownTermMessage, unknownTerms } from '../vocabularies/vocabulary-terms';
import { lineOfPath, pathLabel } from '../yaml-lines';
import { leavesFolder } from '../folder-files';

/** A checked `.yaml` item file. */
export interface ItemFile<T> {
  /** As messages name it: `pages/news/q1-2024-financial-results.yaml`. */
  label: string;
  text: string;
  data: T;
}

/** The terms of a file's vocabulary fields that are not in their vocabulary, each on its line. */
function unknownTermProblems(
  file: string,
  text: string,
  schema: z.ZodType,
  data: unknown,
  vocabularies: KnownVocabularies,
): ContentProblem[] {
  return unknownTerms(schema, data, vocabularies.terms).map((used) => {
    const line = lineOfPath(text, used.path);
    return {
      file,
      ...(line === null ? {} : { line: line + 1 }),
      message: `${pathLabel(used.path)}: ${unknownTermMessage(used, vocabularies)}`,
    };
  });
}

/**
 * The `.yaml` files directly in a collection's folder (`_`-prefixed ones are not items, as
 * `_partial.mdx` is not a page), each checked against the schema. A file with problems is left
 * out and its problems are returned, so every problem of every file comes in one list.
 */
export function readItemFiles<S extends z.ZodObject>(
  dir: string,
  dirLabel: string,
  schema: S,
  vocabularies?: KnownVocabularies,
): { files: ItemFile<z.output<S>>[]; problems: ContentProblem[] } {
  const names = existsSync(dir)
    ? readdirSync(dir)
        // A link out of the folder or to nothing is listed by `readSite` (`folder-files.ts`), not read.
        .filter((name) => name.endsWith('.yaml') && !name.startsWith('_') && !leavesFolder(dir, join(dir, name)))
        .sort()
    : [];
  const files: ItemFile<z.output<S>>[] = [];
  const problems: ContentProblem[] = [];
  for (const name of names) {
    const label = `${dirLabel}/${name}`;
    const text = readFileSync(join(dir, name), 'utf8');
    const { data, problems: fileProblems } = checkedDataFile(label, text, schema);
    problems.push(...fileProblems);
    if (data === null) continue;
    const termProblems = vocabularies ? unknownTermProblems(label, text, schema, data, vocabularies) : [];
    if (termProblems.length === 0) files.push({ label, text, data });
    problems.push(...termProblems);
  }
  return { files, problems };
}
