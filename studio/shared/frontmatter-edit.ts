import {
  Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Node,
  type Pair,
  type ToStringOptions,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { yamlProblemWords } from '../../src/shared/yaml-problem';
import { deepEqual, isPlainObject } from './plain-values';

/**
 * Reading and editing a page's frontmatter the way a copywriter's form needs it: the data, where
 * each field is written, and a rewrite of one field that leaves every other byte of the file as it
 * was. The YAML is parsed and printed by the `yaml` package; an edit replaces only the source span
 * of the changed value (found from the parse's ranges) with the package's printing of the new one.
 */

export type FieldPath = (string | number)[];

export interface FrontmatterData {
  /** The frontmatter as plain data (dates stay text, as the site's reader keeps them); {} when there is none. */
  data: Record<string, unknown>;
  /** The YAML's own syntax error, in words, with its 1-based file line; null when it parses. */
  error: { line: number; message: string } | null;
  /** The field path (['outcomes', 1], ['nav', 'label']) whose value is on this 1-based line of the FILE; null if none. */
  fieldAtLine(line: number): FieldPath | null;
  /** The 1-based file line where a field's value starts, for putting the editor's cursor there. */
  lineOfField(path: FieldPath): number | null;
}

interface FrontmatterBlock {
  /** Offsets in the file of the YAML between the `---` lines (it ends with its last newline). */
  start: number;
  end: number;
  yaml: string;
}

// As gray-matter (the site's reader) finds it: a first line `---`, up to the next line starting with `---`.
const frontmatterPattern = /^(\uFEFF?---[^\S\n]*\n)((?:[^\n]*\n)*?)---[^\n]*(?:\n|$)/;

function frontmatterBlock(text: string): FrontmatterBlock | null {
  const match = frontmatterPattern.exec(text);
  if (!match) return null;
  const start = match[1].length;
  return { start, end: start + match[2].length, yaml: match[2] };
}

/**
 * The file's frontmatter with its `---` lines, as it starts the file ('' when it has none): all a
 * form reads, so typing in the body leaves the form as it was.
 */
export function frontmatterHead(text: string): string {
  return frontmatterPattern.exec(text)?.[0] ?? '';
}

/** The YAML's line 1 is the file's line 2 (the opening `---` is line 1). */
const firstYamlLine = 2;

/** Whether every line break of the text is CRLF: then edits are made on LF text and turned back. */
function usesCrlf(text: string): boolean {
  return text.includes('\r\n') && !/(^|[^\r])\n/.test(text);
}

function yamlData(doc: Document): Record<string, unknown> {
  try {
    const data: unknown = doc.toJS();
    return isPlainObject(data) ? data : {};
  } catch {
    return {};
  }
}

function keyOf(pair: Pair): string | null {
  return isScalar(pair.key) ? String(pair.key.value) : null;
}

/** Where a node's text ends, without the line breaks and blank lines the parse counts into block values. */
function contentEnd(source: string, end: number): number {
  while (end > 0 && /\s/.test(source[end - 1])) end--;
  return end;
}

function lineStart(source: string, offset: number): number {
  return source.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset just after the line break ending the line that holds `offset`. */
function nextLineStart(source: string, offset: number): number {
  const newline = source.indexOf('\n', offset);
  return newline === -1 ? source.length : newline + 1;
}

function nodeRange(node: unknown): [number, number, number] | null {
  return isScalar(node) || isMap(node) || isSeq(node) ? (node.range ?? null) : null;
}

/** A pair's text, from its key to its value's end (its trailing comment included when `withComment`). */
function pairEnd(source: string, pair: Pair, withComment: boolean): number {
  const ranges = [nodeRange(pair.key), nodeRange(pair.value)].filter((range) => range !== null);
  return Math.max(...ranges.map((range) => contentEnd(source, withComment ? range[2] : range[1])));
}

/** The `-` that starts a sequence item whose value starts at `valueStart`. */
function dashBefore(source: string, valueStart: number): number {
  let at = valueStart - 1;
  while (at > 0 && source[at] !== '-') at--;
  return at;
}

function column(source: string, offset: number): number {
  return offset - lineStart(source, offset);
}

export function readFrontmatter(fileText: string): FrontmatterData {
  const block = frontmatterBlock(fileText);
  if (!block) return { data: {}, error: null, fieldAtLine: () => null, lineOfField: () => null };
  const lineCounter = new LineCounter();
  const doc = parseDocument(block.yaml, { lineCounter });
  const firstError = doc.errors[0];
  const error = firstError
    ? {
        line: (firstError.linePos?.[0].line ?? 1) + firstYamlLine - 1,
        message: yamlProblemWords(firstError.message),
      }
    : null;
  const fileLine = (offset: number) => lineCounter.linePos(offset).line + firstYamlLine - 1;
  const source = block.yaml;

  function fieldIn(node: unknown, path: FieldPath, line: number): FieldPath | null {
    const entries: [string | number, unknown, number, number][] = [];
    if (isMap(node))
      for (const pair of node.items) {
        const key = keyOf(pair);
        const start = nodeRange(pair.key)?.[0];
        if (key !== null && start !== undefined) entries.push([key, pair.value, start, pairEnd(source, pair, true)]);
      }
    else if (isSeq(node))
      node.items.forEach((item, index) => {
        const range = nodeRange(item);
        if (range) entries.push([index, item, dashBefore(source, range[0]), contentEnd(source, range[2])]);
      });
    for (const [key, value, start, end] of entries) {
      if (line < fileLine(start) || line > fileLine(Math.max(start, end - 1))) continue;
      const isBlock = (isMap(value) || isSeq(value)) && !value.flow;
      return (isBlock ? fieldIn(value, [...path, key], line) : null) ?? [...path, key];
    }
    return null;
  }

  return {
    data: yamlData(doc),
    error,
    fieldAtLine: (line) => fieldIn(doc.contents, [], line),
    lineOfField(path) {
      if (path.length === 0) return null;
      const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
      const last = path[path.length - 1];
      if (isMap(parent)) {
        const pair = parent.items.find((item) => keyOf(item) === String(last));
        if (!pair) return null;
        const range = nodeRange(pair.value) ?? nodeRange(pair.key);
        // A value with no text (`nav:`) starts where its key is.
        const start = range && range[1] > range[0] ? range[0] : nodeRange(pair.key)?.[0];
        return start === undefined ? null : fileLine(start);
      }
      if (isSeq(parent) && typeof last === 'number') {
        const range = nodeRange(parent.items[last]);
        return range ? fileLine(range[0]) : null;
      }
      return null;
    },
  };
}

interface Edit {
  from: number;
  to: number;
  text: string;
}

type PrintStyle = ToStringOptions;

/**
 * `base` with `value` at `path` (undefined removes it; a missing parent is made, an index past the
 * end appends). A group left empty by a removal goes too: an empty `nav:` would be a null.
 */
function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  let result: unknown[] | Record<string, unknown>;
  let child: unknown;
  if (typeof key === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    child = withValueAt(list[key], rest, value);
    if (child === undefined || (value === undefined && isPlainObject(child) && Object.keys(child).length === 0))
      list.splice(key, 1);
    else if (key >= list.length) list.push(child);
    else list[key] = child;
    result = list;
  } else {
    const group: Record<string, unknown> = isPlainObject(base) ? { ...base } : {};
    child = withValueAt(group[key], rest, value);
    if (child === undefined || (value === undefined && isPlainObject(child) && Object.keys(child).length === 0))
      delete group[key];
    else group[key] = child;
    result = group;
  }
  return value === undefined && isPlainObject(result) && Object.keys(result).length === 0 ? undefined : result;
}

/**
 * The YAML for a value printed by the `yaml` package as it would stand at `indent` in the file,
 * under `key` (or as a list item when `key` is null), keeping the written style of the value it
 * replaces where it can (a double-quoted title stays double-quoted, a `[a, b]` list stays a flow list).
 */
function printed(key: string | null, value: unknown, old: unknown, indent: number, style: PrintStyle): string {
  const wrapper = new Document(key === null ? [null] : { [key]: null });
  const node = wrapper.createNode(value);
  if (isScalar(old) && isScalar(node) && typeof old.value === 'string' && typeof value === 'string') {
    // A quoted or block style is kept; a plain one is left to the printer, which quotes text that needs it.
    if (old.type && old.type !== 'PLAIN') node.type = old.type;
  }
  // An empty `[]` is flow only because nothing else can be written; its first items go in block style.
  if ((isMap(old) || isSeq(old)) && old.flow && old.items.length > 0 && (isMap(node) || isSeq(node))) node.flow = true;
  wrapper.setIn([key ?? 0], node);
  const text = wrapper.toString(style).replace(/\n$/, '');
  return text.replace(/\n(?=.)/g, `\n${' '.repeat(indent)}`);
}

/** The style of the file's YAML the printer follows: lists indented under their key or not. */
function printStyle(doc: Document, source: string): PrintStyle {
  let indentSeq = true;
  let found = false;
  const visit = (node: unknown) => {
    if (found || !isMap(node)) return;
    for (const pair of node.items) {
      const keyRange = nodeRange(pair.key);
      const valueRange = nodeRange(pair.value);
      if (isSeq(pair.value) && !pair.value.flow && keyRange && valueRange) {
        indentSeq = column(source, valueRange[0]) > column(source, keyRange[0]);
        found = true;
        return;
      }
      visit(pair.value);
    }
  };
  visit(doc.contents);
  // `[a, b]` or `[ a, b ]`, as the file writes its first flow list.
  const flowCollectionPadding = /(^|:\s*)[[{] /m.test(source);
  return { lineWidth: 0, indentSeq, flowCollectionPadding };
}

/**
 * The length of a `# TODO: …` mark right after a value on its line (`industry: automotive # TODO:
 * one of …`, as `npm run new` writes a value it had to guess), 0 when there is none: a value the
 * copywriter sets is chosen, and the build refuses a page that still carries the mark.
 */
function todoMarkAfter(source: string, end: number): number {
  const lineEnd = source.indexOf('\n', end);
  const rest = source.slice(end, lineEnd === -1 ? source.length : lineEnd);
  return /^[^\S\n]+#\s*TODO\b/.test(rest) ? rest.replace(/\r$/, '').length : 0;
}

class FrontmatterEditor {
  private readonly edits: Edit[] = [];

  constructor(
    private readonly source: string,
    private readonly style: PrintStyle,
  ) {}

  result(): string {
    let text = this.source;
    // Back to front, so offsets stay true; of insertions at one place, the first made comes first.
    const ordered = this.edits.map((edit, index) => ({ edit, index }));
    ordered.sort((a, b) => b.edit.from - a.edit.from || b.index - a.index);
    for (const { edit } of ordered) text = text.slice(0, edit.from) + edit.text + text.slice(edit.to);
    return text;
  }

  private edit(from: number, to: number, text: string): void {
    this.edits.push({ from, to, text });
  }

  /** Sets the top-level field `key` to `value` (undefined removes it), diffing it against what is written. */
  setField(contents: unknown, key: string, value: unknown): void {
    if (isMap(contents)) {
      const pair = contents.items.find((item) => keyOf(item) === key);
      if (pair) return value === undefined ? this.removePair(pair) : this.replacePairValue(pair, value);
      if (value !== undefined) this.addPairs(contents, [[key, value]]);
    } else if (value !== undefined && (contents === null || contents === undefined)) {
      this.edit(this.source.length, this.source.length, `${printed(key, value, null, 0, this.style)}\n`);
    }
  }

  private pairColumn(map: YAMLMap): number {
    const first = nodeRange(map.items[0]?.key);
    return first ? column(this.source, first[0]) : 0;
  }

  private addPairs(map: YAMLMap, pairs: [string, unknown][]): void {
    if (pairs.length === 0) return;
    const lastPair = map.items[map.items.length - 1];
    const at = lastPair ? nextLineStart(this.source, pairEnd(this.source, lastPair, true)) : this.source.length;
    const indent = this.pairColumn(map);
    const text = pairs
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${' '.repeat(indent)}${printed(key, value, null, indent, this.style)}\n`)
      .join('');
    // A file whose YAML ends without a line break gets one before the new field.
    this.edit(at, at, at > 0 && this.source[at - 1] !== '\n' ? `\n${text}` : text);
  }

  private removePair(pair: Pair): void {
    const start = nodeRange(pair.key)?.[0];
    if (start === undefined) return;
    this.edit(lineStart(this.source, start), nextLineStart(this.source, pairEnd(this.source, pair, true)), '');
  }

  private replacePairValue(pair: Pair, value: unknown): void {
    const old = pair.value;
    if (deepEqual(isScalar(old) || isMap(old) || isSeq(old) ? old.toJS(new Document()) : old, value)) return;
    if (isMap(old) && !old.flow && isPlainObject(value) && Object.values(value).some((v) => v !== undefined))
      return this.replaceMap(old, value);
    if (isSeq(old) && !old.flow && Array.isArray(value) && value.length > 0 && old.items.length > 0)
      return this.replaceSeq(old, value);
    const start = nodeRange(pair.key)?.[0];
    const key = keyOf(pair);
    if (start === undefined || key === null) return;
    const end = pairEnd(this.source, pair, false);
    this.edit(
      start,
      end + todoMarkAfter(this.source, end),
      printed(key, value, old, column(this.source, start), this.style),
    );
  }

  private replaceMap(map: YAMLMap, value: Record<string, unknown>): void {
    const added: [string, unknown][] = [];
    for (const pair of map.items) {
      const key = keyOf(pair);
      if (key === null) continue;
      if (value[key] === undefined) this.removePair(pair);
      else this.replacePairValue(pair, value[key]);
    }
    const existing = new Set(map.items.map(keyOf));
    for (const [key, item] of Object.entries(value)) if (!existing.has(key)) added.push([key, item]);
    this.addPairs(map, added);
  }

  /**
   * An item's whole lines, from its `-` to the end of its last line; with `withComments`, from the
   * comment lines right above it (they speak of it, so they go where it goes).
   */
  private itemLines(item: unknown, withComments = false): { start: number; end: number } | null {
    const range = nodeRange(item);
    if (!range) return null;
    let start = lineStart(this.source, dashBefore(this.source, range[0]));
    while (withComments && start > 0) {
      const above = lineStart(this.source, start - 1);
      if (!/^[^\S\n]*#/.test(this.source.slice(above, start))) break;
      start = above;
    }
    return { start, end: nextLineStart(this.source, contentEnd(this.source, range[2])) };
  }

  private replaceItem(seq: YAMLSeq, index: number, value: unknown): void {
    const item: unknown = seq.items[index];
    const range = nodeRange(item);
    if (!range) return;
    if (deepEqual((item as Node).toJS(new Document()), value)) return;
    if (isMap(item) && !item.flow && isPlainObject(value) && Object.values(value).some((v) => v !== undefined))
      return this.replaceMap(item, value);
    if (isSeq(item) && !item.flow && Array.isArray(value) && value.length > 0 && item.items.length > 0)
      return this.replaceSeq(item, value);
    const dash = dashBefore(this.source, range[0]);
    const text = printed(null, value, item, column(this.source, dash), this.style);
    this.edit(dash, contentEnd(this.source, range[1]), text);
  }

  /**
   * A list rewritten to `values` item by item: items kept (in order) keep their lines, items moved
   * keep their text, items changed in place are edited inside, new ones are printed.
   */
  private replaceSeq(seq: YAMLSeq, values: unknown[]): void {
    const oldValues = seq.items.map((item) => (item as Node).toJS(new Document()) as unknown);
    const matches = longestCommonItems(oldValues, values);
    const used = new Set(matches.map(([oldIndex]) => oldIndex));
    const dashColumn = column(this.source, dashBefore(this.source, nodeRange(seq.items[0])![0]));
    const moved = (value: unknown): string | null => {
      const index = oldValues.findIndex((old, i) => !used.has(i) && deepEqual(old, value));
      if (index === -1) return null;
      used.add(index);
      const lines = this.itemLines(seq.items[index], true);
      return lines ? this.source.slice(lines.start, lines.end) : null;
    };
    const newItemText = (value: unknown) =>
      moved(value) ?? `${' '.repeat(dashColumn)}${printed(null, value, null, dashColumn, this.style)}\n`;
    const bounds = [...matches, [oldValues.length, values.length] as [number, number]];
    let oldAt = 0;
    let newAt = 0;
    const removals: number[] = [];
    for (const [oldMatch, newMatch] of bounds) {
      const gapOld = oldMatch - oldAt;
      const gapNew = newMatch - newAt;
      const paired = Math.min(gapOld, gapNew);
      for (let k = 0; k < paired; k++) {
        const value = values[newAt + k];
        const text = oldValues.some((old, i) => !used.has(i) && i !== oldAt + k && deepEqual(old, value))
          ? moved(value)
          : null;
        const lines = this.itemLines(seq.items[oldAt + k], true);
        if (text !== null && lines) this.edit(lines.start, lines.end, text);
        else this.replaceItem(seq, oldAt + k, value);
      }
      for (let k = paired; k < gapOld; k++) removals.push(oldAt + k);
      if (gapNew > paired) {
        const extra = values.slice(newAt + paired, newMatch);
        const after = oldMatch < oldValues.length ? this.itemLines(seq.items[oldMatch], true)?.start : undefined;
        const at = after ?? this.itemLines(seq.items[oldValues.length - 1])!.end;
        const text = extra.map(newItemText).join('');
        this.edit(at, at, at > 0 && this.source[at - 1] !== '\n' ? `\n${text}` : text);
      }
      oldAt = oldMatch + 1;
      newAt = newMatch + 1;
    }
    for (const index of removals) {
      const lines = this.itemLines(seq.items[index], true);
      if (lines) this.edit(lines.start, lines.end, '');
    }
  }
}

/** Pairs of (old index, new index) of equal items, in order, as many as can be (a longest common subsequence). */
function longestCommonItems(a: unknown[], b: unknown[]): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () => Array.from({ length: b.length + 1 }, () => 0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i][j] = deepEqual(a[i], b[j])
        ? lengths[i + 1][j + 1] + 1
        : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (deepEqual(a[i], b[j])) pairs.push([i++, j++]);
    else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

/** `yaml` (a whole YAML text, LF line ends) with the field at `path` set: the edit of both exports below. */
function editedYaml(yaml: string, path: FieldPath, value: unknown): string {
  if (path.length === 0 || typeof path[0] !== 'string') throw new Error('A field path starts with a field name.');
  const doc = parseDocument(yaml);
  if (doc.errors.length > 0)
    throw new Error(
      `The fields cannot be changed until the page source is fixed: ${yamlProblemWords(doc.errors[0].message)}`,
    );
  const editor = new FrontmatterEditor(yaml, printStyle(doc, yaml));
  const [field, ...rest] = path;
  editor.setField(doc.contents, field, withValueAt(yamlData(doc)[field], rest, value));
  return editor.result();
}

/** The text in LF line ends, edited, and given back in its own line ends (CRLF files stay CRLF). */
function inOwnLineEnds(text: string, edit: (lf: string) => string): string {
  const crlf = usesCrlf(text);
  const result = edit(crlf ? text.replace(/\r\n/g, '\n') : text);
  return crlf ? result.replace(/\n/g, '\r\n') : result;
}

/** The file with the field at `path` set to `value` (undefined removes it; a missing parent is made). Only that field's YAML is rewritten: comments, order, quoting and blank lines of everything else stay byte-identical; the body after the frontmatter too. A new field goes after the last one. */
export function setFrontmatterField(fileText: string, path: FieldPath, value: unknown): string {
  if (path.length === 0 || typeof path[0] !== 'string')
    throw new Error('A frontmatter field path starts with a field name.');
  return inOwnLineEnds(fileText, (text) => {
    const block = frontmatterBlock(text);
    if (block) return text.slice(0, block.start) + editedYaml(block.yaml, path, value) + text.slice(block.end);
    if (value === undefined) return text;
    const style: PrintStyle = { lineWidth: 0, flowCollectionPadding: false };
    const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
    const field = printed(path[0] as string, withValueAt(undefined, path.slice(1), value), null, 0, style);
    return `${bom}---\n${field}\n---\n${text.slice(bom.length)}`;
  });
}

/** A YAML data file (`pages/_navigation.yaml`) with one field set, as `setFrontmatterField` sets one. */
export function setYamlField(yamlText: string, path: FieldPath, value: unknown): string {
  return inOwnLineEnds(yamlText, (text) => editedYaml(text, path, value));
}
