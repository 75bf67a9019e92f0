import {
  snippet,
  startCompletion,
  type Completion,
  type CompletionContext,
  type CompletionResult,
  type CompletionSource,
} from '@codemirror/autocomplete';
import type { EditorView } from '@codemirror/view';
import { z } from 'zod';
import { componentSchemas } from '../../../src/mdx-component-props';
import { collections } from '../../../src/shared/collections';
import { pageKinds, type PageKindName } from '../../../src/shared/page-kinds';
import { referencedKind } from '../../../src/shared/reference';
import { schemaFor } from '../../../src/shared/schema';
import { vocabularyOf } from '../../../src/shared/vocabularies/vocabulary';
import type { ComponentInfo, Completions } from '../../shared/api';

/** What the completion sources read, fresh at each request. */
export interface CompletionData {
  completions: Completions | null;
  /** The open file, `pages/blog/x.mdx`: its schema names the frontmatter fields that take terms or pages. */
  file?: string;
}

/** What to offer at a place in the text: the range the choice replaces and the choices. */
export interface Suggestions {
  from: number;
  to: number;
  options: Completion[];
  /** False when the typed word matches nothing: every choice is listed, closest first. */
  filter: boolean;
}

type ComponentProp = ComponentInfo['props'][number];

const wordBefore = /[\w-]*$/;
const wordAfter = /^[\w-]*/;

/** How many single-character edits turn `a` into `b` (case ignored). */
export function editDistance(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i++) {
    const current = [i];
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[right.length];
}

/**
 * Choices for `typed`: filtered by CodeMirror as the copywriter types when one of them starts with
 * it; otherwise (a misspelling such as `tonee`) all of them, closest first, so the right one can be
 * picked to replace the word.
 */
function suggest(from: number, to: number, typed: string, options: Completion[]): Suggestions | null {
  if (!options.length) return null;
  const lower = typed.toLowerCase();
  if (!typed || options.some((option) => option.label.toLowerCase().startsWith(lower))) {
    return { from, to, options, filter: true };
  }
  const ranked = options
    .map((option) => ({ option, distance: editDistance(typed, option.label) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ option }, index) => ({ ...option, boost: 99 - index, section: undefined }));
  return { from, to, options: ranked, filter: false };
}

function pageOptions(pages: Completions['pages']): Completion[] {
  return pages.map((page) => ({ label: page.path, detail: page.title, type: 'constant' }));
}

/** Where a frontmatter block at the start of the text ends (the offset of its closing `---`), or -1. */
export function frontmatterEnd(text: string): number {
  if (!/^---\r?\n/.test(text)) return -1;
  const close = /\r?\n---[ \t]*(\r?\n|$)/.exec(text.slice(3));
  return close ? 3 + close.index + close[0].indexOf('---') : text.length;
}

/** What a place inside a component's opening tag is: the tag's name, a prop's name, or a prop's value. */
export type TagPlace =
  | { kind: 'tag-name'; from: number; to: number; typed: string }
  | { kind: 'prop-name'; component: string; present: string[]; from: number; to: number; typed: string }
  | { kind: 'prop-value'; component: string; prop: string; from: number; to: number; typed: string };

function skipExpression(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (char === '"' || char === "'" || char === '`') {
      const close = text.indexOf(char, index + 1);
      if (close === -1) return text.length;
      index = close;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return index + 1;
  }
  return text.length;
}

/**
 * The opening tag `pos` is in, read from its `<` as MDX writes JSX: names, `name="value"`,
 * `name={expression}`. Null outside a tag, after its `>`, or inside an expression.
 */
export function tagPlaceAt(text: string, pos: number): TagPlace | null {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const typedWord = wordBefore.exec(text.slice(lineStart, pos))?.[0] ?? '';
  const wordEnd = pos + (wordAfter.exec(text.slice(pos, pos + 200))?.[0].length ?? 0);
  for (let open = text.lastIndexOf('<', pos - 1); open !== -1 && pos - open < 4000;) {
    const nameMatch = /^[A-Za-z][\w.]*/.exec(text.slice(open + 1, open + 200));
    if (!nameMatch && open + 1 !== pos) {
      open = text.lastIndexOf('<', open - 1);
      continue;
    }
    const name = nameMatch?.[0] ?? '';
    const nameEnd = open + 1 + name.length;
    if (pos <= nameEnd) return { kind: 'tag-name', from: open + 1, to: nameEnd, typed: text.slice(open + 1, pos) };
    const present: string[] = [];
    let index = nameEnd;
    while (index < pos) {
      const char = text[index];
      if (/\s/.test(char)) index++;
      else if (char === '>' || (char === '/' && text[index + 1] === '>')) return null;
      else if (char === '{') {
        index = skipExpression(text, index);
        if (index > pos) return null;
      } else {
        const attribute = /^[^\s=>/{"']+/.exec(text.slice(index, index + 200));
        if (!attribute) return null;
        const attributeEnd = index + attribute[0].length;
        if (pos <= attributeEnd) {
          return { kind: 'prop-name', component: name, present, from: index, to: wordEnd, typed: typedWord };
        }
        present.push(attribute[0]);
        index = attributeEnd;
        while (index < pos && (text[index] === ' ' || text[index] === '\t')) index++;
        if (text[index] !== '=') continue;
        index++;
        while (index < pos && (text[index] === ' ' || text[index] === '\t')) index++;
        if (index >= pos) return null;
        const quote = text[index];
        if (quote === '"' || quote === "'") {
          const close = text.indexOf(quote, index + 1);
          if (close === -1 || close >= pos) {
            const lineEnd = text.indexOf('\n', pos);
            const end = close !== -1 && (lineEnd === -1 || close < lineEnd) ? close : pos;
            return {
              kind: 'prop-value',
              component: name,
              prop: attribute[0],
              from: index + 1,
              to: end,
              typed: text.slice(index + 1, pos),
            };
          }
          index = close + 1;
        } else if (quote === '{') {
          index = skipExpression(text, index);
          if (index > pos) return null;
        } else return null;
      }
    }
    return { kind: 'prop-name', component: name, present, from: pos - typedWord.length, to: wordEnd, typed: typedWord };
  }
  return null;
}

/** Whether a prop takes a page's path: by its name or the type the reference gives it. */
function takesPath(prop: ComponentProp | undefined, name: string): boolean {
  return /^(href|to|link|path|url)$/i.test(name) || (prop !== undefined && /link|path|address/i.test(prop.type));
}

function componentOptions(components: ComponentInfo[]): Completion[] {
  return components.map((component) => ({
    label: component.name,
    type: 'class',
    info: component.description || undefined,
  }));
}

function propApply(prop: ComponentProp, textAfter: string): Completion['apply'] {
  if (textAfter.startsWith('=')) return prop.name;
  const insert = snippet(`${prop.name}="\${}"`);
  return (view: EditorView, completion: Completion, from: number, to: number) => {
    insert(view, completion, from, to);
    // The value's choices follow at once, where the prop has any.
    startCompletion(view);
  };
}

function propOptions(component: ComponentInfo, present: string[], textAfter: string): Completion[] {
  return component.props
    .filter((prop) => prop.name !== 'children' && !present.includes(prop.name))
    .sort((a, b) => Number(b.required) - Number(a.required))
    .map((prop) => ({
      label: prop.name,
      type: 'property',
      detail: prop.type,
      info: prop.description || undefined,
      boost: prop.required ? 1 : 0,
      section: prop.required ? { name: 'Required', rank: 0 } : { name: 'Optional', rank: 1 },
      apply: propApply(prop, textAfter),
    }));
}

function tagSuggestions(text: string, pos: number, place: TagPlace, completions: Completions): Suggestions | null {
  if (place.kind === 'tag-name') {
    // Only components: lower-case tags are HTML, which pages do not write.
    if (place.typed && !/^[A-Z]/.test(place.typed)) return null;
    return suggest(place.from, place.to, place.typed, componentOptions(completions.components));
  }
  const component = completions.components.find((candidate) => candidate.name === place.component);
  if (place.kind === 'prop-name') {
    if (!component) return null;
    const textAfter = text.slice(place.to, place.to + 1);
    return suggest(place.from, place.to, place.typed, propOptions(component, place.present, textAfter));
  }
  const prop = component?.props.find((candidate) => candidate.name === place.prop);
  if (prop?.values.length) {
    return suggest(
      place.from,
      place.to,
      place.typed,
      prop.values.map((value) => ({ label: value, type: 'enum' })),
    );
  }
  const named = namedValueOptions(propValues(place.component, place.prop), completions);
  if (named.length) return suggest(place.from, place.to, place.typed, named);
  if (takesPath(prop, place.prop) || place.typed.startsWith('/')) {
    return suggest(place.from, place.to, place.typed, pageOptions(completions.pages));
  }
  return null;
}

/** `[text](/serv|`: the link target being typed, with the paths of the site's pages. */
function linkSuggestions(text: string, pos: number, completions: Completions, explicit: boolean): Suggestions | null {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const target = /\]\(([^()\s]*)$/.exec(text.slice(lineStart, pos));
  if (!target) return null;
  const typed = target[1];
  if (!typed.startsWith('/') && !(explicit && typed === '')) return null;
  const rest = /^[^()\s]*/.exec(text.slice(pos, pos + 200))?.[0] ?? '';
  return suggest(pos - typed.length, pos + rest.length, typed, pageOptions(completions.pages));
}

/** What a field's or prop's values are drawn from: a vocabulary's terms or the names of a kind of page. */
type SchemaValues = { vocabulary: string } | { pages: PageKindName } | null;

/** Reads a schema's `vocabulary()` or `reference()`, under optional, default and list wrappers. */
function schemaValues(start: z.ZodType | undefined): SchemaValues {
  let schema = start;
  while (schema) {
    const vocabulary = vocabularyOf(schema);
    if (vocabulary) return { vocabulary };
    const kind = referencedKind(schema);
    if (kind) return { pages: kind };
    if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) {
      schema = schema.unwrap() as z.ZodType;
    } else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else schema = undefined;
  }
  return null;
}

function fieldValues(file: string | undefined, field: string): SchemaValues {
  if (!file?.startsWith('pages/')) return null;
  return schemaValues(schemaFor(file.slice('pages/'.length), collections).shape[field] as z.ZodType | undefined);
}

function propValues(component: string, prop: string): SchemaValues {
  const schema = (componentSchemas as Record<string, z.ZodObject | undefined>)[component];
  return schemaValues(schema?.shape[prop] as z.ZodType | undefined);
}

function namedValueOptions(values: SchemaValues, completions: Completions): Completion[] {
  if (!values) return [];
  if ('vocabulary' in values) {
    return (completions.vocabularies[values.vocabulary] ?? []).map((term) => ({ label: term, type: 'enum' }));
  }
  const kind = pageKinds[values.pages];
  return completions.pages.flatMap((page) => {
    const name = kind.nameOf(page.path);
    return name === null ? [] : [{ label: name, detail: page.title, type: 'constant' }];
  });
}

/**
 * A frontmatter field's value being typed (`industry: ban|`, `category: "Clo|`, a list item
 * `  - clo|` under `themes:`, or `themes: [cloud, da|`), with the terms or pages its schema allows.
 */
function frontmatterSuggestions(text: string, pos: number, data: CompletionData, completions: Completions) {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  const before = text.slice(lineStart, pos);
  const lineEnd = text.indexOf('\n', pos);
  const after = text.slice(pos, lineEnd === -1 ? text.length : lineEnd);
  const rest = /^[^"',\]\r]*/.exec(after)?.[0] ?? '';
  let field: string | undefined;
  let typed: string | undefined;
  const single = /^([\w-]+):[ \t]*(?:\[(?:[^\]]*,)?[ \t]*)?["']?([^"',[\]]*)$/.exec(before);
  if (single) [, field, typed] = single;
  else {
    const item = /^([ \t]*)-[ \t]+["']?([^"']*)$/.exec(before);
    if (!item) return null;
    typed = item[2];
    // The list's field is the nearest line above with less indent.
    const lines = text.slice(0, lineStart).split('\n').reverse();
    for (const line of lines) {
      const key = /^([ \t]*)([\w-]+):[ \t]*$/.exec(line);
      if (key && key[1].length <= item[1].length) {
        field = key[2];
        break;
      }
      if (line.startsWith('---')) break;
    }
  }
  if (field === undefined || typed === undefined) return null;
  return suggest(
    pos - typed.length,
    pos + rest.trimEnd().length,
    typed,
    namedValueOptions(fieldValues(data.file, field), completions),
  );
}

/** What to offer at `pos` in `text`: pure, so it is tested without a browser. */
export function suggestionsAt(text: string, pos: number, data: CompletionData, explicit = false): Suggestions | null {
  const { completions } = data;
  if (!completions) return null;
  if (pos <= frontmatterEnd(text) && pos > 3) return frontmatterSuggestions(text, pos, data, completions);
  const place = tagPlaceAt(text, pos);
  if (place) return tagSuggestions(text, pos, place, completions);
  return linkSuggestions(text, pos, completions, explicit);
}

/** The editor's one completion source, reading the latest completions and file from `data`. */
export function mdxCompletionSource(data: () => CompletionData): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const found = suggestionsAt(context.state.doc.toString(), context.pos, data(), context.explicit);
    if (!found) return null;
    if (!found.filter) return { from: found.from, to: found.to, options: found.options, filter: false };
    return { from: found.from, to: found.to, options: found.options, validFor: /^[\w\-/.]*$/ };
  };
}
