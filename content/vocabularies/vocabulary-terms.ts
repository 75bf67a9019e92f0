import type { z } from 'zod';
import { taggedTexts } from '../../src/shared/schema-walk';
import { vocabularyNouns, vocabularyOf, type VocabularyName } from '../../src/shared/vocabularies/vocabulary';
import type { KnownVocabularies } from '../known-pages';
import type { Vocabularies } from './vocabulary-file';

/** A term found in a value whose schema takes it from a vocabulary, with where it sits (`['category']`). */
export interface UsedTerm {
  vocabulary: VocabularyName;
  term: string;
  path: (string | number)[];
}

/** The terms in `value` (already checked against `schema`) that must come from a vocabulary and do not. */
export function unknownTerms(
  schema: z.ZodType,
  value: unknown,
  vocabularies: Vocabularies,
  path: (string | number)[] = [],
): UsedTerm[] {
  return taggedTexts(schema, value, vocabularyOf, path)
    .filter(({ tag, text }) => !vocabularies[tag].includes(text))
    .map(({ tag, text, path: at }) => ({ vocabulary: tag, term: text, path: at }));
}

/** `"AI and Data" is not one of the blog categories (pages/_vocabularies.yaml: blogCategories): AI & Data, …; use one of them, or add it there` */
export function unknownTermMessage({ vocabulary, term }: UsedTerm, { terms, file }: KnownVocabularies): string {
  const list = terms[vocabulary].join(', ');
  return `"${term}" is not one of the ${vocabularyNouns[vocabulary]} (${file}: ${vocabulary}): ${list}; use one of them, or add it there`;
}
