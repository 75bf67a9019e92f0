import { describe, expect, it } from 'vitest';
import type { ComparedSize } from '../../../bench/compare-astro';
import { compareBudgets } from '../../../bench/compare-budgets';
import type { BuildMeasurement } from '../../../bench/measure-build';
import { formatCompareLine, formatCompareTable } from '../../../bench/report-compare';

function measured(wallMs: number, maxRssKb = 500 * 1024, timings: Record<string, number> = {}): BuildMeasurement {
  return { pages: 2002, redirects: 0, timings, buildMs: wallMs - 500, maxRssKb, wallMs };
}

function compared(
  size: number,
  site: { cold: number; warm: number; rssKb?: number },
  astro: { cold: number; rssKb?: number },
): ComparedSize {
  return {
    size,
    project: { cold: measured(site.cold, site.rssKb), warm: measured(site.warm, site.rssKb) },
    astro: { cold: measured(astro.cold, astro.rssKb), warm: measured(astro.cold, astro.rssKb) },
  };
}

const verdicts = (sizes: ComparedSize[]) => compareBudgets(sizes).map(({ name, verdict }) => `${verdict} ${name}`);

describe('compareBudgets', () => {
  it('passes a site at half of Astro cold, 15% warm, with less memory, linear from 500 to 2000 pages', () => {
    const sizes = [
      compared(500, { cold: 4000, warm: 1000 }, { cold: 9000 }),
      compared(2000, { cold: 15_000, warm: 4500 }, { cold: 30_000 }),
    ];
    expect(verdicts(sizes)).toEqual([
      'PASS 2000 pages cold <= 0.5 x Astro cold',
      'PASS 2000 pages warm <= 0.15 x Astro cold',
      "PASS 2000 pages peak memory <= Astro's",
      'PASS time per page at 2000 <= time per page at 500 (+10% noise margin)',
    ]);
  });

  it('fails each ratio that is exceeded', () => {
    const sizes = [
      compared(500, { cold: 3000, warm: 1000 }, { cold: 9000 }),
      compared(2000, { cold: 34_000, warm: 18_000, rssKb: 900 * 1024 }, { cold: 30_000, rssKb: 800 * 1024 }),
    ];
    expect(verdicts(sizes).every((line) => line.startsWith('FAIL'))).toBe(true);
    expect(compareBudgets(sizes)[0].detail).toBe('34.0 s vs Astro 30.0 s, ratio 1.13');
  });

  it('allows time per page at 2000 up to 10% above 500 for noise, no more', () => {
    const at = (cold2000: number) =>
      compareBudgets([
        compared(500, { cold: 5000, warm: 1 }, { cold: 1 }),
        compared(2000, { cold: cold2000, warm: 1 }, { cold: 1 }),
      ])[3].verdict;
    expect(at(22_000)).toBe('PASS');
    expect(at(22_100)).toBe('FAIL');
  });

  it('skips the scaling budget when only one size is run', () => {
    const last = compareBudgets([compared(2000, { cold: 1, warm: 1 }, { cold: 10 })]).at(-1);
    expect(last).toMatchObject({ verdict: 'SKIP', detail: 'needs sizes 500 and 2000' });
  });
});

describe('the comparison report', () => {
  const size = compared(2000, { cold: 31_240, warm: 16_480 }, { cold: 29_810 });

  it('ends with the one-line summary: seconds to a tenth, ratios to Astro cold to a hundredth', () => {
    expect(formatCompareLine(size)).toBe(
      '2000 pages: cold 31.2 s (Astro 29.8 s, ratio 1.05), warm 16.5 s (ratio 0.55)',
    );
  });

  it("shows the site's steps for cold and warm builds, and none for Astro", () => {
    size.project.cold.timings = { bundle: 20_000, prerender: 6000 };
    size.project.warm.timings = { bundle: 9000, prerender: 5000 };
    const lines = formatCompareTable([size]).split('\n');
    expect(lines[0]).toMatch(
      /^\s*N\s+build\s+pages\s+wall s\s+ms\/page\s+peak MB\s+CPU s\s+x Astro cold\s+bundle ms\s+prerender ms$/,
    );
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^2000 {2}site cold .* 1\.05 +20000 +6000$/),
      expect.stringMatching(/^2000 {2}Astro cold .* 1\.00 +- +-$/),
      expect.stringMatching(/^2000 {2}site warm .* 0\.55 +9000 +5000$/),
      expect.stringMatching(/^2000 {2}Astro warm .* 1\.00 +- +-$/),
    ]);
  });
});
