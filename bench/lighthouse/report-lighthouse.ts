import { formatTable } from '../table';
import type { LighthouseResult } from './run-lighthouse';

/** One row per page and preset: the four scores, LCP, CLS, TBT and script bytes (medians). */
export function formatLighthouseTable(results: readonly LighthouseResult[]): string {
  const headers = ['page', 'preset', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS KiB (as sent)'];
  const rows = results.map((result) => [
    result.path,
    result.preset,
    String(result.scores.performance),
    String(result.scores.accessibility),
    String(result.scores.bestPractices),
    String(result.scores.seo),
    (result.lcpMs / 1000).toFixed(2),
    result.cls.toFixed(3),
    String(Math.round(result.tbtMs)),
    (result.scriptBytes / 1024).toFixed(1),
  ]);
  return formatTable(headers, rows, { left: [0, 1] });
}
