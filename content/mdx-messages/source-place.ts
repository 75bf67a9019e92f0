/** A place in a file, 1-based, as MDX reports it. */
export interface Place {
  line: number;
  column: number;
}

/** The 0-based offset of a 1-based line and column. */
export function offsetOf(source: string, { line, column }: Place): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const next = source.indexOf('\n', offset);
    if (next === -1) return source.length;
    offset = next + 1;
  }
  return offset + column - 1;
}

/** The 1-based line and column of a 0-based offset. */
export function placeOf(source: string, offset: number): Place {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** The offset of the last `{` before `offset` that is not closed before it, or -1. */
export function openBraceBefore(source: string, offset: number): number {
  let depth = 0;
  for (let i = offset - 1; i >= 0; i--) {
    if (source[i] === '}') depth++;
    else if (source[i] === '{' && depth-- === 0) return i;
  }
  return -1;
}

/** The offset of the `}` closing the `{` at `open`, or -1. */
export function closeBraceAfter(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === '{') depth++;
    else if (source[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Text cut to `length` characters for quoting in a message. */
export function shortened(text: string, length = 40): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > length ? `${oneLine.slice(0, length - 1)}…` : oneLine;
}
