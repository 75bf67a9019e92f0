import { describe, expect, it } from 'vitest';
import type { ComparedSize } from '../../../bench/compare-astro';
import { compareBudgets } from '../../../bench/compare-budgets';
import type { BuildMeasurement } from '../../../bench/measure-build';
import { formatCompareLine, formatCompareTable, formatCpuTable } from '../../../bench/report-compare';

function measured(
  wallMs: number,
  maxRssKb = 500 * 1024,
  timings: Record<string, number> = {},
  cpu: { cpuMs?: number; cpuTimings?: Record<string, number> } = {},
): BuildMeasurement {
  return { pages: 2002, redirects: 0, timings, buildMs: wallMs - 500, maxRssKb, wallMs, ...cpu };
}

function compared(
  size: number,
  site: { cold: number; warm: number; rssKb?: number; compileCpu?: number; prerenderCpu?: number },
  astro: { cold: number; rssKb?: number; cpu?: number },
): ComparedSize {
  const siteCpu =
    site.compileCpu === undefined
      ? {}
      : {
          cpuMs: 2 * site.cold,
          cpuTimings: { compile: site.compileCpu, prerender: site.prerenderCpu ?? 0, search: 9000 },
        };
  return {
    size,
    project: { cold: measured(site.cold, site.rssKb, {}, siteCpu), warm: measured(site.warm, site.rssKb) },
    astro: {
      cold: measured(astro.cold, astro.rssKb, {}, { cpuMs: astro.cpu }),
      warm: measured(astro.cold, astro.rssKb),
    },
  };
}

const verdicts = (sizes: ComparedSize[]) => compareBudgets(sizes).map(({ name, verdict }) => `${verdict} ${name}`);

describe('compareBudgets', () => {
  it("passes a site as fast as Astro cold, 12% warm, compile and prerender within Astro's CPU (prerender 30%), with 80% of its memory, linear from 500 to 10,000 pages", () => {
    const sizes = [
      compared(500, { cold: 7000, warm: 1000 }, { cold: 9000 }),
      compared(
        2000,
        { cold: 30_000, warm: 3600, rssKb: 400 * 1024, compileCpu: 15_000, prerenderCpu: 10_000 },
        { cold: 30_000, cpu: 36_000 },
      ),
      compared(10_000, { cold: 150_000, warm: 20_000, rssKb: 2000 * 1024 }, { cold: 160_000, rssKb: 2100 * 1024 }),
    ];
    expect(verdicts(sizes)).toEqual([
      'PASS 2000 pages cold <= 1 x Astro cold',
      "PASS 2000 pages compile + prerender CPU <= 1 x Astro's whole build CPU",
      'PASS 2000 pages warm <= 0.12 x Astro cold',
      "PASS 2000 pages prerender CPU <= 0.3 x Astro's whole build CPU",
      "PASS 2000 pages peak memory <= 0.8 x Astro's",
      'PASS time per page at 2000 <= time per page at 500 (+10% noise margin)',
      'PASS time per page at 10000 <= time per page at 2000 (+10% noise margin)',
      'PASS 10000 pages peak memory < 2560 MB',
    ]);
    expect(compareBudgets(sizes)[1].detail).toBe('25.0 s vs Astro 36.0 s, cold, ratio 0.69');
    expect(compareBudgets(sizes)[3].detail).toBe('10.0 s vs Astro 36.0 s, cold, ratio 0.28');
  });

  it('fails each budget that is exceeded', () => {
    const sizes = [
      compared(500, { cold: 3000, warm: 1000 }, { cold: 9000 }),
      compared(
        2000,
        { cold: 34_000, warm: 18_000, rssKb: 900 * 1024, compileCpu: 20_000, prerenderCpu: 17_000 },
        { cold: 30_000, rssKb: 800 * 1024, cpu: 36_000 },
      ),
      compared(10_000, { cold: 200_000, warm: 1, rssKb: 2600 * 1024 }, { cold: 1, rssKb: 4000 * 1024 }),
    ];
    expect(verdicts(sizes).filter((line) => !line.startsWith('FAIL'))).toEqual([]);
    expect(compareBudgets(sizes)[0].detail).toBe('34.0 s vs Astro 30.0 s, ratio 1.13');
    expect(compareBudgets(sizes)[1].detail).toBe('37.0 s vs Astro 36.0 s, cold, ratio 1.03');
  });

  it('allows time per page at the larger size up to 10% above the smaller for noise, no more', () => {
    const at = (cold2000: number) =>
      compareBudgets([
        compared(500, { cold: 5000, warm: 1 }, { cold: 1 }),
        compared(2000, { cold: cold2000, warm: 1 }, { cold: 1 }),
      ])[5].verdict;
    expect(at(22_000)).toBe('PASS');
    expect(at(22_100)).toBe('FAIL');
    const at10000 = (cold: number) =>
      compareBudgets([
        compared(2000, { cold: 20_000, warm: 1 }, { cold: 1 }),
        compared(10_000, { cold, warm: 1 }, { cold: 1 }),
      ])[6].verdict;
    expect(at10000(110_000)).toBe('PASS');
    expect(at10000(110_500)).toBe('FAIL');
  });

  it('budgets the ratios to Astro at 2000 pages when 10,000 were compared too', () => {
    const names = compareBudgets([
      compared(2000, { cold: 20_000, warm: 1 }, { cold: 30_000 }),
      compared(10_000, { cold: 200_000, warm: 1 }, { cold: 100_000 }),
    ]).map(({ name, verdict }) => `${verdict} ${name}`);
    expect(names[0]).toBe('PASS 2000 pages cold <= 1 x Astro cold');
  });

  it('skips what the sizes run cannot tell: scaling, the CPU share without CPU figures, the 10,000-page memory', () => {
    const results = compareBudgets([compared(2000, { cold: 1, warm: 1 }, { cold: 10 })]);
    expect(results.filter((result) => result.verdict === 'SKIP').map(({ detail }) => detail)).toEqual([
      'needs the CPU seconds of both cold builds',
      'needs the CPU seconds of both cold builds',
      'needs sizes 500 and 2000',
      'needs sizes 2000 and 10000',
      'needs size 10000',
    ]);
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

describe('the CPU table', () => {
  it("lists the CPU seconds of each of the site's steps, and Astro's whole build", () => {
    const size = compared(
      2000,
      { cold: 30_000, warm: 4000, compileCpu: 15_000, prerenderCpu: 14_250 },
      { cold: 30_000, cpu: 36_000 },
    );
    const lines = formatCpuTable([size]).split('\n');
    expect(lines[0]).toMatch(/^\s*N\s+build\s+CPU s\s+child processes s\s+compile s\s+prerender s\s+search s$/);
    expect(lines.slice(2)).toEqual([
      expect.stringMatching(/^2000 {2}site cold +60\.0 +- +15\.0 +14\.3 +9\.0$/),
      expect.stringMatching(/^2000 {2}Astro cold +36\.0 +- +- +- +-$/),
      expect.stringMatching(/^2000 {2}site warm +- +- +- +- +-$/),
    ]);
  });
});
