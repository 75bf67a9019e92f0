import yaml from 'js-yaml';
import { frontmatterBlock } from './body-edits';

/** The frontmatter fields a visitor reads on the page or in its cards; the others (themes, order, nav…) are metadata. */
const readFields = ['title', 'description', 'summary'] as const;

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A version of a page file as a visitor's eyes compare it: its body and its frontmatter, whitespace normalised. */
export interface VisibleParts {
  body: string;
  frontmatter: string | undefined;
  /** The frontmatter's YAML as written, for the rare comparison that needs its fields. */
  yaml: string | undefined;
}

export function visibleParts(source: string): VisibleParts {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const block = frontmatterBlock(text);
  return {
    body: normalised(block === undefined ? text : text.slice(block.length)),
    frontmatter: block === undefined ? undefined : normalised(block),
    yaml: block?.slice(3, -4),
  };
}

const readFieldsMemo = new WeakMap<VisibleParts, string>();

/** The frontmatter fields a visitor reads, as one comparable text (the frontmatter as written when it does not parse). */
function readFieldsOf(parts: VisibleParts): string {
  const memo = readFieldsMemo.get(parts);
  if (memo !== undefined) return memo;
  let fields: unknown;
  try {
    const data = (yaml.load(parts.yaml ?? '', { schema: yaml.CORE_SCHEMA }) ?? {}) as Record<string, unknown>;
    fields = readFields.map((field) => (typeof data[field] === 'string' ? normalised(data[field]) : data[field]));
  } catch {
    fields = parts.frontmatter;
  }
  const text = JSON.stringify(fields);
  readFieldsMemo.set(parts, text);
  return text;
}

/**
 * Whether a visitor reads the same on two versions of a page file (undefined: no such file):
 * the same body and the same title, description and summary, whitespace and line wrapping aside.
 * Versions that differ only in other fields (themes, order, nav…) or in layout read the same.
 * The frontmatter is parsed only when the bodies match and the frontmatter does not.
 */
export function sameVisibleText(a: VisibleParts | undefined, b: VisibleParts | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a.body !== b.body) return false;
  if (a.frontmatter === b.frontmatter) return true;
  return readFieldsOf(a) === readFieldsOf(b);
}
