import type { Spread } from '../median';
import { formatTable } from '../table';
import type { DevBenchResult } from './run-dev-bench';

/** The dev server's figures: its starts, and the two edit loops (median, min, max). */
export function formatDevReport({ firstStart, starts, saves, toHtml, toBrowser, notShown }: DevBenchResult): string {
  const ms = (value: number) => String(Math.round(value));
  const loop = (name: string, spread: Spread | undefined) =>
    spread ? [name, ms(spread.median), ms(spread.min), ms(spread.max)] : [name, '-', '-', '-'];
  return [
    `first start (Vite's dependency cache ${firstStart.dependencyCache} before it): ready after ${ms(firstStart.readyMs)} ms, first page's HTML after ${ms(firstStart.firstPageMs)} ms`,
    '',
    formatTable(
      [`${starts.count} starts after it (cache warm), from spawning npm run dev`, 'median ms', 'min ms', 'max ms'],
      [loop('-> ready line printed', starts.ready), loop("-> first page's whole HTML", starts.toFirstPage)],
      { left: [0] },
    ),
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
