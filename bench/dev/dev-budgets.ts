import type { BudgetResult } from '../budgets';
import type { DevBenchResult } from './run-dev-bench';

/**
 * Median milliseconds from spawning `npm run dev` to the first page's whole HTML, over fresh
 * starts with Vite's dependency cache left by an earlier start (what a developer meets every day).
 */
export const maxMedianMsToFirstPage = 2000;
/** Median milliseconds from saving a page to the dev server returning its new HTML. */
export const maxMedianMsToHtml = 150;
/** Median milliseconds from saving a page to the browser showing the new text. */
export const maxMedianMsToBrowser = 500;

export function devBudgets({ starts, toHtml, toBrowser, notShown, saves }: DevBenchResult): BudgetResult[] {
  const browserMedian = toBrowser?.median ?? Number.POSITIVE_INFINITY;
  return [
    {
      name: `npm run dev -> first page's HTML, dependency cache warm, median <= ${maxMedianMsToFirstPage} ms`,
      verdict: starts.toFirstPage.median <= maxMedianMsToFirstPage ? 'PASS' : 'FAIL',
      detail: `${Math.round(starts.toFirstPage.median)} ms (median of ${starts.count} starts)`,
    },
    {
      name: `save -> new HTML from the dev server, median <= ${maxMedianMsToHtml} ms`,
      verdict: toHtml.median <= maxMedianMsToHtml ? 'PASS' : 'FAIL',
      detail: `${Math.round(toHtml.median)} ms (median of ${saves})`,
    },
    {
      name: `save -> new text in Chromium, median <= ${maxMedianMsToBrowser} ms`,
      verdict: notShown === 0 && browserMedian <= maxMedianMsToBrowser ? 'PASS' : 'FAIL',
      detail:
        (toBrowser ? `${Math.round(browserMedian)} ms (median of ${saves - notShown})` : 'never shown') +
        (notShown ? `; ${notShown} of ${saves} saves not shown by the automatic reload` : ''),
    },
  ];
}
