import type { BudgetResult } from '../budgets';
import type { SearchBenchResult } from './run-search-bench';

/** Median milliseconds from the last key of a fresh visitor's first query to its first result on screen. */
export const maxMedianMsToResult = 300;

export function searchBudgets({ keyToResult, visits, missed }: SearchBenchResult): BudgetResult[] {
  const median = keyToResult?.median ?? Number.POSITIVE_INFINITY;
  return [
    {
      name: `search: last key of a first query -> its first result, median <= ${maxMedianMsToResult} ms`,
      verdict: missed === 0 && median <= maxMedianMsToResult ? 'PASS' : 'FAIL',
      detail:
        (keyToResult ? `${Math.round(median)} ms (median of ${visits.length - missed})` : 'never shown') +
        (missed ? `; ${missed} of ${visits.length} not shown within 10 s` : ''),
    },
  ];
}
