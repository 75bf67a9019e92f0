import { describe, expect, it } from 'vitest';
import { sampleRange } from '../../../bench/step-history';

describe('step-history', () => {
  it('spreads the sampled commits evenly over the range, both ends kept, each once', () => {
    const commits = Array.from({ length: 11 }, (_, index) => `c${index}`);
    expect(sampleRange(commits, 3)).toEqual(['c0', 'c5', 'c10']);
    expect(sampleRange(commits, 5)).toEqual(['c0', 'c3', 'c5', 'c8', 'c10']);
    expect(sampleRange(commits.slice(0, 2), 8)).toEqual(['c0', 'c1']);
  });
});
