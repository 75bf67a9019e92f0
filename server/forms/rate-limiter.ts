export interface RateLimiterOptions {
  /** Submissions each address may make per window. */
  limit: number;
  windowMs: number;
  now?: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts a submission from `address`, or refuses it: at once in memory, after a query in PostgreSQL. */
  take: (address: string) => RateDecision | Promise<RateDecision>;
}

/** The in-memory limiter decides at once. */
export interface MemoryRateLimiter extends RateLimiter {
  take: (address: string) => RateDecision;
}

/**
 * A sliding window per address: each address may make `limit` submissions in any `windowMs`.
 * Memory stays bounded by the addresses seen in the last window, which are swept as they age.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimiterOptions): MemoryRateLimiter {
  const recent = new Map<string, number[]>();
  let nextSweep = now() + windowMs;

  function sweep(time: number): void {
    for (const [address, times] of recent) if (times[times.length - 1] <= time - windowMs) recent.delete(address);
    nextSweep = time + windowMs;
  }

  return {
    take(address) {
      const time = now();
      if (time >= nextSweep) sweep(time);
      const times = (recent.get(address) ?? []).filter((at) => at > time - windowMs);
      if (times.length >= limit) {
        recent.set(address, times);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((times[0] + windowMs - time) / 1000)) };
      }
      times.push(time);
      recent.set(address, times);
      return { allowed: true };
    },
  };
}
