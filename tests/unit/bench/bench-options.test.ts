import { describe, expect, it } from 'vitest';
import { benchOptions } from '../../../bench/bench-options';

describe('benchOptions', () => {
  it('runs every part, the dev server, the studio, the review and search included, without a comparison by default', () => {
    const options = benchOptions([]);
    expect(options.parts).toEqual(['build', 'lighthouse', 'server', 'dev', 'studio', 'review', 'search']);
    expect(options.compare).toBeUndefined();
  });

  it('reads --compare astro with the build part', () => {
    const options = benchOptions(['--only', 'build', '--sizes', '2000', '--compare', 'astro']);
    expect(options).toMatchObject({ parts: ['build'], sizes: [2000], runs: 1, compare: 'astro', reportOnly: false });
  });

  it('reads --report-only, which the fast test tier gives its small comparison', () => {
    expect(benchOptions(['--only', 'build', '--compare', 'astro', '--report-only']).reportOnly).toBe(true);
  });

  it('runs the dev server part alone, or the studio part alone', () => {
    expect(benchOptions(['--only', 'dev']).parts).toEqual(['dev']);
    expect(benchOptions(['--only', 'studio']).parts).toEqual(['studio']);
    expect(benchOptions(['--only', 'search']).parts).toEqual(['search']);
  });

  it('refuses an unknown reference, and a comparison without the build part', () => {
    expect(() => benchOptions(['--compare', 'hugo'])).toThrow('--compare must be one of astro, got "hugo"');
    expect(() => benchOptions(['--only', 'dev', '--compare', 'astro'])).toThrow('needs the build part');
  });
});
