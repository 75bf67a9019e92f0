import { describe, expect, it } from 'vitest';
import type { BuildMeasurement } from '../../../bench/measure-build';
import { medianMeasurement } from '../../../bench/median';

const run = (wallMs: number, compileCpu: number): BuildMeasurement => ({
  pages: 10,
  redirects: 0,
  timings: { compile: wallMs / 2 },
  cpuTimings: { compile: compileCpu, prerender: 2 * compileCpu },
  buildMs: wallMs - 100,
  maxRssKb: 1000,
  cpuMs: 3 * compileCpu,
  wallMs,
});

describe('medianMeasurement', () => {
  it('keeps the median CPU milliseconds of each step, which the CPU budget and table read', () => {
    const median = medianMeasurement([run(1000, 300), run(3000, 100), run(2000, 200)]);
    expect(median.cpuTimings).toEqual({ compile: 200, prerender: 400 });
    expect(median.wallMs).toBe(2000);
  });
});
