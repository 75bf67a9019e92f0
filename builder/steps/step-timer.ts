/** Times a build's steps one after the other: each `step(name)` records the milliseconds since the last. */
export interface StepTimer {
  step: (name: string) => void;
  /** Milliseconds per step, in the order the steps ended. */
  timings: Record<string, number>;
  /**
   * CPU milliseconds per step, the whole process's (worker threads and libuv's threads included):
   * steadier than wall time on a shared machine, and above the wall time where work ran in parallel.
   */
  cpuTimings: Record<string, number>;
}

export function stepTimer(): StepTimer {
  const timings: Record<string, number> = {};
  const cpuTimings: Record<string, number> = {};
  let started = performance.now();
  let cpuStarted = process.cpuUsage();
  const step = (name: string) => {
    const now = performance.now();
    const cpu = process.cpuUsage(cpuStarted);
    timings[name] = Math.round(now - started);
    cpuTimings[name] = Math.round((cpu.user + cpu.system) / 1000);
    started = now;
    cpuStarted = process.cpuUsage();
  };
  return { step, timings, cpuTimings };
}
