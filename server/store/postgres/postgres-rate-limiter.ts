import type { Pool } from 'pg';
import type { RateDecision, RateLimiter, RateLimiterOptions } from '../../forms/rate-limiter';

export interface SharedRateLimiter extends RateLimiter {
  /** Stops sweeping the rows of addresses gone quiet. */
  stop: () => void;
}

/**
 * The rate limit of every server on one database: the same sliding window as the in-memory one
 * (`forms/rate-limiter.ts`), each address's recent times in one row of `form_rate_limits`. One
 * upsert decides and records, and the row's lock makes two servers' posts from one address take
 * turns, so the limit holds however many servers there are. The database's clock decides, so
 * the servers' clocks need not agree. A database that does not answer lets the post through (its
 * save then fails, 500 with Retry-After, as with no rate limit at all).
 */
export function postgresRateLimiter(
  pool: () => Promise<Pool>,
  { limit, windowMs }: Pick<RateLimiterOptions, 'limit' | 'windowMs'>,
  log: (line: string) => void,
): SharedRateLimiter {
  let lastProblem = '';
  const recent = `array(select t from unnest(r.times) t where t > statement_timestamp() - $2 * interval '1 millisecond' order by t)`;
  const sweep = setInterval(() => {
    void pool()
      .then((each) =>
        each.query(
          `delete from form_rate_limits where last_at < statement_timestamp() - $1 * interval '1 millisecond'`,
          [windowMs],
        ),
      )
      .catch(() => {});
  }, windowMs);
  sweep.unref();
  return {
    async take(address): Promise<RateDecision> {
      try {
        const { rows } = await (
          await pool()
        ).query<{ allowed: boolean; wait_ms: number }>(
          `insert into form_rate_limits as r (address, times, allowed, last_at)
             values ($1, array[statement_timestamp()], true, statement_timestamp())
           on conflict (address) do update set
             allowed = cardinality(${recent}) < $3,
             times = case when cardinality(${recent}) < $3 then ${recent} || statement_timestamp() else ${recent} end,
             last_at = statement_timestamp()
           returning allowed,
             extract(epoch from (times[1] + $2 * interval '1 millisecond' - statement_timestamp())) * 1000 as wait_ms`,
          [address, windowMs, limit],
        );
        lastProblem = '';
        const [row] = rows;
        if (!row || row.allowed) return { allowed: true };
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.wait_ms) / 1000)) };
      } catch (error) {
        const problem = error instanceof Error ? error.message : String(error);
        if (problem !== lastProblem)
          log(`the shared rate limit cannot be read from PostgreSQL (posts are let through meanwhile): ${problem}`);
        lastProblem = problem;
        return { allowed: true };
      }
    },
    stop: () => clearInterval(sweep),
  };
}
