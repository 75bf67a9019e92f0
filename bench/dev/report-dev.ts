import type { Spread } from '../median';
import { formatTable } from '../table';
import type { DevBenchResult } from './run-dev-bench';

/** The dev server's figures: start, first request, and the two edit loops (median, min, max). */
export function formatDevReport({
  readyMs,
  firstRequestMs,
  saves,
  toHtml,
  toBrowser,
  notShown,
}: DevBenchResult): string {
  const ms = (value: number) => String(Math.round(value));
  const loop = (name: string, spread: Spread | undefined) =>
    spread ? [name, ms(spread.median), ms(spread.min), ms(spread.max)] : [name, '-', '-', '-'];
  return [
    `npm run dev ready after ${ms(readyMs)} ms; first request of the page ${ms(firstRequestMs)} ms`,
    '',
    formatTable(
      [`${saves} saves of a real page`, 'median ms', 'min ms', 'max ms'],
      [loop('save -> new HTML (fetch)', toHtml), loop('save -> text shown in Chromium', toBrowser)],
      { left: [0] },
    ),
    ...(notShown
      ? [
          `${notShown} of ${saves} saves: the automatic reload still showed the old text after 10 s (the dev server had the new HTML); not in the figures above`,
        ]
      : []),
  ].join('\n');
}
