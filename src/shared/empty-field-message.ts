import { z } from 'zod';
import { fieldLabel } from './field-labels';
import { pageKinds } from './page-kinds';
import { referencedKind } from './reference';
import { imagePath, isoDate } from './schema';
import { vocabularyNouns, vocabularyOf } from './vocabularies/vocabulary';

type Wrapper = z.ZodOptional | z.ZodDefault | z.ZodNullable;

function isWrapper(schema: z.ZodType): schema is Wrapper {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable;
}

/** The field at `path` of an object schema, with the wrappers it was declared with (they hold its help text). */
function declaredAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    while (current && isWrapper(current)) current = current.unwrap() as z.ZodType;
    if (current instanceof z.ZodArray && typeof segment === 'number') current = current.element as z.ZodType;
    else if (current instanceof z.ZodObject && typeof segment === 'string')
      current = current.shape[segment] as z.ZodType | undefined;
    else return undefined;
  }
  return current;
}

function innermost(schema: z.ZodType): z.ZodType {
  return isWrapper(schema) ? innermost(schema.unwrap() as z.ZodType) : schema;
}

const article = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** "One or two sentences for lists." → "one or two sentences for lists", when short enough to read as an order. */
function helpAsObject(help: string | undefined): string | undefined {
  // A sentence ends at a full stop and a space, but not at the one of "e.g." or "i.e.".
  const first = help?.split(/(?<!e\.g|i\.e)\.\s/)[0].replace(/\.$/, '');
  if (!first || first.length > 120 || /`/.test(first)) return undefined;
  return first.charAt(0).toLowerCase() + first.slice(1);
}

/**
 * What to put in a required field left empty, as an order the studio's form can carry out: "choose
 * an industry page", "choose one of the news kinds", "choose a date", "write the summary (one or two
 * sentences for lists)". `path` is where the field is in the object `schema`.
 */
export function emptyFieldMessage(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
  const declared = declaredAt(schema, path);
  if (!declared) return undefined;
  const field = innermost(declared);
  const name = [...path].reverse().find((segment) => typeof segment === 'string');
  const label = typeof name === 'string' ? fieldLabel(name).toLowerCase() : 'value';
  const kind = referencedKind(field);
  if (kind) return `choose ${article(pageKinds[kind].noun)}`;
  const vocabulary = vocabularyOf(field);
  if (vocabulary) return `choose one of the ${vocabularyNouns[vocabulary]}`;
  if (field instanceof z.ZodEnum) return `choose one of ${field.options.map(String).join(', ')}`;
  if (field._zod.def === isoDate._zod.def) return 'choose a date';
  if (field._zod.def === imagePath._zod.def) return 'choose an image';
  if (field instanceof z.ZodBoolean) return 'tick it or leave it empty';
  if (field instanceof z.ZodArray) return `add at least one to ${label}`;
  if (field instanceof z.ZodObject) return `fill in ${label}`;
  const help = helpAsObject(declared.description ?? field.description);
  const number = field instanceof z.ZodNumber ? (field.isInt ? 'a whole number' : 'a number') : undefined;
  // "The country as its two-letter code…" reads as the order itself.
  if (help?.startsWith(`the ${label} `)) return `write ${help}${number ? ` (${number})` : ''}`;
  const hints = [help, number].filter(Boolean).join(', ');
  return `write the ${label}${hints ? ` (${hints})` : ''}`;
}
