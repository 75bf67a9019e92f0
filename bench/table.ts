export interface TableOptions {
  /** Columns aligned left; the rest are right-aligned (numbers). */
  left?: readonly number[];
  /** Rows under a second rule, such as totals. */
  footer?: readonly (readonly string[])[];
}

/** Formats rows as a plain-text table. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  { left = [], footer = [] }: TableOptions = {},
): string {
  const all = [...rows, ...footer];
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...all.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (left.includes(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(headers), rule, ...rows.map(line), ...(footer.length ? [rule, ...footer.map(line)] : [])].join('\n');
}
