import type { Root } from 'mdast';
import type {
  MdxJsxAttribute,
  MdxJsxExpressionAttribute,
  MdxJsxFlowElement,
  MdxJsxTextElement,
} from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { literalOf } from '../../content/component-checks/literal-value';
import { deepEqual, isPlainObject } from './plain-values';

/**
 * The components written in a page's MDX, as the **Edit component** form reads and rewrites them:
 * found and read by remark's MDX parser (which runs in the browser too), rewritten by replacing
 * only the source text of the attributes that changed.
 */

export interface ComponentTag {
  name: string;
  /** Offsets in the file of the whole element (opening tag to closing tag) and of its opening tag. */
  start: number;
  end: number;
  openingEnd: number;
  /** 1-based line of the tag. */
  line: number;
  /** Props whose value is a string or a literal expression (numbers, booleans, arrays and objects of literals), as values. */
  props: Record<string, unknown>;
  /** Props written as expressions that are not literals (kept as written when the tag is rewritten). */
  unreadable: string[];
  selfClosing: boolean;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The width the site's pages are formatted to (Prettier's `printWidth`). */
const printWidth = 120;
const indentUnit = '  ';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).freeze();

// The editor asks at every cursor move: the last file's parse is kept, as the text rarely changed between.
let lastParse: { text: string; elements: JsxElement[] } | undefined;

/** Every component element of the file, outermost first; none when the MDX does not parse. */
function componentElements(fileText: string): JsxElement[] {
  if (lastParse?.text === fileText) return lastParse.elements;
  let tree: Root;
  try {
    tree = parser.parse(fileText);
  } catch {
    tree = { type: 'root', children: [] };
  }
  const found: JsxElement[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      /^[A-Z]/.test((node as JsxElement).name ?? '')
    )
      found.push(node as JsxElement);
    for (const child of node.children ?? []) visit(child as { type: string; children?: unknown[] });
  };
  visit(tree);
  lastParse = { text: fileText, elements: found };
  return found;
}

/** What an attribute says: its value, or undefined for an expression that is not made of literals. */
function attributeValue(attribute: MdxJsxAttribute): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  // The build's own reading of a prop's literal (content/component-checks), so both agree on what is one.
  return literalOf(value.data?.estree)?.value;
}

function isNamed(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): attribute is MdxJsxAttribute {
  return attribute.type === 'mdxJsxAttribute';
}

function offsets(node: { position?: { start: { offset?: number }; end: { offset?: number } } }): [number, number] {
  return [node.position?.start.offset ?? 0, node.position?.end.offset ?? 0];
}

function tagOf(fileText: string, element: JsxElement): ComponentTag {
  const [start, end] = offsets(element);
  const name = element.name ?? '';
  const lastAttribute = element.attributes[element.attributes.length - 1];
  const afterAttributes = lastAttribute ? offsets(lastAttribute)[1] : start + 1 + name.length;
  const openingEnd = fileText.indexOf('>', afterAttributes) + 1;
  const props: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const attribute of element.attributes) {
    if (!isNamed(attribute)) continue;
    const value = attributeValue(attribute);
    if (value === undefined) unreadable.push(attribute.name);
    else props[attribute.name] = value;
  }
  return {
    name,
    start,
    end,
    openingEnd,
    line: element.position?.start.line ?? 1,
    props,
    unreadable,
    selfClosing: fileText.slice(openingEnd - 2, openingEnd) === '/>',
  };
}

/** The innermost component (capitalised JSX element) whose opening tag — or, for a component with children, whose element — contains the offset; null if none. `text` is the whole file, frontmatter included. */
export function componentTagAt(fileText: string, offset: number): ComponentTag | null {
  let innermost: JsxElement | null = null;
  for (const element of componentElements(fileText)) {
    const [start, end] = offsets(element);
    if (start <= offset && offset <= end && (!innermost || start >= offsets(innermost)[0])) innermost = element;
  }
  return innermost ? tagOf(fileText, innermost) : null;
}

/** A string in JavaScript, in the quotes Prettier would choose for the site (single unless they need escaping more). */
function stringLiteral(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const escaped = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(new RegExp(quote, 'g'), `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : stringLiteral(key);
}

/**
 * A literal value as JavaScript source formatted as Prettier formats the site's pages (single
 * quotes, `{ a: 1 }`, trailing commas when broken): on one line when it fits from `column`,
 * otherwise (or when `broken`) one item per line, nested lines `indent` deeper. Prettier itself is
 * too big to ship to the browser for printing a prop.
 */
function jsLiteral(value: unknown, indent: string, column: number, broken = false): string {
  const flat = flatLiteral(value);
  const breakable = Array.isArray(value) ? value.length > 0 : isPlainObject(value) && Object.keys(value).length > 0;
  if (!breakable || (!broken && column + flat.length <= printWidth)) return flat;
  const inner = indent + indentUnit;
  const lines = Array.isArray(value)
    ? value.map((item) => `${inner}${jsLiteral(item, inner, inner.length)},`)
    : Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => {
          const head = `${inner}${propertyKey(key)}: `;
          return `${head}${jsLiteral(item, inner, head.length)},`;
        });
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${lines.join('\n')}\n${indent}${close}`;
}

function flatLiteral(value: unknown): string {
  if (typeof value === 'string') return stringLiteral(value);
  if (Array.isArray(value)) return `[${value.map(flatLiteral).join(', ')}]`;
  if (isPlainObject(value)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([key, item]) => `${propertyKey(key)}: ${flatLiteral(item)}`).join(', ')} }`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/**
 * An attribute as the site writes it: `name="text"` for a string (a `{'…'}` expression when the
 * text holds a `"` or an `&` that MDX would read as a character reference), `name` for true,
 * `name={…}` otherwise.
 */
function attributeText(name: string, value: unknown, indent: string, column: number, broken = false): string {
  if (value === true) return name;
  if (typeof value === 'string' && !value.includes('"') && !/&(#\d+|#x[\da-f]+|\w+);/i.test(value))
    return `${name}="${value}"`;
  return `${name}={${jsLiteral(value, indent, column + name.length + 2, broken)}}`;
}

/** Whether a value is printed as a list or group that could go over lines. */
function isBreakable(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : isPlainObject(value) && Object.keys(value).length > 0;
}

/**
 * The attributes of a tag starting at `column` with `indent`, laid out as `npm run format`
 * (remark-mdx) leaves them: all on the tag's line, unless a value spans lines, then one per line.
 * A tag too long for one line has its lists and groups broken over lines, which puts each
 * attribute on its own line.
 */
function laidOut(
  name: string,
  attributes: { name: string; value: unknown; written?: string }[],
  indent: string,
  close: string,
): { text: string; multiline: boolean } {
  const flat = attributes.map(
    (attribute) => attribute.written ?? attributeText(attribute.name, attribute.value, indent, 0),
  );
  const oneLine = `${indent}<${name}${flat.map((text) => ` ${text}`).join('')}${close === '/>' ? ' />' : '>'}`;
  const tooLong =
    oneLine.length > printWidth && attributes.some((attribute) => !attribute.written && isBreakable(attribute.value));
  if (!tooLong && !flat.some((text) => text.includes('\n')))
    return { text: oneLine.slice(indent.length), multiline: false };
  const inner = indent + indentUnit;
  const lines = attributes.map(
    (attribute) =>
      attribute.written ??
      attributeText(attribute.name, attribute.value, inner, inner.length, tooLong && isBreakable(attribute.value)),
  );
  return { text: `<${name}\n${lines.map((text) => `${inner}${text}`).join('\n')}\n${indent}${close}`, multiline: true };
}

/** JSX for inserting a new component: `<StatsGrid stats={[{ value: '550+', label: 'clients' }]} />`, strings as "…" attributes (escaped), other values as {…} literals; with children, opening and closing tags around them on their own lines. Short tags on one line, long ones one prop per line indented two spaces, as the site's pages are formatted (see pages/ and `npm run format`). */
export function componentJsx(name: string, props: Record<string, unknown>, children?: string): string {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([prop, value]) => ({ name: prop, value }));
  if (children === undefined) return laidOut(name, attributes, '', '/>').text;
  const body = children
    .replace(/\n+$/, '')
    .split('\n')
    .map((line) => (line.trim() ? `${indentUnit}${line}` : ''))
    .join('\n');
  return `${laidOut(name, attributes, '', '>').text}\n${body}\n</${name}>`;
}

/** The file with only that tag's attributes rewritten to `props` (undefined values removed, unreadable ones kept as written); everything else byte-identical, including attributes whose value did not change (keep their original text). */
export function withComponentProps(fileText: string, tag: ComponentTag, props: Record<string, unknown>): string {
  const element = componentElements(fileText).find(
    (candidate) => offsets(candidate)[0] === tag.start && candidate.name === tag.name,
  );
  if (!element) throw new Error(`The ${tag.name} component is no longer where it was: open it again.`);
  const current = tagOf(fileText, element);
  const lineStart = fileText.lastIndexOf('\n', current.start - 1) + 1;
  const indent = /^[^\S\n]*/.exec(fileText.slice(lineStart))![0];
  const firstAttributeLine = element.attributes[0]?.position?.start.line;
  const wasMultiline = firstAttributeLine !== undefined && firstAttributeLine > current.line;

  // Each attribute as it will be: its written text when it stays, a value to print when it changed.
  const kept: {
    name: string;
    value: unknown;
    written?: string;
    attribute?: MdxJsxAttribute | MdxJsxExpressionAttribute;
  }[] = [];
  for (const attribute of element.attributes) {
    const [from, to] = offsets(attribute);
    const written = fileText.slice(from, to);
    if (!isNamed(attribute)) {
      kept.push({ name: '', value: undefined, written, attribute });
      continue;
    }
    const value = props[attribute.name];
    if (current.unreadable.includes(attribute.name) && value === undefined)
      kept.push({ name: attribute.name, value, written, attribute });
    else if (value === undefined) continue;
    else if (deepEqual(value, current.props[attribute.name]))
      kept.push({ name: attribute.name, value, written, attribute });
    else kept.push({ name: attribute.name, value, attribute });
  }
  const present = new Set(element.attributes.filter(isNamed).map((attribute) => attribute.name));
  for (const [name, value] of Object.entries(props))
    if (!present.has(name) && value !== undefined) kept.push({ name, value });

  const close = current.selfClosing ? '/>' : '>';
  const layout = laidOut(current.name, kept, indent, close);
  if (layout.multiline !== wasMultiline || element.attributes.length === 0) {
    // The tag changes between one line and one attribute per line: its opening tag is laid out anew.
    return fileText.slice(0, current.start) + layout.text + fileText.slice(current.openingEnd);
  }

  // Same layout: only the changed attributes' text is replaced, removed or added.
  const edits: { from: number; to: number; text: string }[] = [];
  const attributeIndent = wasMultiline ? indent + indentUnit : indent;
  const separator = wasMultiline ? `\n${attributeIndent}` : ' ';
  const column = (from: number) => from - (fileText.lastIndexOf('\n', from - 1) + 1);
  for (const attribute of element.attributes) {
    const [from, to] = offsets(attribute);
    const entry = kept.find((item) => item.attribute === attribute);
    if (!entry) {
      let start = from;
      while (start > 0 && /\s/.test(fileText[start - 1])) start--;
      edits.push({ from: start, to, text: '' });
    } else if (entry.written === undefined)
      edits.push({ from, to, text: attributeText(entry.name, entry.value, attributeIndent, column(from), false) });
  }
  const added = kept.filter((item) => !item.attribute);
  if (added.length > 0) {
    const last = element.attributes[element.attributes.length - 1];
    const at = offsets(last)[1];
    const text = added
      .map((item) => `${separator}${attributeText(item.name, item.value, attributeIndent, attributeIndent.length)}`)
      .join('');
    edits.push({ from: at, to: at, text });
  }
  let result = fileText;
  for (const edit of edits.sort((a, b) => b.from - a.from))
    result = result.slice(0, edit.from) + edit.text + result.slice(edit.to);
  return result;
}
