import type { BudgetResult } from '../budgets';
import type { Spread } from '../median';
import type { StudioBenchResult } from './run-studio-bench';

/** Median milliseconds from choosing a page in the pages panel to its text in the editor and its preview. */
export const maxMedianMsToOpen = 1000;
/** Median milliseconds from a pause in typing to the preview showing the edit. */
export const maxMedianMsToPreview = 250;
/** Median milliseconds from a pause in typing to a diagnostic of the edit showing in the editor. */
export const maxMedianMsToDiagnostic = 500;
/** Median milliseconds from a pause in typing into a form field to the preview showing it. */
export const maxMedianMsFieldToPreview = 500;
/** Interaction to Next Paint of the keys typed into a form field. */
export const maxFieldKeyInpMs = 50;

function budget(name: string, limit: number, spread: Spread | undefined, tries: number, missed: number): BudgetResult {
  const median = spread?.median ?? Number.POSITIVE_INFINITY;
  return {
    name: `${name}, median <= ${limit} ms`,
    verdict: missed === 0 && median <= limit ? 'PASS' : 'FAIL',
    detail:
      (spread ? `${Math.round(median)} ms (median of ${tries - missed})` : 'never shown') +
      (missed ? `; ${missed} of ${tries} not shown within 10 s` : ''),
  };
}

export function studioBudgets({
  open,
  preview,
  diagnostic,
  previousPageFrames,
  field,
  fieldKey,
  write,
  writeKey,
}: StudioBenchResult): BudgetResult[] {
  return [
    budget(
      'studio: choose a page -> its text and preview shown',
      maxMedianMsToOpen,
      open.spread,
      open.tries,
      open.missed,
    ),
    budget(
      'studio: pause in typing -> the preview shows the edit',
      maxMedianMsToPreview,
      preview.spread,
      preview.tries,
      preview.missed,
    ),
    budget(
      'studio: pause in typing -> the diagnostic shows',
      maxMedianMsToDiagnostic,
      diagnostic.spread,
      diagnostic.tries,
      diagnostic.missed,
    ),
    {
      name: 'studio: after a switch, frames showing the page left = 0',
      verdict: previousPageFrames === 0 ? 'PASS' : 'FAIL',
      detail: `${previousPageFrames} over ${open.tries} switches`,
    },
    budget(
      'studio: pause in typing into a form field -> the preview shows it',
      maxMedianMsFieldToPreview,
      field.spread,
      field.tries,
      field.missed,
    ),
    {
      name: `studio: a key in a form field, Interaction to Next Paint <= ${maxFieldKeyInpMs} ms`,
      verdict: fieldKey.inpMs <= maxFieldKeyInpMs ? 'PASS' : 'FAIL',
      detail: `${fieldKey.inpMs ? `${Math.round(fieldKey.inpMs)} ms` : 'under 16 ms'} over ${fieldKey.interactions} keys`,
    },
    budget(
      'studio: pause in typing in Write mode -> the preview shows the edit',
      maxMedianMsToPreview,
      write.spread,
      write.tries,
      write.missed,
    ),
    {
      name: `studio: a key in Write mode, Interaction to Next Paint <= ${maxFieldKeyInpMs} ms`,
      verdict: writeKey.inpMs <= maxFieldKeyInpMs ? 'PASS' : 'FAIL',
      detail: `${writeKey.inpMs ? `${Math.round(writeKey.inpMs)} ms` : 'under 16 ms'} over ${writeKey.interactions} keys`,
    },
  ];
}
