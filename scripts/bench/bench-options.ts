import { parseArgs } from 'node:util';
import { minimumCorpusSize } from './corpus-plan';

export interface BenchOptions {
  sizes: number[];
  runs: number;
}

export const defaultSizes = [50, 500, 2000];

export const usage = 'usage: npm run bench -- [--sizes 50,500,2000] [--runs 1]';

/** Reads `--sizes` and `--runs`; throws with a readable message on anything else. */
export function benchOptions(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { sizes: { type: 'string' }, runs: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const minimum = minimumCorpusSize();
  const sizes = values.sizes === undefined ? defaultSizes : values.sizes.split(',').map((part) => Number(part.trim()));
  if (sizes.length === 0 || sizes.some((size) => !Number.isInteger(size) || size < minimum)) {
    throw new Error(`--sizes must be a comma-separated list of whole numbers of at least ${minimum}, got "${values.sizes}"`);
  }
  const runs = values.runs === undefined ? 1 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"`);
  return { sizes: [...new Set(sizes)], runs };
}
