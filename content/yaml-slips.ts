/**
 * Two YAML slips js-yaml reports badly or not at all: a tab in a line's indentation (read as if it
 * were not there, so the line silently moves to another level) and a key written twice (reported
 * without the key or the line that first wrote it).
 */

export interface TabIndent {
  /** 0-based line of the YAML. */
  line: number;
  /** 0-based column of the first tab. */
  column: number;
}

/** The lines of `yaml` whose indentation holds a tab (blank and comment lines aside). */
export function tabIndentedLines(yaml: string): TabIndent[] {
  return yaml.split('\n').flatMap((text, line) => {
    const indent = /^[ \t]*/.exec(text)?.[0] ?? '';
    const rest = text.slice(indent.length);
    if (!indent.includes('\t') || rest === '' || rest.startsWith('#')) return [];
    return [{ line, column: indent.indexOf('\t') }];
  });
}

export const tabIndentMessage =
  'this line is indented with a tab; fields are indented with spaces, not tabs: replace the tab with spaces';

const keyOnLine = /^(\s*)(?:-\s+)*("[^"]*"|'[^']*'|[^\s:#'"][^:#]*?)\s*:(\s|$)/;

function keyOf(line: string): { indent: number; key: string } | null {
  const match = keyOnLine.exec(line);
  return match ? { indent: match[0].search(/\S/), key: match[2].replace(/^["']|["']$/g, '') } : null;
}

/**
 * The key a duplicate-key error points at (0-based `line` of the YAML, where its second writing
 * is) and the 0-based line of its first writing in the same set of fields, when both can be read.
 */
export function duplicatedKey(yaml: string, line: number): { key: string; firstLine: number } | null {
  const lines = yaml.split('\n');
  const second = lines[line] === undefined ? null : keyOf(lines[line]);
  if (!second) return null;
  for (let i = line - 1; i >= 0; i--) {
    const text = lines[i];
    if (/^\s*(#.*)?$/.test(text)) continue;
    const indent = text.search(/\S/);
    const first = keyOf(text);
    if (first && first.indent === second.indent && first.key === second.key) return { key: second.key, firstLine: i };
    // A line further out than the key is its parent: the set of fields starts below it.
    if (indent < second.indent) break;
  }
  return null;
}

export function duplicatedKeyMessage(key: string, firstLine: number, secondLine: number): string {
  return `\`${key}\` is written twice, on lines ${firstLine} and ${secondLine}; keep one`;
}
