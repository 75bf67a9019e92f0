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

/**
 * The current build against a base revision's, one row per page and preset: performance, LCP and
 * TBT of each (medians) and their ratio, current / base.
 */
export function formatLighthouseComparison(results: readonly LighthouseResult[], base: string): string {
  const ratio = (current: number, then: number) => (then === 0 ? '-' : (current / then).toFixed(2));
  const rows = results
    .filter((result) => result.site === 'current')
    .map((current) => {
      const then = results.find(
        (result) => result.site === base && result.path === current.path && result.preset === current.preset,
      );
      if (!then) throw new Error(`no ${base} result for ${current.path} ${current.preset}`);
      return [
        current.path,
        current.preset,
        String(current.scores.performance),
        String(then.scores.performance),
        (current.lcpMs / 1000).toFixed(2),
        (then.lcpMs / 1000).toFixed(2),
        ratio(current.lcpMs, then.lcpMs),
        String(Math.round(current.tbtMs)),
        String(Math.round(then.tbtMs)),
        ratio(current.tbtMs, then.tbtMs),
      ];
    });
  const headers = [
    'page',
    'preset',
    'perf',
    `perf ${base}`,
    'LCP s',
    `LCP s ${base}`,
    'ratio',
    'TBT ms',
    `TBT ms ${base}`,
    'ratio',
  ];
  return formatTable(headers, rows, { left: [0, 1] });
}
