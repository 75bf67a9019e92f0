import { describe, expect, it } from 'vitest';
import { formatSearchReport } from '../../../bench/search/report-search';
import type { SearchBenchResult, SearchVisit } from '../../../bench/search/run-search-bench';
import { searchBudgets } from '../../../bench/search/search-budgets';

const visit = (keyToResult: number | undefined, focusToFirstFetch?: number): SearchVisit => ({
  keyToResult,
  focusToFirstFetch,
  requests: 27,
});

const result = (visits: SearchVisit[]): SearchBenchResult => {
  const shown = visits.flatMap((each) => (each.keyToResult === undefined ? [] : [each.keyToResult]));
  const sorted = [...shown].sort((a, b) => a - b);
  return {
    word: 'cloud',
    visits,
    keyToResult: shown.length
      ? { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1)! }
      : undefined,
    missed: visits.length - shown.length,
  };
};

describe('the search budget and report', () => {
  it('passes at a median of 300 ms from the last key to the first result, and fails above', () => {
    expect(searchBudgets(result([visit(200), visit(300), visit(900)]))[0].verdict).toBe('PASS');
    expect(searchBudgets(result([visit(200), visit(301), visit(302)]))[0]).toMatchObject({
      verdict: 'FAIL',
      detail: '301 ms (median of 3)',
    });
  });

  it('fails when a visit never showed results, and says how many', () => {
    expect(searchBudgets(result([visit(100), visit(undefined)]))[0]).toMatchObject({
      verdict: 'FAIL',
      detail: '100 ms (median of 1); 1 of 2 not shown within 10 s',
    });
    expect(searchBudgets(result([visit(undefined)]))[0].detail).toBe('never shown; 1 of 1 not shown within 10 s');
  });

  it("reports each visit, with when Pagefind's first request went out", () => {
    const report = formatSearchReport(result([visit(504), visit(196.4, 1.2)]));
    expect(report).toMatch(/visit 1\s+504\s+after the first key\s+27/);
    expect(report).toMatch(/visit 2\s+196\s+1 ms after focus\s+27/);
    expect(report).toContain('last key -> first result for "cloud": median 504 ms, min 196, max 504');
  });
});
