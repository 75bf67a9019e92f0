/** Times a build's steps one after the other: each `step(name)` records the milliseconds since the last. */
export interface StepTimer {
  step: (name: string) => void;
  /** Milliseconds per step, in the order the steps ended. */
  timings: Record<string, number>;
}

export function stepTimer(): StepTimer {
  const timings: Record<string, number> = {};
  let started = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(now - started);
    started = now;
  };
  return { step, timings };
}
