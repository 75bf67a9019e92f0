import { z } from 'zod';
import { issueMessage } from '../../src/shared/issue-message';
import { namesOfKind, pageKinds } from '../../src/shared/page-kinds';
import { placeholderWord } from '../../content/placeholder';
import { referencedKind } from '../../src/shared/reference';
import { vocabularyOf } from '../../src/shared/vocabularies/vocabulary';
import { vocabulariesFile, type Vocabularies } from '../../content/vocabularies/vocabulary-file';

/** What a new page's values may draw on: today's date, the site's pages and its files in public/. */
export interface ValueContext {
  today: string;
  /** URL paths of the pages there are, for fields that name a page. */
  paths: readonly string[];
  /** URL paths of the files in public/, for fields that name a file. */
  files: readonly string[];
  /** The terms fields such as a blog post's `category` choose from; absent when the file cannot be read. */
  vocabularies?: Vocabularies;
}

/**
 * A field's first value. Text starts as the placeholder itself (`TODO: text, at most 80
 * characters`); any other field starts with a value its schema accepts, so the draft still builds
 * and lists, and `todo` says what to choose (written as a `# TODO: …` comment on its line).
 */
export interface StartingValue {
  /** A list holds one starting item; an object (an address) its required fields. */
  value: string | boolean | number | StartingValue[] | { [field: string]: StartingValue };
  todo?: string;
}

const todo = (hint: string) => `${placeholderWord}: ${hint}`;

function unwrapped(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault || field instanceof z.ZodNullable)
    return unwrapped(field.unwrap() as z.ZodType);
  return field;
}

/** A date field takes today and refuses a day that does not exist; a slug takes both. */
function isDateField(field: z.ZodType, today: string): boolean {
  return field.safeParse(today).success && !field.safeParse('2025-02-30').success;
}

function numberHint(field: z.ZodNumber): string {
  const what = field.isInt ? 'a whole number' : 'a number';
  const { minValue: min, maxValue: max } = field;
  // zod gives a whole number the safe-integer limits when none are set.
  const set = (value: number | null): value is number => value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER;
  if (set(min) && set(max)) return `${what} from ${min} to ${max}`;
  return set(min) ? `${what}, at least ${min}` : what;
}

/**
 * What to write in a text field, best first: its help text (the schema's `.describe()`), then
 * plain "text"; with the length allowed. The first that the field takes is written.
 */
function textHints(field: z.ZodString): string[] {
  const limit = field.maxLength === null ? '' : `, at most ${field.maxLength} characters`;
  const described = field.description?.replace(/\.$/, '');
  return [...(described ? [`${described}${limit}`] : []), `text${limit}`];
}

/** The first of `candidates` the field accepts, marked with what to choose instead. */
function standIn(field: z.ZodType, candidates: readonly (string | number)[], hint: string): StartingValue {
  const value = candidates.find((candidate) => field.safeParse(candidate).success);
  return value === undefined ? { value: todo(hint) } : { value, todo: hint };
}

function startingReference(field: z.ZodType, paths: readonly string[]): StartingValue | null {
  const kind = referencedKind(field);
  if (!kind) return null;
  const names = namesOfKind(kind, paths);
  return standIn(field, names, names.length ? `one of ${names.join(', ')}` : `the name of a ${pageKinds[kind].noun}`);
}

/**
 * The value a new page starts with for a field, read from its schema: the TODO placeholder for
 * text; for a date, a choice, a number, a page or a file, a value the schema takes, marked TODO
 * with what the copywriter has to choose; one item for a list.
 */
export function startingValue(schema: z.ZodType, context: ValueContext): StartingValue {
  const field = unwrapped(schema);
  if (isDateField(field, context.today)) return { value: context.today, todo: 'the date, YYYY-MM-DD' };
  if (field instanceof z.ZodBoolean) return { value: false };
  if (field instanceof z.ZodArray) return { value: [startingValue(field.element as z.ZodType, context)] };
  if (field instanceof z.ZodObject)
    return {
      value: Object.fromEntries(
        requiredFields(field).map((name) => [name, startingValue(field.shape[name] as z.ZodType, context)]),
      ),
    };
  if (field instanceof z.ZodEnum)
    return standIn(field, field.options.map(String), `one of ${field.options.map(String).join(', ')}`);
  if (field instanceof z.ZodNumber) return standIn(field, [field.minValue ?? 0, 0, 1], numberHint(field));
  const reference = startingReference(field, context.paths);
  if (reference) return reference;
  const vocabulary = vocabularyOf(field);
  if (vocabulary && context.vocabularies) {
    const terms = context.vocabularies[vocabulary];
    return standIn(field, terms, `one of ${terms.join(', ')} (${vocabulariesFile} lists them)`);
  }
  const placeholders = field instanceof z.ZodString ? textHints(field).map(todo) : [];
  for (const text of [...placeholders, placeholderWord]) if (field.safeParse(text).success) return { value: text };
  const refused = field.safeParse(placeholderWord, { reportInput: true }).error?.issues[0];
  const hint = refused ? issueMessage(refused, []).replace(/^Must/, 'must') : 'the real value';
  const declared: unknown = z.globalRegistry.get(field)?.examples;
  const examples = Array.isArray(declared) ? declared.filter((example) => typeof example === 'string') : [];
  return standIn(field, [...examples, ...context.files], hint);
}

/** The fields a page must have: those whose schema refuses a missing value. */
export function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
}
