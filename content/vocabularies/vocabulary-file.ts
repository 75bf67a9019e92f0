import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ContentError, type ContentProblem } from '../../src/shared/content-error';
import { leavesFolder, linkedOutProblem } from '../folder-files';
import { parseDataFile } from '../data-file';
import { lineOfPath, pathLabel } from '../yaml-lines';
import { vocabulary } from '../../src/shared/vocabularies/vocabulary';
import { unknownTermMessage, unknownTerms } from './vocabulary-terms';

/** The file, in the content folder, that holds the vocabularies. */
export const vocabulariesFile = '_vocabularies.yaml';

const term = z.string().trim().min(1).max(60);
const terms = z
  .array(term)
  .min(1)
  .refine((list) => new Set(list).size === list.length, { error: 'lists a term twice' });

/** The vocabularies file. The order of each list is the order filters and lists show it in. */
export const vocabulariesSchema = z.strictObject({
  /** A blog post's `category`; the blog's filter buttons, in this order. */
  blogCategories: terms,
  /** A research item's `type`; featured research is shown in this order. */
  researchTypes: terms,
  /** The research page's filter buttons: a label and the research types each shows. */
  researchFilters: z.array(z.strictObject({ label: term, types: z.array(vocabulary('researchTypes')).min(1) })).min(1),
  /** A region page's `area`. */
  regionAreas: terms,
  /** A job's `employmentType`. */
  employmentTypes: terms,
  /** A news item's `kind`. */
  newsKinds: terms,
});

export type Vocabularies = z.output<typeof vocabulariesSchema>;

/** What components see while the vocabularies file has problems (the dev server shows them). */
export const emptyVocabularies: Vocabularies = {
  blogCategories: [],
  researchTypes: [],
  researchFilters: [],
  regionAreas: [],
  employmentTypes: [],
  newsKinds: [],
};

function lineOf(yaml: string, path: readonly (string | number)[]): { line?: number } {
  const line = lineOfPath(yaml, path);
  return line === null ? {} : { line: line + 1 };
}

/** Research types that no filter button shows: the research page would hide those items. */
function unfilteredTypes(file: string, yaml: string, vocabularies: Vocabularies): ContentProblem[] {
  const filtered = new Set(vocabularies.researchFilters.flatMap((filter) => filter.types));
  return vocabularies.researchTypes.flatMap((type, index) => {
    if (filtered.has(type)) return [];
    return [
      {
        file,
        ...lineOf(yaml, ['researchTypes', index]),
        message: `${pathLabel(['researchTypes', index])}: "${type}" is in no researchFilters entry; add it to the types of one, or the research page hides its items`,
      },
    ];
  });
}

/** Reads and checks `_vocabularies.yaml`; `label` is the content folder as messages name it. Throws a ContentError. */
export function readVocabularies(pagesDir: string, label: string): Vocabularies {
  const file = `${label}/${vocabulariesFile}`;
  const path = join(pagesDir, vocabulariesFile);
  if (leavesFolder(pagesDir, path)) throw new ContentError([linkedOutProblem(file)]);
  if (!existsSync(path))
    throw new ContentError([
      { file, message: 'missing: it lists the blog categories, research types and other terms pages choose from' },
    ]);
  const text = readFileSync(path, 'utf8');
  const vocabularies = parseDataFile(file, text, vocabulariesSchema);
  const known = { terms: vocabularies, file };
  const problems = [
    ...unknownTerms(vocabulariesSchema, vocabularies, vocabularies).map((used) => ({
      file,
      ...lineOf(text, used.path),
      message: `${pathLabel(used.path)}: ${unknownTermMessage(used, known)}`,
    })),
    ...unfilteredTypes(file, text, vocabularies),
  ];
  if (problems.length) throw new ContentError(problems);
  return vocabularies;
}
