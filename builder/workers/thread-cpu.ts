/**
 * CPU a build's worker threads spent for each step, as the threads report it with their answers
 * (`worker-boot.mjs` reads its own thread's time on CPU from /proc/thread-self/schedstat). The
 * process's CPU counts every thread, so a step that ran beside another was charged the other's
 * work (the spelling thread's seconds landed in compile and prerender); with this account
 * `runSteps` charges each step the threads' work for it, wherever it ran, and shares only the rest
 * (the main thread's, libuv's, a thread's time between answers) by span.
 *
 * One account for the process: the build is the only user of worker pools in its process (the
 * bench builds in a child of its own).
 */
const charged = new Map<string, number>();
let chargedTotal = 0;

/** Adds a thread's CPU milliseconds, spent answering a request, to the step named `account`. */
export function chargeThreadCpu(account: string, milliseconds: number): void {
  if (!(milliseconds > 0)) return;
  charged.set(account, (charged.get(account) ?? 0) + milliseconds);
  chargedTotal += milliseconds;
}

/** The milliseconds charged so far, in all and by step. */
export function threadCpuCharged(): { total: number; byAccount: ReadonlyMap<string, number> } {
  return { total: chargedTotal, byAccount: new Map(charged) };
}
