import yaml, { type EventType, type State } from 'js-yaml';
import type { ContentProblem } from '../src/shared/content-error';
import type { ValuePath } from './placeholder';
import { pathLabel } from './yaml-lines';

/** A line that looks like a list item (`- 320 applications migrated`) but continues the text above it. */
export interface JoinedItemLine {
  /** 0-based line of the YAML (its line i is file line i + 1) where the text it joins starts. */
  startLine: number;
  /** 0-based line of the YAML that starts with `- `. */
  line: number;
  /** That line without its indentation. */
  text: string;
}

export interface FrontmatterYaml {
  data: object;
  joinedItemLines: JoinedItemLine[];
}

function lineAt(source: string, offset: number): number {
  let line = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * Lines inside a plain (unquoted, not `|` or `>`) scalar that span `start`..`end` and start with
 * `- `: YAML folds them into the text above, so `- 35% lower run cost` followed by `   - 320
 * applications migrated` one space deeper is one outcome, not two.
 */
function joinedItemLinesIn(source: string, start: number, end: number): JoinedItemLine[] {
  let from = start;
  while (from < end && /\s/.test(source[from])) from++;
  const newline = source.indexOf('\n', from);
  if (newline === -1 || newline >= end || /^["'|>]/.test(source.charAt(from))) return [];
  const startLine = lineAt(source, from);
  return source
    .slice(from, end)
    .split('\n')
    .slice(1)
    .flatMap((text, index) =>
      /^\s*-(\s|$)/.test(text) ? [{ startLine, line: startLine + 1 + index, text: text.trim() }] : [],
    );
}

/**
 * Frontmatter YAML with js-yaml's core schema: the default one also turns unquoted dates into Date
 * objects, silently moving impossible ones (2026-02-30 becomes 2 March); as text, the schema can
 * refuse them. Also notes the lines that silently joined the text above them.
 */
export function readFrontmatterYaml(source: string): FrontmatterYaml {
  const opened: number[] = [];
  const joinedItemLines: JoinedItemLine[] = [];
  // js-yaml opens and closes every node it reads; a scalar's text lies between the two positions.
  const listener = (event: EventType, state: State) => {
    if (event === 'open') return void opened.push(state.position);
    const start = opened.pop() ?? 0;
    const result: unknown = state.result;
    if (state.kind === 'scalar' && typeof result === 'string')
      joinedItemLines.push(...joinedItemLinesIn(source, start, state.position));
  };
  const data = (yaml.load(source, { schema: yaml.CORE_SCHEMA, listener }) ?? {}) as object;
  // A value and its node both report the same scalar.
  const unique = joinedItemLines.filter(
    (item, index) => joinedItemLines.findIndex((other) => other.line === item.line) === index,
  );
  return { data, joinedItemLines: unique };
}

/** The problem for a line that joined the text above it instead of starting a list item. */
export function joinedItemProblem(file: string, data: object, { line, text }: JoinedItemLine): ContentProblem {
  const path = pathOfText(data, text);
  const field = path ? `${pathLabel(path)}: ` : '';
  return {
    file,
    line: line + 1,
    message: `${field}the line "${text}" is indented further, so it continues the text above; did you mean a new list item? Line up its - with the - above`,
  };
}

/** The path of the first text value containing `text`. */
function pathOfText(value: unknown, text: string, at: ValuePath = []): ValuePath | null {
  if (typeof value === 'string') return value.includes(text) ? at : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfText(item, text, [...at, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}
