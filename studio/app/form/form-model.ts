import { z } from 'zod';
import type { PageKindName } from '../../../src/shared/page-kinds';
import { referencedKind } from '../../../src/shared/reference';
import { fieldLabel } from '../../../src/shared/field-labels';
import { imagePath, isoDate } from '../../../src/shared/schema';
import { vocabularyOf, type VocabularyName } from '../../../src/shared/vocabularies/vocabulary';

/**
 * What the studio's forms show for a zod schema: one field description per property, walked from
 * the schema's definition (zod 4 `_zod.def`), so the frontmatter form and the component props form
 * are generated from the very schemas the build checks with.
 */
export type FieldModel =
  | TextField
  | NumberField
  | BooleanField
  | DateField
  | ChoiceField
  | ImageField
  | ListField
  | GroupField
  | ContentField
  | OtherField;

interface FieldCommon {
  /** The property's name, `title`; an item of a list has its list's name. */
  name: string;
  /** The name in words, "Image alt". */
  label: string;
  /** The schema's `.describe()` text (or its `meta().description`). */
  help: string;
  /** No default and not optional: the page must write it. */
  required: boolean;
  /** The default the schema fills in, when it has one. */
  defaultValue?: unknown;
}

export interface TextField extends FieldCommon {
  kind: 'text';
  minLength?: number;
  maxLength?: number;
  /** Long texts (more than 100 characters allowed) get a text area; texts with no limit are short ones. */
  multiline: boolean;
}
export interface NumberField extends FieldCommon {
  kind: 'number';
  integer: boolean;
  min?: number;
  max?: number;
}
export interface BooleanField extends FieldCommon {
  kind: 'boolean';
}
/** A YYYY-MM-DD day (`isoDate`). */
export interface DateField extends FieldCommon {
  kind: 'date';
}
/** A value from a list: an enum's options, a vocabulary's terms or the pages of a kind. */
export interface ChoiceField extends FieldCommon {
  kind: 'choice';
  source:
    | {
        type: 'enum';
        options: string[];
        /** The values as the schema takes them (`columns`: 2, 3, 4), by option. */ values: unknown[];
      }
    | { type: 'vocabulary'; vocabulary: VocabularyName }
    | { type: 'reference'; pageKind: PageKindName };
}
/** A file in public/ that is an image (`imagePath`). */
export interface ImageField extends FieldCommon {
  kind: 'image';
}
export interface ListField extends FieldCommon {
  kind: 'list';
  item: FieldModel;
  minItems?: number;
  maxItems?: number;
}
/** An object: a fieldset of its own fields (`nav`, an item of StatsGrid's stats). */
export interface GroupField extends FieldCommon {
  kind: 'group';
  fields: FieldModel[];
}
/** Content written between a component's tags (`children`). */
export interface ContentField extends FieldCommon {
  kind: 'content';
}
/** A value the form cannot edit as a field (a union of objects, …): shown as it is, kept as it is. */
export interface OtherField extends FieldCommon {
  kind: 'other';
  /** A union that also takes text: the form edits text values and shows the others as they are. */
  acceptsText: boolean;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  defaultValue?: unknown;
  checks?: { _zod: { def: CheckDef } }[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
  format?: string;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  format?: string;
}

function defOf(schema: z.ZodType): Def {
  const def: unknown = schema._zod.def;
  return def as Def;
}

/** The description of a schema or of any of the wrappers around it, outermost first. */
function helpOf(schemas: z.ZodType[]): string {
  for (const schema of schemas) {
    const meta = schema.meta() as { description?: unknown } | undefined;
    const text = schema.description ?? (typeof meta?.description === 'string' ? meta.description : undefined);
    if (text) return text;
  }
  return '';
}

/** Whether a schema is `base` or a clone of it (`.describe()` clones and keeps the definition). */
function isSchema(schema: z.ZodType, base: z.ZodType): boolean {
  return schema === base || schema._zod.def === base._zod.def;
}

function lengthLimits(def: Def): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of def.checks ?? []) {
    const { check: kind, minimum, maximum, length } = check._zod.def;
    if (kind === 'min_length') limits.min = minimum;
    if (kind === 'max_length') limits.max = maximum;
    if (kind === 'length_equals') limits.min = limits.max = length;
  }
  return limits;
}

function numberLimits(def: Def): { integer: boolean; min?: number; max?: number } {
  const limits: { integer: boolean; min?: number; max?: number } = { integer: false };
  for (const check of def.checks ?? []) {
    const { check: kind, value, format } = check._zod.def;
    if (kind === 'number_format' && format?.includes('int')) limits.integer = true;
    if (kind === 'greater_than') limits.min = value;
    if (kind === 'less_than') limits.max = value;
  }
  return limits;
}

/** The field for one schema, named `name`. */
export function fieldOf(name: string, schema: z.ZodType): FieldModel {
  const wrappers: z.ZodType[] = [];
  let required = true;
  let defaultValue: unknown;
  let inner = schema;
  // Unwrap optional/default/nullable/pipe, remembering what they say about the value.
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(inner);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') {
      if (def.type !== 'nullable') required = false;
      if (def.type === 'default' || def.type === 'prefault') defaultValue = def.defaultValue;
      wrappers.push(inner);
      inner = def.innerType as z.ZodType;
    } else if (def.type === 'pipe' && def.in) {
      wrappers.push(inner);
      inner = def.in;
    } else break;
  }
  wrappers.push(inner);
  const common: FieldCommon = {
    name,
    label: fieldLabel(name),
    help: helpOf(wrappers),
    required,
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
  const def = defOf(inner);

  const pageKind = referencedKind(inner);
  if (pageKind) return { ...common, kind: 'choice', source: { type: 'reference', pageKind } };
  const vocabulary = vocabularyOf(inner);
  if (vocabulary) return { ...common, kind: 'choice', source: { type: 'vocabulary', vocabulary } };
  if (isSchema(inner, imagePath)) return { ...common, kind: 'image' };
  if (isSchema(inner, isoDate)) return { ...common, kind: 'date' };

  switch (def.type) {
    case 'string': {
      const { min, max } = lengthLimits(def);
      return { ...common, kind: 'text', minLength: min, maxLength: max, multiline: max !== undefined && max > 100 };
    }
    case 'number':
      return { ...common, kind: 'number', ...numberLimits(def) };
    case 'boolean':
      return { ...common, kind: 'boolean' };
    case 'enum':
      return {
        ...common,
        kind: 'choice',
        source: {
          type: 'enum',
          options: Object.values(def.entries ?? {}).map(String),
          values: Object.values(def.entries ?? {}),
        },
      };
    case 'literal':
      return {
        ...common,
        kind: 'choice',
        source: { type: 'enum', options: (def.values ?? []).map(String), values: def.values ?? [] },
      };
    case 'array': {
      const { min, max } = lengthLimits(def);
      return {
        ...common,
        kind: 'list',
        item: fieldOf(name, def.element as z.ZodType),
        minItems: min,
        maxItems: max,
      };
    }
    case 'object':
      return { ...common, kind: 'group', fields: fieldsOf(inner as z.ZodObject) };
    case 'custom':
      return { ...common, kind: 'content' };
    case 'union': {
      const options = (def.options ?? []).map((option) => fieldOf(name, option));
      const textOption = options.find((option) => option.kind === 'text');
      const allText = options.every((option) => option.kind === 'text' || option.kind === 'choice');
      // A union of texts (a path or an https address) is one text field to a copywriter.
      if (allText && textOption) return { ...textOption, ...common, kind: 'text', multiline: false };
      return { ...common, kind: 'other', acceptsText: options.some((option) => option.kind === 'text') };
    }
    default:
      return { ...common, kind: 'other', acceptsText: false };
  }
}

/**
 * Page fields a copywriter seldom needs, which the form keeps under a collapsed "Advanced": old
 * addresses, language, scheduling, the review day, list position, search engines, bare # links, the menu entry.
 */
export const advancedFields: ReadonlySet<string> = new Set([
  'aliases',
  'lang',
  'expires',
  'updated',
  'reviewBy',
  'order',
  'noindex',
  'allowHashLinks',
  'nav',
]);

/** The fields of an object schema, in the schema's order. */
export function fieldsOf(schema: z.ZodObject): FieldModel[] {
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => fieldOf(name, field));
}

/** What a new item of a list starts as: an empty text, the first option, an object of its defaults. */
export function emptyValue(field: FieldModel): unknown {
  if (field.defaultValue !== undefined) return structuredClone(field.defaultValue);
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'number':
      return field.min ?? 0;
    case 'list':
      return [];
    case 'group':
      return Object.fromEntries(
        field.fields.filter((child) => child.required).map((child) => [child.name, emptyValue(child)]),
      );
    default:
      return '';
  }
}
