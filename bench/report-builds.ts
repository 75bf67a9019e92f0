import type { BuildMeasurement } from './measure-build';
import { formatTable } from './table';

export interface MeasuredCorpus {
  /** Label of the row: the corpus size, or `site` for the real pages. */
  label: string;
  /** Generated pages; the 404 and form problem pages come on top. */
  size: number;
  measurement: BuildMeasurement;
}

/**
 * The build table: wall time (child start to exit), pages per second, peak RSS of the child, then
 * buildSite's own milliseconds per step, and `startup`: wall time outside buildSite (Node, tsx and
 * module loading, process exit).
 */
export function formatBuildTable(rows: readonly MeasuredCorpus[]): string {
  const steps = [...new Set(rows.flatMap((row) => Object.keys(row.measurement.timings)))];
  const headers = [
    'N',
    'pages',
    'wall s',
    'pages/s',
    'ms/page',
    'peak MB',
    ...steps.map((step) => `${step} ms`),
    'startup ms',
  ];
  const body = rows.map(({ label, size, measurement: m }) => [
    label,
    String(m.pages),
    (m.wallMs / 1000).toFixed(2),
    (size / (m.wallMs / 1000)).toFixed(1),
    (m.wallMs / size).toFixed(2),
    (m.maxRssKb / 1024).toFixed(0),
    ...steps.map((step) => String(Math.round(m.timings[step] ?? 0))),
    String(Math.round(m.wallMs - m.buildMs)),
  ]);
  return formatTable(headers, body);
}

/** Each step's share of buildSite's time, largest first, for the line under the table. */
export function formatStepShares(measurement: BuildMeasurement): string {
  const total = Object.values(measurement.timings).reduce((sum, ms) => sum + ms, 0);
  if (total === 0) return '';
  return Object.entries(measurement.timings)
    .sort(([, a], [, b]) => b - a)
    .map(([step, ms]) => `${step} ${((ms / total) * 100).toFixed(0)}%`)
    .join(', ');
}
