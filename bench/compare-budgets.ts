import type { BudgetResult } from './budgets';
import type { ComparedSize } from './compare-astro';

/** A cold build may take at most this share of Astro's cold build of the same pages. */
export const maxColdRatio = 0.5;
/** A warm build (compile cache filled) may take at most this share of Astro's cold build. */
export const maxWarmRatio = 0.15;
/**
 * Time per page at the larger size may exceed the smaller size's by this share at most: linear or
 * better, with room for the noise of a shared 2-core machine (alternating runs still differ by a few %).
 */
export const scalingNoiseMargin = 0.1;

const small = 500;
const large = 2000;

function ratioBudget(name: string, ratio: number, limit: number, detail: string): BudgetResult {
  return { name, verdict: ratio <= limit ? 'PASS' : 'FAIL', detail: `${detail}, ratio ${ratio.toFixed(2)}` };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The budgets of `--compare astro`, as ratios within the one run: at the largest size compared, and the scaling. */
export function compareBudgets(compared: readonly ComparedSize[]): BudgetResult[] {
  if (compared.length === 0) return [];
  const largest = compared.reduce((a, b) => (b.size > a.size ? b : a));
  const { project, astro, size } = largest;
  const results = [
    ratioBudget(
      `${size} pages cold <= ${maxColdRatio} x Astro cold`,
      project.cold.wallMs / astro.cold.wallMs,
      maxColdRatio,
      `${seconds(project.cold.wallMs)} vs Astro ${seconds(astro.cold.wallMs)}`,
    ),
    ratioBudget(
      `${size} pages warm <= ${maxWarmRatio} x Astro cold`,
      project.warm.wallMs / astro.cold.wallMs,
      maxWarmRatio,
      `${seconds(project.warm.wallMs)} vs Astro ${seconds(astro.cold.wallMs)}`,
    ),
    ratioBudget(
      `${size} pages peak memory <= Astro's`,
      project.cold.maxRssKb / astro.cold.maxRssKb,
      1,
      `${(project.cold.maxRssKb / 1024).toFixed(0)} MB vs Astro ${(astro.cold.maxRssKb / 1024).toFixed(0)} MB, cold`,
    ),
  ];
  const smallRun = compared.find((entry) => entry.size === small);
  const largeRun = compared.find((entry) => entry.size === large);
  const scalingName = `time per page at ${large} <= time per page at ${small} (+${scalingNoiseMargin * 100}% noise margin)`;
  if (!smallRun || !largeRun) {
    results.push({ name: scalingName, verdict: 'SKIP', detail: `needs sizes ${small} and ${large}` });
  } else {
    const perSmall = smallRun.project.cold.wallMs / small;
    const perLarge = largeRun.project.cold.wallMs / large;
    results.push(
      ratioBudget(
        scalingName,
        perLarge / perSmall,
        1 + scalingNoiseMargin,
        `${perLarge.toFixed(2)} ms vs ${perSmall.toFixed(2)} ms per page, cold`,
      ),
    );
  }
  return results;
}
