import { z } from 'zod';
import { placeholderWord } from '../../content/placeholder';
import { imagePath } from '../../src/shared/schema';
import { referencedKind } from '../../src/shared/reference';
import { vocabularyOf } from '../../src/shared/vocabularies/vocabulary';

/** What a new page's values may draw on. */
export interface ValueContext {
  /** YYYY-MM-DD, for date fields. */
  today: string;
}

/**
 * A field's first value: text starts as the placeholder itself (`TODO: text, at most 80
 * characters`), a date as today, yes/no as no, a list with one item, an address with its required
 * fields. A value the command cannot know (a choice, a page, an image, a number) is `null`, written
 * as an empty field: the page's check then asks for it ("choose …"), in words the studio's form
 * can act on, and the form offers the choices.
 */
export type StartingValue = string | boolean | number | null | StartingValue[] | { [field: string]: StartingValue };

function unwrapped(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional || field instanceof z.ZodDefault || field instanceof z.ZodNullable)
    return unwrapped(field.unwrap() as z.ZodType);
  return field;
}

/** A date field takes today and refuses a day that does not exist; a slug takes both. */
function isDateField(field: z.ZodType, today: string): boolean {
  return field.safeParse(today).success && !field.safeParse('2025-02-30').success;
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

/** A choice among the site's pages, its vocabularies or a list of values, or an image: the copywriter's to make. */
function isChoice(field: z.ZodType): boolean {
  return (
    field instanceof z.ZodEnum ||
    referencedKind(field) !== undefined ||
    vocabularyOf(field) !== undefined ||
    field._zod.def === imagePath._zod.def
  );
}

/** The value a new page starts with for a field, read from its schema (see `StartingValue`). */
export function startingValue(schema: z.ZodType, context: ValueContext): StartingValue {
  const field = unwrapped(schema);
  if (isDateField(field, context.today)) return context.today;
  if (field instanceof z.ZodBoolean) return false;
  if (field instanceof z.ZodArray) return [startingValue(field.element as z.ZodType, context)];
  if (field instanceof z.ZodObject)
    return Object.fromEntries(
      requiredFields(field).map((name) => [name, startingValue(field.shape[name] as z.ZodType, context)]),
    );
  if (field instanceof z.ZodNumber || isChoice(field)) return null;
  const placeholders =
    field instanceof z.ZodString ? textHints(field).map((hint) => `${placeholderWord}: ${hint}`) : [];
  return [...placeholders, placeholderWord].find((text) => field.safeParse(text).success) ?? null;
}

/** The fields a page must have: those whose schema refuses a missing value. */
export function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
}
