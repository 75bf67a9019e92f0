import type { BudgetResult } from './budgets';
import type { ComparedSize } from './compare-astro';
import { stepCpu, type BuildMeasurement } from './measure-build';

/**
 * A cold build may take at most this share of Astro's cold build of the same pages, while it also
 * draws share images, indexes the search and precompresses, which Astro's does not.
 */
export const maxColdRatio = 1;
/** A warm build (every cache filled) may take at most this share of Astro's cold build (issue 41). */
export const maxWarmRatio = 0.12;
/**
 * The CPU seconds of the work both builds do (compiling the MDX and rendering the pages: the
 * `compile` and `prerender` steps, every thread) may be at most this share of Astro's CPU seconds for its whole build.
 */
export const maxPagesCpuRatio = 1;
/** The prerender's own CPU seconds may be at most this share of Astro's for its whole build (issue 41). */
export const maxPrerenderCpuRatio = 0.3;
/** Peak memory of a cold build may be at most this share of Astro's (issue 41). */
export const maxPeakRssRatio = 0.8;
/** Peak memory of the largest corpus (10,000 pages), whatever Astro needs. */
export const maxPeakRssKbAtLargest = 2.5 * 1024 * 1024;
/**
 * Time per page at a larger size may exceed the smaller size's by this share at most: linear or
 * better, with room for the noise of a shared 2-core machine (alternating runs still differ by a few %).
 */
export const scalingNoiseMargin = 0.1;

/** The size the ratios to Astro are budgeted at, when it was compared; else the largest compared. */
export const ratioSize = 2000;
/** The sizes whose time per page is compared, each with the next one run. */
export const scalingSizes = [500, 2000, 10_000] as const;
/** The size the absolute memory ceiling applies to. */
export const largestSize = 10_000;

/** The steps whose CPU seconds the pages' CPU budget counts. */
export const pageSteps = ['compile', 'prerender'] as const;

function ratioBudget(name: string, ratio: number, limit: number, detail: string): BudgetResult {
  return { name, verdict: ratio <= limit ? 'PASS' : 'FAIL', detail: `${detail}, ratio ${ratio.toFixed(2)}` };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** CPU milliseconds of the compile and prerender steps; undefined when the build did not report them. */
export function pagesCpuMs(measurement: BuildMeasurement): number | undefined {
  const cpu = stepCpu(measurement);
  if (!cpu || pageSteps.some((step) => cpu[step] === undefined)) return undefined;
  return pageSteps.reduce((sum, step) => sum + cpu[step], 0);
}

function pagesCpuBudget({ size, project, astro }: ComparedSize): BudgetResult {
  const name = `${size} pages compile + prerender CPU <= ${maxPagesCpuRatio} x Astro's whole build CPU`;
  const pages = pagesCpuMs(project.cold);
  if (pages === undefined || astro.cold.cpuMs === undefined)
    return { name, verdict: 'SKIP', detail: 'needs the CPU seconds of both cold builds' };
  // Astro's whole build: its process and the child processes it waited for.
  const astroCpu = astro.cold.cpuMs + (astro.cold.childCpuMs ?? 0);
  return ratioBudget(name, pages / astroCpu, maxPagesCpuRatio, `${seconds(pages)} vs Astro ${seconds(astroCpu)}, cold`);
}

function prerenderCpuBudget({ size, project, astro }: ComparedSize): BudgetResult {
  const name = `${size} pages prerender CPU <= ${maxPrerenderCpuRatio} x Astro's whole build CPU`;
  const prerender = stepCpu(project.cold)?.prerender;
  if (prerender === undefined || astro.cold.cpuMs === undefined)
    return { name, verdict: 'SKIP', detail: 'needs the CPU seconds of both cold builds' };
  const astroCpu = astro.cold.cpuMs + (astro.cold.childCpuMs ?? 0);
  return ratioBudget(
    name,
    prerender / astroCpu,
    maxPrerenderCpuRatio,
    `${seconds(prerender)} vs Astro ${seconds(astroCpu)}, cold`,
  );
}

function scalingBudget(compared: readonly ComparedSize[], small: number, large: number): BudgetResult {
  const smallRun = compared.find((entry) => entry.size === small);
  const largeRun = compared.find((entry) => entry.size === large);
  const name = `time per page at ${large} <= time per page at ${small} (+${scalingNoiseMargin * 100}% noise margin)`;
  if (!smallRun || !largeRun) return { name, verdict: 'SKIP', detail: `needs sizes ${small} and ${large}` };
  const perSmall = smallRun.project.cold.wallMs / small;
  const perLarge = largeRun.project.cold.wallMs / large;
  return ratioBudget(
    name,
    perLarge / perSmall,
    1 + scalingNoiseMargin,
    `${perLarge.toFixed(2)} ms vs ${perSmall.toFixed(2)} ms per page, cold`,
  );
}

/**
 * The budgets of `--compare astro`, each from the one run: the ratios to Astro at 2000 pages (or
 * the largest size compared), the scaling from 500 to 2000 and from 2000 to 10,000 pages, and the
 * memory ceiling at 10,000. A budget whose sizes were not run is skipped.
 */
export function compareBudgets(compared: readonly ComparedSize[]): BudgetResult[] {
  if (compared.length === 0) return [];
  const atRatioSize =
    compared.find((entry) => entry.size === ratioSize) ?? compared.reduce((a, b) => (b.size > a.size ? b : a));
  const { project, astro, size } = atRatioSize;
  const results = [
    ratioBudget(
      `${size} pages cold <= ${maxColdRatio} x Astro cold`,
      project.cold.wallMs / astro.cold.wallMs,
      maxColdRatio,
      `${seconds(project.cold.wallMs)} vs Astro ${seconds(astro.cold.wallMs)}`,
    ),
    pagesCpuBudget(atRatioSize),
    ratioBudget(
      `${size} pages warm <= ${maxWarmRatio} x Astro cold`,
      project.warm.wallMs / astro.cold.wallMs,
      maxWarmRatio,
      `${seconds(project.warm.wallMs)} vs Astro ${seconds(astro.cold.wallMs)}`,
    ),
    prerenderCpuBudget(atRatioSize),
    ratioBudget(
      `${size} pages peak memory <= ${maxPeakRssRatio} x Astro's`,
      project.cold.maxRssKb / astro.cold.maxRssKb,
      maxPeakRssRatio,
      `${megabytes(project.cold.maxRssKb)} vs Astro ${megabytes(astro.cold.maxRssKb)}, cold`,
    ),
  ];
  for (let at = 1; at < scalingSizes.length; at++)
    results.push(scalingBudget(compared, scalingSizes[at - 1], scalingSizes[at]));
  const largest = compared.find((entry) => entry.size === largestSize);
  const memoryName = `${largestSize} pages peak memory < ${megabytes(maxPeakRssKbAtLargest)}`;
  results.push(
    largest
      ? {
          name: memoryName,
          verdict: largest.project.cold.maxRssKb < maxPeakRssKbAtLargest ? 'PASS' : 'FAIL',
          detail: `${megabytes(largest.project.cold.maxRssKb)}, cold`,
        }
      : { name: memoryName, verdict: 'SKIP', detail: `needs size ${largestSize}` },
  );
  return results;
}
