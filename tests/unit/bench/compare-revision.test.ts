import { describe, expect, it } from 'vitest';
import { benchOptions } from '../../../bench/bench-options';
import {
  cpuKindOf,
  formatRevisionTable,
  revisionBudgets,
  type RevisionComparison,
} from '../../../bench/compare-revision';
import type { BuildMeasurement } from '../../../bench/measure-build';

function build(cpuTimings: Record<string, number>, cpuMs: number, wallMs = 10_000): BuildMeasurement {
  return {
    pages: 502,
    redirects: 0,
    timings: {},
    cpuTimings,
    cpuMs,
    buildMs: wallMs - 500,
    maxRssKb: 900 * 1024,
    wallMs,
  };
}

function comparison(current: Record<string, number>, base: Record<string, number>): RevisionComparison {
  const total = (steps: Record<string, number>) => Object.values(steps).reduce((sum, ms) => sum + ms, 0) + 1000;
  const warm = { compile: 200, prerender: 100 };
  return {
    size: 500,
    current: { cold: build(current, total(current)), warm: build(warm, 2000, 2000) },
    base: { cold: build(base, total(base)), warm: build(warm, 2000, 2000) },
  };
}

const verdicts = (compared: RevisionComparison) =>
  revisionBudgets([compared], 'main')
    .filter(({ name }) => name.includes(' cold, '))
    .map(({ name, verdict }) => `${verdict} ${name}`);

describe('--against, which CPU it compares', () => {
  it("compares each step's own CPU when both builds report it, and the span CPU of both otherwise", () => {
    const withOwn = (span: Record<string, number>, own: Record<string, number> | undefined) => ({
      ...build(span, 20_000),
      ...(own ? { ownCpuTimings: own } : {}),
    });
    const warm = build({ compile: 200 }, 2000, 2000);
    const compared = (base: BuildMeasurement): RevisionComparison => ({
      size: 500,
      current: { cold: withOwn({ compile: 12_000, spelling: 100 }, { compile: 6000, spelling: 6100 }), warm },
      base: { cold: base, warm },
    });
    const compileRow = (table: string) => table.split('\n').find((line) => / cold +compile /.test(line));
    // A base from before own CPU: the span CPU of both, never own against span.
    const old = compared(build({ compile: 11_000, spelling: 100 }, 20_000));
    expect(compileRow(formatRevisionTable([old], 'main'))).toMatch(/12\.00 +11\.00 +1\.09/);
    expect(cpuKindOf([old])).toContain('span');
    const both = compared(withOwn({ compile: 11_000, spelling: 100 }, { compile: 5000, spelling: 6100 }));
    expect(compileRow(formatRevisionTable([both], 'main'))).toMatch(/6\.00 +5\.00 +1\.20/);
    expect(cpuKindOf([both])).toBe("each step's own CPU");
  });
});

describe('--against', () => {
  it('reads a revision for the build or the lighthouse part, and refuses one that is missing or looks like an option', () => {
    expect(benchOptions(['--only', 'build', '--against', 'main'])).toMatchObject({ against: 'main', runs: 3 });
    expect(benchOptions(['--only', 'build', '--against', 'main', '--runs', '1']).runs).toBe(1);
    expect(benchOptions(['--only', 'build']).against).toBeUndefined();
    expect(() => benchOptions(['--only', 'build', '--against', ' '])).toThrow('--against needs a git revision');
    expect(() => benchOptions(['--only', 'build', '--against=--help'])).toThrow('--against needs a git revision');
    expect(() => benchOptions(['--only', 'dev', '--against', 'main'])).toThrow(
      'needs the build or the lighthouse part',
    );
    expect(benchOptions(['--only', 'lighthouse', '--against', 'main'])).toMatchObject({
      against: 'main',
      parts: ['lighthouse'],
    });
  });

  it('fails a step over 10% slower than the base, passes one within, and leaves steps too small to measure', () => {
    const result = verdicts(
      comparison(
        { compile: 11_200, prerender: 7_300, search: 120, share: 300 },
        { compile: 10_000, prerender: 7_000, search: 60, share: 320 },
      ),
    );
    expect(result).toEqual([
      'FAIL 500 pages cold, compile CPU <= 1.1 x main',
      'PASS 500 pages cold, prerender CPU <= 1.1 x main',
      'SKIP 500 pages cold, search CPU <= 1.1 x main',
      'PASS 500 pages cold, share CPU <= 1.1 x main',
      'PASS 500 pages cold, total CPU <= 1.1 x main',
    ]);
  });

  it('fails a step the base did not need at all, once it is large enough to measure', () => {
    const newCheck = revisionBudgets(
      [comparison({ compile: 100, newCheck: 900 }, { compile: 100, newCheck: 0 })],
      'main',
    ).find(({ name }) => name === '500 pages cold, newCheck CPU <= 1.1 x main');
    expect(newCheck?.verdict).toBe('FAIL');
  });

  it('prints each step of both builds with its ratio, then wall time and peak memory', () => {
    const table = formatRevisionTable([comparison({ compile: 12_000 }, { compile: 10_000 })], 'main');
    expect(table).toMatch(/500\s+cold\s+compile\s+12\.00\s+10\.00\s+1\.20/);
    expect(table).toMatch(/500\s+cold\s+wall\s+10\.00\s+10\.00\s+1\.00/);
    expect(table).toMatch(/500\s+warm\s+peak MB\s+900\s+900\s+1\.00/);
  });
});
