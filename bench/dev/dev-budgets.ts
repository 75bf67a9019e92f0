import type { BudgetResult } from '../budgets';
import type { DevBenchResult } from './run-dev-bench';

/** Median milliseconds from saving a page to the dev server returning its new HTML. */
export const maxMedianMsToHtml = 200;
/** Median milliseconds from saving a page to the browser showing the new text. */
export const maxMedianMsToBrowser = 500;

export function devBudgets({ toHtml, toBrowser, notShown, saves }: DevBenchResult): BudgetResult[] {
  const browserMedian = toBrowser?.median ?? Number.POSITIVE_INFINITY;
  return [
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
