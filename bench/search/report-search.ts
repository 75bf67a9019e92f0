import { formatTable } from '../table';
import type { SearchBenchResult } from './run-search-bench';

/** Each visit's figures, then the median, smallest and largest time to the first result. */
export function formatSearchReport({ word, visits, keyToResult, missed }: SearchBenchResult): string {
  const ms = (value: number | undefined) => (value === undefined ? '-' : String(Math.round(value)));
  const rows = visits.map((visit, at) => [
    `visit ${at + 1}`,
    ms(visit.keyToResult),
    visit.focusToFirstFetch === undefined ? 'after the first key' : `${ms(visit.focusToFirstFetch)} ms after focus`,
    String(visit.requests),
  ]);
  const summary = keyToResult
    ? `last key -> first result for "${word}": median ${ms(keyToResult.median)} ms, min ${ms(keyToResult.min)}, max ${ms(keyToResult.max)}` +
      (missed ? `; ${missed} of ${visits.length} not shown within 10 s` : '')
    : `no results for "${word}" shown within 10 s`;
  return [
    formatTable(['fresh context', 'last key -> result ms', "Pagefind's first request", 'Pagefind requests'], rows, {
      left: [0, 2],
    }),
    summary,
  ].join('\n');
}
