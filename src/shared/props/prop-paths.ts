import { z } from 'zod';

/**
 * `stats 2.label` for `['stats', 1, 'label']`, as messages print a place in a value: items counted
 * from 1, as the studio's form numbers them ("Stats 2"), never from 0.
 */
export function propPathLabel(path: readonly PropertyKey[]): string {
  return path
    .map((segment, i) => (typeof segment === 'number' ? ` ${segment + 1}` : `${i ? '.' : ''}${String(segment)}`))
    .join('');
}

function unwrapped(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable
    ? unwrapped(schema.unwrap() as z.ZodType)
    : schema;
}

/** The schema of the part of a value at `path` (`['stats', 1]` is a stat), when the schema says. */
export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  const inner = unwrapped(schema);
  if (path.length === 0) return inner;
  const [first, ...rest] = path;
  if (inner instanceof z.ZodArray && typeof first === 'number') return schemaAt(inner.element as z.ZodType, rest);
  if (inner instanceof z.ZodObject && typeof first === 'string') {
    const field = inner.shape[first] as z.ZodType | undefined;
    return field ? schemaAt(field, rest) : undefined;
  }
  return undefined;
}

/** The field names of the object at `path`, for "did you mean" and "its fields are". */
export function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const inner = schemaAt(schema, path);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}
