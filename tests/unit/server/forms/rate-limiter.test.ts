import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../../server/forms/rate-limiter';

describe('the per-address rate limit', () => {
  it('allows the limit within a window, then says how long to wait', () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect([1, 2, 3].map(() => limiter.take('10.0.0.1').allowed)).toEqual([true, true, true]);
    time += 15_500;
    expect(limiter.take('10.0.0.1')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.take('10.0.0.2')).toEqual({ allowed: true });
  });

  it('slides: each submission frees its slot one window after it was made', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 10_000, now: () => time });
    limiter.take('a');
    time = 4_000;
    limiter.take('a');
    time = 9_999;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = 10_001;
    expect(limiter.take('a')).toEqual({ allowed: true });
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });

  it('refused attempts do not extend the wait', () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => time });
    limiter.take('a');
    for (time = 1_000; time < 60_000; time += 1_000) expect(limiter.take('a').allowed).toBe(false);
    time = 60_000;
    expect(limiter.take('a').allowed).toBe(true);
  });
});
