/** The build's step times as a table, longest share first marked, for `npm run build -- --verbose`. */
export function formatStepTable(timings: Record<string, number>): string {
  const total = Object.values(timings).reduce((sum, ms) => sum + ms, 0);
  const width = Math.max(...Object.keys(timings).map((step) => step.length), 'step'.length);
  const rows = Object.entries(timings).map(
    ([step, ms]) =>
      `${step.padEnd(width)}  ${String(ms).padStart(7)}  ${total ? ((100 * ms) / total).toFixed(0).padStart(3) : '  0'}%`,
  );
  return [
    `${'step'.padEnd(width)}  ${'ms'.padStart(7)}  share`,
    ...rows,
    `${'total'.padEnd(width)}  ${String(total).padStart(7)}`,
  ].join('\n');
}
