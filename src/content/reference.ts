import { z } from 'zod';
import { pageKinds, type PageKindName } from './page-kinds';
import { sitePath, slug } from './schema';

const references = z.registry<{ pageKind: PageKindName }>();

/**
 * A field or prop that names another page of the site: a slug for kinds named by slug
 * (`reference('industries')` takes `banking` for /industries/banking), a path for the others. Once
 * every page is known, the build refuses a name with no such page, on its line.
 */
export function reference(kind: PageKindName): z.ZodString {
  const value = pageKinds[kind].namedBy === 'slug' ? slug : sitePath;
  // A clone of its own to register; `.describe()` and friends clone it again and keep the kind.
  return value.clone().register(references, { pageKind: kind });
}

/** The kind of page a schema names, when it is a `reference()`. */
export function referencedKind(schema: z.ZodType): PageKindName | undefined {
  return references.get(schema)?.pageKind;
}

/** One page name found in a value, with where it sits in the value (`['themes', 1]`). */
export interface NamedPage {
  kind: PageKindName;
  name: string;
  path: (string | number)[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childSchemas(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) return [schema.unwrap() as z.ZodType];
  if (schema instanceof z.ZodArray) return [schema.element as z.ZodType];
  if (schema instanceof z.ZodObject) return Object.values(schema.shape) as z.ZodType[];
  return [];
}

const namesPagesCache = new WeakMap<z.ZodType, boolean>();

/** Whether a schema has a `reference()` anywhere inside; most have none, and need no walk. */
export function mayNamePages(schema: z.ZodType): boolean {
  let names = namesPagesCache.get(schema);
  if (names === undefined) {
    names = referencedKind(schema) !== undefined || childSchemas(schema).some(mayNamePages);
    namesPagesCache.set(schema, names);
  }
  return names;
}

/** Every page name in `value` (already checked against `schema`) that the schema declares a reference. */
export function namedPages(schema: z.ZodType, value: unknown, path: (string | number)[] = []): NamedPage[] {
  if (!mayNamePages(schema)) return [];
  const kind = referencedKind(schema);
  if (kind) return typeof value === 'string' ? [{ kind, name: value, path }] : [];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) {
    return namedPages(schema.unwrap() as z.ZodType, value, path);
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.flatMap((item, index) => namedPages(schema.element as z.ZodType, item, [...path, index]));
  }
  if (schema instanceof z.ZodObject && isPlainObject(value)) {
    return Object.entries(schema.shape).flatMap(([key, field]) => namedPages(field as z.ZodType, value[key], [...path, key]));
  }
  return [];
}
