import { z } from 'zod';

/**
 * The closed lists copywriters may extend, kept in `pages/_vocabularies.yaml` rather than in code.
 * Each name is a key of that file.
 */
export const vocabularyNames = [
  'blogCategories',
  'researchTypes',
  'regionAreas',
  'employmentTypes',
  'newsKinds',
] as const;

export type VocabularyName = (typeof vocabularyNames)[number];

/** What each list is, as messages name it: "not one of the blog categories". */
export const vocabularyNouns: Record<VocabularyName, string> = {
  blogCategories: 'blog categories',
  researchTypes: 'research types',
  regionAreas: 'region areas',
  employmentTypes: 'employment types',
  newsKinds: 'news kinds',
};

// One registry per process, kept on globalThis: the dev server loads this module twice (in Node
// and through Vite), and a schema registered by one copy must be found by the other.
const vocabularies = ((globalThis as Record<symbol, unknown>)[Symbol.for('site.vocabularies')] ??= z.registry<{
  vocabulary: VocabularyName;
}>()) as z.core.$ZodRegistry<{ vocabulary: VocabularyName }>;

/**
 * A field or prop whose value must be one of the terms of a vocabulary. The schema takes any short
 * text; once the vocabularies file is read, the build refuses a term not in the list, on its line.
 */
export function vocabulary(name: VocabularyName): z.ZodString {
  return z.string().trim().min(1).max(60).register(vocabularies, { vocabulary: name });
}

/** The vocabulary a schema takes its terms from, when it is a `vocabulary()`. */
export function vocabularyOf(schema: z.ZodType): VocabularyName | undefined {
  return vocabularies.get(schema)?.vocabulary;
}
