import { z } from 'zod';
import { fieldLabel } from '../shared/field-labels';

/** One row of a component's props table, as the copywriter's reference shows it. */
export interface PropRow {
  name: string;
  /** What the studio's form calls it: "Link" for `href`. */
  label: string;
  /** In plain words: text, number, yes/no, list of …, content between the tags. */
  type: string;
  /** The values an enum allows; empty when any value of the type goes. */
  allowed: string[];
  /** The default as a page would write it; undefined when there is none. */
  default?: string;
  required: boolean;
  doc: string;
}

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  format?: string;
  default?: unknown;
  description?: string;
  /** A form only a component receives, never one a page writes (`picture`'s photo files). */
  renderOnly?: boolean;
};

/** The alternatives a page may write: those a component alone receives are left out. */
function writable(alternatives: JsonSchema[]): JsonSchema[] {
  return alternatives.filter((alternative) => !alternative.renderOnly);
}

/** Whether the schema, under its optional/default/nullable wrappers, is a custom type (such as `mdxContent`). */
function isCustom(schema: z.ZodType): boolean {
  let current = schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType; in?: z.ZodType } } };
  for (let depth = 0; depth < 10; depth += 1) {
    const def = current._zod.def;
    if (def.type === 'custom') return true;
    const inner = def.innerType ?? def.in;
    if (!inner) return false;
    current = inner;
  }
  return false;
}

/** A JSON schema's type in a copywriter's words. */
export function typeName(schema: JsonSchema): string {
  if (schema.enum) return 'one of the allowed values';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(writable(alternatives).map(typeName))].join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'date' ? 'date (YYYY-MM-DD)' : 'text';
    case 'number':
      return 'number';
    case 'integer':
      return 'whole number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return `list of ${schema.items ? typeName(schema.items) : 'values'}`;
    case 'object': {
      const fields = Object.keys(schema.properties ?? {});
      return fields.length
        ? `object { ${fields.map((field) => (schema.required?.includes(field) ? field : `${field}?`)).join(', ')} }`
        : 'object';
    }
    case undefined:
      return 'any value';
    default:
      return type;
  }
}

/** The allowed values of an enum, also inside a list or an alternative. */
function allowedValues(schema: JsonSchema): string[] {
  if (schema.enum) return schema.enum.map(String);
  if (schema.items) return allowedValues(schema.items);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return [...new Set(writable(alternatives).flatMap(allowedValues))];
  return [];
}

/**
 * A component's props, one row each in the schema's order, from zod 4's JSON Schema of the
 * input (what a page writes). Custom types such as `mdxContent` have no JSON Schema, so they are
 * read from the zod definition: content written between the component's tags.
 */
export function propsTable(schema: z.ZodObject): PropRow[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const required = new Set(json.required ?? []);
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, prop]) => {
    const property = json.properties?.[name] ?? {};
    const custom = isCustom(prop);
    return {
      name,
      label: fieldLabel(name),
      type: custom ? (name === 'children' ? 'content between the tags' : 'any value') : typeName(property),
      allowed: custom ? [] : allowedValues(property),
      default: property.default === undefined ? undefined : JSON.stringify(property.default),
      required: required.has(name),
      doc: prop.description ?? property.description ?? '',
    };
  });
}

/** The component's own description (the object schema's `.describe()`). */
export function componentDescription(schema: z.ZodObject): string {
  return schema.description ?? '';
}
