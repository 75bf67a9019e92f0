import { parseArgs } from 'node:util';
import { minimumCorpusSize } from './corpus-plan';

export type BenchPart = 'build' | 'lighthouse' | 'server' | 'dev' | 'studio' | 'review' | 'search';

const parts: readonly BenchPart[] = ['build', 'lighthouse', 'server', 'dev', 'studio', 'review', 'search'];

/** What the build part may be compared with. */
export type Reference = 'astro';

const references: readonly Reference[] = ['astro'];

export interface BenchOptions {
  sizes: number[];
  runs: number;
  /** Lighthouse runs per page and preset; the median is reported. */
  lighthouseRuns: number;
  parts: BenchPart[];
  /** Build the same corpora with this reference too, alternating runs, and budget by ratios to it. */
  compare?: Reference;
  /**
   * Build the same corpora with this git revision too (a temporary worktree), alternating runs,
   * and fail when a step takes more CPU than it did there (`bench/compare-revision.ts`); Lighthouse
   * measures that revision's build of its pages beside the current one, page by page.
   */
  against?: string;
  /**
   * Print the budgets but fail only when something breaks (a build, the reference): the fast test
   * tier runs a small comparison this way, so a change that breaks the reference fails CI while
   * budgets, which need a quiet machine, are judged by `npm run bench` alone.
   */
  reportOnly: boolean;
}

export const defaultSizes = [50, 500, 2000];

export const usage =
  'usage: npm run bench -- [--sizes 50,500,2000] [--runs 1] [--lighthouse-runs 3] [--only build|lighthouse|server|dev|studio|review|search] [--compare astro] [--against <revision>] [--report-only]';

function wholeNumber(value: string | undefined, fallback: number, option: string): number {
  const number = value === undefined ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${option} must be a whole number of at least 1, got "${value}"`);
  return number;
}

/** Reads `--sizes`, `--runs`, `--lighthouse-runs`, `--only`, `--compare`, `--against` and `--report-only`; throws with a readable message on anything else. */
export function benchOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      sizes: { type: 'string' },
      runs: { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      only: { type: 'string' },
      compare: { type: 'string' },
      against: { type: 'string' },
      'report-only': { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
  const minimum = minimumCorpusSize();
  // The smallest default corpus grows with the pages every site needs (navigation targets, thank-you pages).
  const sizes =
    values.sizes === undefined
      ? defaultSizes.map((size) => Math.max(size, minimum))
      : values.sizes.split(',').map((part) => Number(part.trim()));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < minimum)) {
    throw new Error(
      `--sizes must be a comma-separated list of whole numbers of at least ${minimum}, got "${values.sizes}"`,
    );
  }
  const only = parts.find((part) => part === values.only);
  if (values.only !== undefined && !only)
    throw new Error(`--only must be one of ${parts.join(', ')}, got "${values.only}"`);
  const compare = references.find((reference) => reference === values.compare);
  if (values.compare !== undefined && !compare)
    throw new Error(`--compare must be one of ${references.join(', ')}, got "${values.compare}"`);
  const chosen = only ? [only] : [...parts];
  if (compare && !chosen.includes('build'))
    throw new Error(`--compare ${compare} compares builds: it needs the build part`);
  const against = values.against?.trim();
  if (values.against !== undefined && !against) throw new Error('--against needs a git revision, as main or HEAD~3');
  if (against?.startsWith('-')) throw new Error(`--against needs a git revision, got "${against}"`);
  if (against && !chosen.includes('build') && !chosen.includes('lighthouse'))
    throw new Error(`--against ${against} compares builds or Lighthouse: it needs the build or the lighthouse part`);
  return {
    sizes: [...new Set(sizes)],
    // A step's CPU varies by 10-40% from one run to the next on this machine (the search's
    // most), as much as the guard's margin: against a revision, each figure is a median of 3.
    runs: wholeNumber(values.runs, against ? 3 : 1, '--runs'),
    lighthouseRuns: wholeNumber(values['lighthouse-runs'], 3, '--lighthouse-runs'),
    parts: chosen,
    reportOnly: values['report-only'] === true,
    ...(compare ? { compare } : {}),
    ...(against ? { against } : {}),
  };
}
