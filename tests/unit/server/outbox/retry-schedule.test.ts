import { describe, expect, it } from 'vitest';
import { retrySchedule } from '../../../../server/outbox/retry-schedule';

const created = new Date('2026-03-01T00:00:00Z');
const minute = 60_000;
const hour = 60 * minute;

/** The waits between attempts, following the schedule from the submission until it gives up. */
function waits(scale: number): number[] {
  const schedule = retrySchedule(scale);
  const result: number[] = [];
  let now = created;
  for (let attempts = 1; ; attempts++) {
    const next = schedule.nextAttempt(attempts, created, now);
    if (!next) return result;
    result.push(next.getTime() - now.getTime());
    now = next;
  }
}

describe('the retry schedule', () => {
  it('waits 5 s, 30 s, 2 min, 10 min, 1 h, then hourly, and gives up three days after the submission', () => {
    const all = waits(1);
    expect(all.slice(0, 6)).toEqual([5_000, 30_000, 2 * minute, 10 * minute, hour, hour]);
    expect(new Set(all.slice(4))).toEqual(new Set([hour]));
    const total = all.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBeLessThanOrEqual(72 * hour);
    expect(total).toBeGreaterThan(71 * hour);
    expect(all).toHaveLength(4 + 71);
  });

  it('shrinks every wait and the three days alike when scaled', () => {
    expect(waits(0.001)).toEqual(waits(1).map((wait) => wait * 0.001));
  });

  it('gives up on a delivery whose submission is older than three days, however few its attempts', () => {
    expect(retrySchedule().nextAttempt(1, created, new Date(created.getTime() + 72 * hour))).toBeUndefined();
  });
});
