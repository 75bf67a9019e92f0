import { propPathLabel } from '../src/shared/props/prop-paths';

type PathSegment = string | number | symbol;

interface Block {
  start: number;
  end: number;
}

const keyPattern = /^(\s*)((?:-\s+)*)("[^"]*"|'[^']*'|[^\s:#'"][^:#]*?)\s*:(\s|$)/;
const itemPattern = /^(\s*)-(\s|$)/;

function contentColumn(line: string): number {
  return line.search(/\S/);
}

function isBlank(line: string): boolean {
  return /^\s*(#.*)?$/.test(line);
}

/**
 * The lines after `from` that belong to the node there: those indented deeper than `column`, and
 * for a key also list items at the key's own indent (`aliases:` followed by `- /old` is valid YAML).
 */
function childBlock(lines: string[], from: number, column: number, end: number, itemsAtSameIndent = false): Block {
  let last = from + 1;
  const belongs = (line: string) =>
    isBlank(line) ||
    contentColumn(line) > column ||
    (itemsAtSameIndent && contentColumn(line) === column && itemPattern.test(line));
  while (last < end && belongs(lines[last])) last++;
  return { start: from + 1, end: last };
}

function findKey(lines: string[], block: Block, key: string): { index: number; column: number } | null {
  let column = -1;
  for (let i = block.start; i < block.end; i++) {
    const match = keyPattern.exec(lines[i]);
    if (!match) continue;
    const keyColumn = match[1].length + match[2].length;
    if (column === -1) column = keyColumn;
    if (keyColumn !== column) continue;
    if (match[3].replace(/^["']|["']$/g, '') === key) return { index: i, column };
  }
  return null;
}

function findItem(lines: string[], block: Block, position: number): { index: number; column: number } | null {
  let column = -1;
  let seen = 0;
  for (let i = block.start; i < block.end; i++) {
    const match = itemPattern.exec(lines[i]);
    if (!match) continue;
    if (column === -1) column = match[1].length;
    if (match[1].length !== column) continue;
    if (seen++ === position) return { index: i, column };
  }
  return null;
}

/**
 * The 0-based index of the YAML line that holds the value at `path`, for block-style YAML as
 * copywriters write it. Stops at the deepest part of the path it can find (a flow list such as
 * `[a, b]` has no line per item), or returns null when not even the first key is there.
 */
export function lineOfPath(yaml: string, path: readonly PathSegment[]): number | null {
  const lines = yaml.split('\n');
  let block: Block = { start: 0, end: lines.length };
  let found: number | null = null;
  for (const segment of path) {
    if (typeof segment === 'symbol') break;
    const hit = typeof segment === 'number' ? findItem(lines, block, segment) : findKey(lines, block, segment);
    if (!hit) break;
    found = hit.index;
    if (typeof segment === 'number') {
      // An item's first key sits on the item's own line, after "- ".
      const rest = childBlock(lines, hit.index, hit.column, block.end);
      block = { start: hit.index, end: rest.end };
    } else {
      block = childBlock(lines, hit.index, hit.column, block.end, true);
    }
  }
  return found;
}

/**
 * The value on a YAML line as written, without its key, list dash or comment (`  - 1.10 # x` is
 * `1.10`), or null when it is quoted, a flow list or object, or absent.
 */
export function writtenValueOn(line: string): string | null {
  const afterKey = keyPattern.exec(line);
  const rest = afterKey ? line.slice(afterKey[0].length) : line.replace(/^\s*(-\s+)*/, '');
  const value = rest.replace(/\s+#.*$/, '').trim();
  return value === '' || /^["'[{|>]/.test(value) ? null : value;
}

/** A path as messages print it, items counted from 1 as the studio's form shows them: `outcomes 2`, `aliases 1.anchor`. */
export function pathLabel(path: readonly PathSegment[]): string {
  return propPathLabel(path);
}
