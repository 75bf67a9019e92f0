import type { PageWeight } from './page-weights';

export type Verdict = 'PASS' | 'FAIL' | 'SKIP';

export interface BudgetResult {
  name: string;
  verdict: Verdict;
  detail: string;
}

/** Time per page at 2000 pages may be at most this many times the time per page at 500. */
export const maxScalingRatio = 1.5;
const small = 500;
const large = 2000;

/**
 * The build's scaling budget, from the median wall time per corpus size. Its time is budgeted only
 * against Astro's in the same run (`--compare astro`, compare-budgets.ts): a fixed number of seconds
 * says more about whatever else the shared machine was doing than about the build.
 */
export function scalingBudgets(wallMsBySize: ReadonlyMap<number, number>): BudgetResult[] {
  const smallMs = wallMsBySize.get(small);
  const largeMs = wallMsBySize.get(large);
  const results: BudgetResult[] = [];

  const scalingName = `time per page at ${large} <= ${maxScalingRatio}x time per page at ${small}`;
  if (smallMs === undefined || largeMs === undefined) {
    results.push({ name: scalingName, verdict: 'SKIP', detail: `needs sizes ${small} and ${large}` });
  } else {
    const perSmall = smallMs / small;
    const perLarge = largeMs / large;
    const ratio = perLarge / perSmall;
    results.push({
      name: scalingName,
      verdict: ratio <= maxScalingRatio ? 'PASS' : 'FAIL',
      detail: `${perLarge.toFixed(2)} ms vs ${perSmall.toFixed(2)} ms per page, ratio ${ratio.toFixed(2)}`,
    });
  }

  return results;
}

/** Pages without an island must ship no JavaScript at all. */
export function noJsWithoutIslandsBudget(weights: readonly PageWeight[]): BudgetResult {
  const offenders = weights.filter((weight) => !weight.hasIsland && (weight.jsUrls.length > 0 || weight.js.raw > 0));
  const staticPages = weights.filter((weight) => !weight.hasIsland).length;
  return {
    name: 'pages without data-island reference 0 bytes of JS',
    verdict: offenders.length === 0 ? 'PASS' : 'FAIL',
    detail:
      offenders.length === 0
        ? `${staticPages} of ${weights.length} pages have no island and load no JS`
        : offenders
            .map((weight) => `${weight.path} loads ${weight.js.raw} B of JS (${weight.jsUrls.join(', ')})`)
            .join('; '),
  };
}

export function formatBudgets(results: readonly BudgetResult[]): string {
  return results.map(({ name, verdict, detail }) => `${verdict.padEnd(4)}  ${name}: ${detail}`).join('\n');
}
