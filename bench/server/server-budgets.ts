import type { BudgetResult } from '../budgets';
import type { ServerBenchResult } from './run-server-bench';

/** The production server's rate against sirv-cli's on the same files, in the same run. */
export const minimumThroughputRatio = 0.9;
export const maximumIdleMb = 120;

export function serverBudgets({ rows, idleMb }: ServerBenchResult): BudgetResult[] {
  return [
    ...rows.map((row) => ({
      name: `server throughput ${row.path} ${row.encoding} >= ${minimumThroughputRatio}x sirv-cli`,
      verdict: row.ratio >= minimumThroughputRatio ? ('PASS' as const) : ('FAIL' as const),
      detail: `${row.ratio.toFixed(2)}x (${row.site.requestsPerSecond.toFixed(0)} vs ${row.reference.requestsPerSecond.toFixed(0)} req/s)`,
    })),
    {
      name: `server idles under ${maximumIdleMb} MB`,
      verdict: idleMb < maximumIdleMb ? 'PASS' : 'FAIL',
      detail: `${idleMb.toFixed(0)} MB resident`,
    },
  ];
}
