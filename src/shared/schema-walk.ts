import { z } from 'zod';

/** A text value whose schema carries a tag (a `reference()` or a `vocabulary()`), with where it sits (`['themes', 1]`). */
export interface TaggedText<T> {
  tag: T;
  text: string;
  path: (string | number)[];
}

/** Reads a schema's tag, e.g. the page kind a `reference()` names. */
export type TagReader<T> = (schema: z.ZodType) => T | undefined;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function childSchemas(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable)
    return [schema.unwrap() as z.ZodType];
  if (schema instanceof z.ZodArray) return [schema.element as z.ZodType];
  if (schema instanceof z.ZodObject) return Object.values(schema.shape) as z.ZodType[];
  return [];
}

const hasTagsCache = new WeakMap<TagReader<unknown>, WeakMap<z.ZodType, boolean>>();

/** Whether a schema has a tagged part anywhere inside; most have none, and need no walk. */
export function hasTags<T>(schema: z.ZodType, tagOf: TagReader<T>): boolean {
  let cache = hasTagsCache.get(tagOf);
  if (!cache) hasTagsCache.set(tagOf, (cache = new WeakMap()));
  let has = cache.get(schema);
  if (has === undefined) {
    has = tagOf(schema) !== undefined || childSchemas(schema).some((child) => hasTags(child, tagOf));
    cache.set(schema, has);
  }
  return has;
}

/** Every text in `value` (already checked against `schema`) whose part of the schema carries a tag. */
export function taggedTexts<T>(
  schema: z.ZodType,
  value: unknown,
  tagOf: TagReader<T>,
  path: (string | number)[] = [],
): TaggedText<T>[] {
  if (!hasTags(schema, tagOf)) return [];
  const tag = tagOf(schema);
  if (tag !== undefined) return typeof value === 'string' ? [{ tag, text: value, path }] : [];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) {
    return taggedTexts(schema.unwrap() as z.ZodType, value, tagOf, path);
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    return value.flatMap((item, index) => taggedTexts(schema.element as z.ZodType, item, tagOf, [...path, index]));
  }
  if (schema instanceof z.ZodObject && isPlainObject(value)) {
    return Object.entries(schema.shape).flatMap(([key, field]) =>
      taggedTexts(field as z.ZodType, value[key], tagOf, [...path, key]),
    );
  }
  return [];
}
