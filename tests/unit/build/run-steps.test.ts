import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSteps, stepFor } from '../../../builder/run-steps';
import { WorkerPool } from '../../../builder/workers/worker-pool';

/** What the steps of these tests share: a record of what happened, in order. */
interface Trace {
  events: string[];
}

const step = stepFor<Trace>();

/** A promise and the function that resolves it: one step waits for another to have started. */
function signalled() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** Rejects after `ms`: a runner that starts a step too late fails the test instead of hanging it. */
async function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  const timeout = sleep(ms).then(() => {
    throw new Error(`${what} did not happen within ${ms} ms`);
  });
  return Promise.race([promise, timeout]);
}

describe('runSteps', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(async () => {
    // Long enough for a rejection nobody took to be reported.
    await sleep(20);
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });

  it('gives each step the outputs of its inputs, under the keys it lists them with, once they have ended', async () => {
    const trace: Trace = { events: [] };
    const numbers = step({
      name: 'numbers',
      inputs: {},
      async run(_inputs, { events }) {
        await sleep(10);
        events.push('numbers');
        return [1, 2, 3];
      },
    });
    const word = step({ name: 'word', inputs: {}, run: () => 'total' });
    const sum = step({
      name: 'sum',
      inputs: { values: numbers, label: word },
      run({ values, label }, { events }) {
        events.push('sum');
        return `${label} ${values.reduce((total, value) => total + value, 0)}`;
      },
    });
    const run = await runSteps([numbers, word, sum], trace);
    expect(run.output(sum)).toBe('total 6');
    expect(trace.events).toEqual(['numbers', 'sum']);
  });

  it('starts steps whose inputs are ready at the same time', async () => {
    const firstStarted = signalled();
    const secondStarted = signalled();
    // Each waits for the other to have started: run one after the other, they would never end.
    const first = step({
      name: 'first',
      inputs: {},
      async run() {
        firstStarted.resolve();
        await within(2000, secondStarted.promise, 'second starting while first runs');
        return 'first';
      },
    });
    const second = step({
      name: 'second',
      inputs: {},
      async run() {
        secondStarted.resolve();
        await within(2000, firstStarted.promise, 'first starting while second runs');
        return 'second';
      },
    });
    const run = await runSteps([first, second], { events: [] });
    expect([run.output(first), run.output(second)]).toEqual(['first', 'second']);
  });

  it('waits for a step listed in `after` without giving it its output', async () => {
    const trace: Trace = { events: [] };
    const slow = step({
      name: 'slow',
      inputs: {},
      async run(_inputs, { events }) {
        await sleep(30);
        events.push('slow');
      },
    });
    const next = step({
      name: 'next',
      inputs: {},
      after: [slow],
      run(inputs, { events }) {
        events.push(`next ${Object.keys(inputs).length}`);
      },
    });
    await runSteps([slow, next], trace);
    expect(trace.events).toEqual(['slow', 'next 0']);
  });

  it("throws the failure of the step earliest in the list, though a later step's failed first", async () => {
    const early = step({
      name: 'early',
      inputs: {},
      async run() {
        await sleep(40);
        throw new Error('the early step failed');
      },
    });
    const late = step({
      name: 'late',
      inputs: {},
      run() {
        throw new Error('the late step failed');
      },
    });
    await expect(runSteps([early, late], { events: [] })).rejects.toThrow('the early step failed');
    await expect(runSteps([late, early], { events: [] })).rejects.toThrow('the late step failed');
  });

  it("throws a later step's failure when the steps before it succeed", async () => {
    const early = step({ name: 'early', inputs: {}, run: () => sleep(30).then(() => 'fine') });
    const late = step({
      name: 'late',
      inputs: {},
      async run() {
        await sleep(1);
        throw new Error('the late step failed');
      },
    });
    await expect(runSteps([early, late], { events: [] })).rejects.toThrow('the late step failed');
  });

  it('waits for every running step to end before it throws, and starts no step after the failure', async () => {
    const trace: Trace = { events: [] };
    const failing = step({
      name: 'failing',
      inputs: {},
      async run(_inputs, { events }) {
        await sleep(5);
        events.push('failing threw');
        throw new Error('failing');
      },
    });
    // Keeps writing until it ends: the caller must not remove its folder before.
    const writing = step({
      name: 'writing',
      inputs: {},
      async run(_inputs, { events }) {
        await sleep(60);
        events.push('writing ended');
        return 'written';
      },
    });
    const afterWriting = step({
      name: 'afterWriting',
      inputs: { written: writing },
      run(_inputs, { events }) {
        events.push('afterWriting ran');
      },
    });
    await expect(runSteps([failing, writing, afterWriting], trace)).rejects.toThrow('failing');
    trace.events.push('runSteps threw');
    expect(trace.events).toEqual(['failing threw', 'writing ended', 'runSteps threw']);
  });

  it('aborts the running steps through their signal at the first failure', async () => {
    const trace: Trace = { events: [] };
    const failing = step({
      name: 'failing',
      inputs: {},
      async run() {
        await sleep(5);
        throw new Error('failing');
      },
    });
    const long = step({
      name: 'long',
      inputs: {},
      async run(_inputs, { signal, events }) {
        // Would take ten seconds; stops at the abort.
        for (let round = 0; round < 1000 && !signal.aborted; round++) await sleep(10);
        events.push(signal.aborted ? 'long stopped' : 'long ran to its end');
      },
    });
    const started = performance.now();
    await expect(runSteps([failing, long], trace)).rejects.toThrow('failing');
    expect(trace.events).toEqual(['long stopped']);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('leaves no rejection unhandled when several steps fail, synchronously or not', async () => {
    const steps = Array.from({ length: 5 }, (_, position) =>
      step({
        name: `step${position}`,
        inputs: {},
        run() {
          if (position % 2) throw new Error(`step${position} threw`);
          return sleep(position * 3).then(() => {
            throw new Error(`step${position} rejected`);
          });
        },
      }),
    );
    await expect(runSteps(steps, { events: [] })).rejects.toThrow('step0 rejected');
  });

  it("writes the steps' log lines in the order of the list, whenever they log", async () => {
    const lines: string[] = [];
    const slow = step({
      name: 'slow',
      inputs: {},
      async run(_inputs, { log }) {
        log('slow started');
        await sleep(40);
        log('slow ended');
      },
    });
    const quick = step({
      name: 'quick',
      inputs: {},
      run(_inputs, { log }) {
        log('quick ran');
      },
    });
    await runSteps([slow, quick], { events: [] }, (line) => lines.push(line));
    expect(lines).toEqual(['slow started', 'slow ended', 'quick ran']);
  });

  it('does not write the lines of the steps after a failed one, which the build never reached', async () => {
    const lines: string[] = [];
    const failing = step({
      name: 'failing',
      inputs: {},
      async run(_inputs, { log }) {
        log('failing started');
        await sleep(20);
        throw new Error('failing');
      },
    });
    const quick = step({ name: 'quick', inputs: {}, run: (_inputs, { log }) => log('quick ran') });
    await expect(runSteps([failing, quick], { events: [] }, (line) => lines.push(line))).rejects.toThrow('failing');
    expect(lines).toEqual(['failing started']);
  });

  it('times each step from the end of the steps before it in the list, so the times add up to the wall time', async () => {
    // The slow step ends 20 ms after both others, however late a busy machine runs their timers.
    const signal = () => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    const overlappedEnded = signal();
    const lastEnded = signal();
    const slow = step({
      name: 'slow',
      inputs: {},
      run: async () => {
        await Promise.all([overlappedEnded.promise, lastEnded.promise]);
        // Long enough that the runner sees `last` end first even when a loaded machine delays it.
        await sleep(80);
      },
    });
    // Ends while the slow one runs: the build never waits for it.
    const overlapped = step({
      name: 'overlapped',
      inputs: {},
      run: () => sleep(20).then(() => overlappedEnded.resolve()),
    });
    const prepare = step({ name: 'prepare', inputs: {}, timed: false, run: () => sleep(30) });
    const last = step({
      name: 'last',
      inputs: {},
      after: [prepare],
      run: () => sleep(40).then(() => lastEnded.resolve()),
    });
    const started = performance.now();
    const run = await runSteps([slow, overlapped, prepare, last], { events: [] });
    const wall = performance.now() - started;
    expect(Object.keys(run.timings)).toEqual(['slow', 'overlapped', 'last']);
    expect(Object.keys(run.cpuTimings)).toEqual(['slow', 'overlapped', 'last']);
    // At least prepare's 30 ms, last's 40 and its own 20.
    expect(run.timings.slow).toBeGreaterThanOrEqual(88);
    expect(run.timings.overlapped).toBe(0);
    // `last` started when `prepare` ended and ended before `slow`.
    expect(run.timings.last).toBe(0);
    const total = run.timings.slow + run.timings.overlapped + run.timings.last;
    // The times add up to the run, from its start to its last step's end (each rounded to a
    // millisecond); the wall time around the call adds only what a busy machine delays.
    const end = Math.max(...Object.values(run.spans).map((span) => span.end));
    expect(Math.abs(total - end)).toBeLessThanOrEqual(3);
    expect(total).toBeLessThanOrEqual(wall + 1);
    expect(run.spans.last.start).toBeGreaterThanOrEqual(28);
  });

  it("charges a step its worker threads' CPU wherever it ran, not the step it ran beside", async () => {
    const pool = new WorkerPool<number, number>(new URL('./workers/busy-worker.ts', import.meta.url), {
      size: 1,
      account: 'busy',
    });
    try {
      await pool.run(0); // the thread started and its module loaded before the run
      // Listed first and waits without computing, until the busy step's thread has done its work.
      const done = signalled();
      const waiting = step({ name: 'waiting', inputs: {}, run: () => done.promise.then(() => sleep(50)) });
      const busy = step({ name: 'busy', inputs: {}, run: () => pool.run(300).finally(done.resolve) });
      const run = await runSteps([waiting, busy], { events: [] });
      // Span CPU gives the thread's work to the waiting step, own CPU to the busy one; whatever
      // else the process did meanwhile (more on a loaded machine) stays with the waiting step in both.
      expect(run.cpuTimings.waiting).toBeGreaterThanOrEqual(250);
      expect(run.ownCpuTimings.busy).toBeGreaterThanOrEqual(250);
      expect(run.cpuTimings.waiting - run.ownCpuTimings.waiting).toBeGreaterThanOrEqual(250);
      const sum = (timings: Record<string, number>) => Object.values(timings).reduce((a, b) => a + b, 0);
      expect(Math.abs(sum(run.ownCpuTimings) - sum(run.cpuTimings))).toBeLessThanOrEqual(2);
    } finally {
      await pool.close();
    }
  });

  it('refuses a list whose step needs one that is not before it', () => {
    const first = step({ name: 'first', inputs: {}, run: () => 1 });
    const second = step({ name: 'second', inputs: { first }, run: ({ first: value }) => value + 1 });
    return expect(runSteps([second, first], { events: [] })).rejects.toThrow(
      'step second needs first, which is not before it in the list',
    );
  });
});
