const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** The waits after the first, second, … failed attempt; after the last, hourly. */
const waits = [5 * second, 30 * second, 2 * minute, 10 * minute, hour];
/** A delivery still failing this long after its submission is given up. */
const giveUpAfter = 3 * 24 * hour;

export interface RetrySchedule {
  /** When to try again after `attempts` failed attempts, or undefined when it is time to give up. */
  nextAttempt: (attempts: number, created: Date, now: Date) => Date | undefined;
}

/**
 * 5 s, 30 s, 2 min, 10 min, 1 h, then hourly until three days after the submission. `scale`
 * shrinks every wait and the three days alike (tests run an hour in 3.6 s with 0.001).
 */
export function retrySchedule(scale = 1): RetrySchedule {
  return {
    nextAttempt(attempts, created, now) {
      const wait = waits[Math.min(Math.max(attempts, 1), waits.length) - 1] * scale;
      const next = new Date(now.getTime() + wait);
      return next.getTime() - created.getTime() > giveUpAfter * scale ? undefined : next;
    },
  };
}
