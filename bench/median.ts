import type { BuildMeasurement } from './measure-build';

/** The median of the numbers; for an even count, the mean of the middle two. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Repeated builds of one corpus as one measurement: the median of each figure on its own. */
export function medianMeasurement(runs: readonly BuildMeasurement[]): BuildMeasurement {
  if (runs.length === 0) throw new Error('no runs to summarise');
  const of = (pick: (run: BuildMeasurement) => number) => median(runs.map(pick));
  const steps = [...new Set(runs.flatMap((run) => Object.keys(run.timings)))];
  const medianOf = (pick: (run: BuildMeasurement) => Record<string, number> | undefined) => {
    const names = [...new Set(runs.flatMap((run) => Object.keys(pick(run) ?? {})))];
    return names.length
      ? Object.fromEntries(names.map((name) => [name, of((run) => pick(run)?.[name] ?? 0)]))
      : undefined;
  };
  const cpuTimings = medianOf((run) => run.cpuTimings);
  const ownCpuTimings = medianOf((run) => run.ownCpuTimings);
  return {
    pages: runs[0].pages,
    redirects: runs[0].redirects,
    timings: Object.fromEntries(steps.map((step) => [step, of((run) => run.timings[step] ?? 0)])),
    ...(cpuTimings ? { cpuTimings } : {}),
    ...(ownCpuTimings ? { ownCpuTimings } : {}),
    buildMs: of((run) => run.buildMs),
    maxRssKb: of((run) => run.maxRssKb),
    cpuMs: of((run) => run.cpuMs ?? 0),
    ...(runs.every((run) => run.childCpuMs !== undefined) ? { childCpuMs: of((run) => run.childCpuMs ?? 0) } : {}),
    wallMs: of((run) => run.wallMs),
  };
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** Median, smallest and largest of the numbers. */
export function spreadOf(values: readonly number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
