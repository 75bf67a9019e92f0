import { threadCpuCharged } from './workers/thread-cpu';

/** What the runner adds to the context every step's `run` is given. */
export interface RunContext {
  /** Aborted at the first failure: a long step stops early, for the runner waits for every running step. */
  signal: AbortSignal;
  /**
   * The step's log: its lines are written in the order of the list, whatever order the steps end
   * in; a step's lines wait while a step before it in the list runs.
   */
  log: (line: string) => void;
}

/** A step as the runner sees it, whatever it reads and returns. */
export interface StepShape {
  /** Its name in the timings. */
  readonly name: string;
  /** The steps whose outputs `run` is given, each under the key it is listed with. */
  readonly inputs: Readonly<Record<string, StepShape>>;
  /** Steps it must follow without reading their output; each use says why. */
  readonly after?: readonly StepShape[];
  /**
   * False for a step that only prepares another's input: it has no line in the timings, its time
   * counts in the next timed step of the list.
   */
  readonly timed?: boolean;
}

export type StepInputs = Readonly<Record<string, StepShape>>;

/** What a step's `run` returns, or resolves to. */
export type OutputOf<Shape> = Shape extends { run(...args: never[]): infer Output } ? Awaited<Output> : never;

/** The outputs of a step's inputs, under the keys it lists them with. */
export type OutputsOf<Inputs> = { [Key in keyof Inputs]: OutputOf<Inputs[Key]> };

/** One step of a build: it runs once every step in `inputs` and `after` has succeeded. */
export interface Step<Context, Output, Inputs extends StepInputs = StepInputs> extends StepShape {
  readonly inputs: Inputs;
  /** Synchronous or not: a step that only computes on this thread returns its output. */
  run(inputs: OutputsOf<Inputs>, context: Context & RunContext): Output | Promise<Output>;
}

/** The steps' declarations typed for one context: the step's inputs and output are inferred from it. */
export function stepFor<Context>() {
  return <Output, Inputs extends StepInputs>(step: Step<Context, Output, Inputs>): Step<Context, Output, Inputs> =>
    step;
}

export interface StepsRun {
  /** The output of a step of the list. */
  output<Shape extends StepShape>(step: Shape): OutputOf<Shape>;
  /**
   * Milliseconds per timed step, in the list's order. The steps overlap, so a step's time is not
   * how long it ran: it is the time from the moment every step before it in the list had ended to
   * the moment it had ended too, the wait the build had for it after the steps before. The times
   * add up to the run's wall time, and a step that ended while an earlier one ran has about 0.
   */
  timings: Record<string, number>;
  /**
   * CPU milliseconds per timed step over the same spans as `timings`: the whole process's (worker
   * threads and libuv's threads included), so work that ran beside a step counts in the step it
   * ran beside. Steadier than wall time on a shared machine, and above it where work ran in parallel.
   */
  cpuTimings: Record<string, number>;
  /**
   * CPU milliseconds per timed step, each step charged its own: the worker threads' time answering
   * its requests wherever it ran (`thread-cpu.ts`), plus the rest of the process's CPU (the main
   * thread's, libuv's) over its span as in `cpuTimings`. They add up to the same total; a step that
   * ran beside others no longer carries their work, so it compares across revisions.
   */
  ownCpuTimings: Record<string, number>;
  /** Every step's own span, milliseconds from the run's start to its start and its end. */
  spans: Record<string, { start: number; end: number }>;
}

type State = 'waiting' | 'running' | 'done' | 'failed';

/** Throws when a step's input or `after` is not earlier in the list, or two steps share a name. */
function checkOrder(steps: readonly StepShape[]): void {
  const names = new Set<string>();
  const before = new Set<StepShape>();
  for (const step of steps) {
    if (names.has(step.name)) throw new Error(`two steps are named ${step.name}`);
    for (const needed of [...Object.values(step.inputs), ...(step.after ?? [])])
      if (!before.has(needed))
        throw new Error(`step ${step.name} needs ${needed.name}, which is not before it in the list`);
    names.add(step.name);
    before.add(step);
  }
}

const cpuMilliseconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/**
 * Runs the steps, each as soon as every step it needs has succeeded; several run at once. The list
 * is in the order a person reads the build, and each step's needs come before it. At the first
 * failure no step starts any more, the running ones are told through `signal` and awaited (none
 * writes into a folder the caller removes next), and the failure of the step earliest in the list
 * among those that failed is thrown: the one the build would have met first running the list in turn.
 */
export async function runSteps<Context>(
  steps: readonly Step<Context, unknown>[],
  context: Context,
  log: (line: string) => void = () => {},
): Promise<StepsRun> {
  checkOrder(steps);
  const index = new Map<StepShape, number>(steps.map((step, position) => [step, position]));
  const states: State[] = steps.map(() => 'waiting');
  const outputs: unknown[] = [];
  const failures = new Map<number, unknown>();
  const heldLines: string[][] = steps.map(() => []);
  const stop = new AbortController();
  const runStart = performance.now();
  const cpuStart = process.cpuUsage();
  const timings: Record<string, number> = {};
  const cpuTimings: Record<string, number> = {};
  const ownCpuTimings: Record<string, number> = {};
  const chargedAtStart = threadCpuCharged();
  const timedNames = new Set(steps.filter((step) => step.timed !== false).map((step) => step.name));
  const chargedSince = (account: string, now: ReturnType<typeof threadCpuCharged>) =>
    (now.byAccount.get(account) ?? 0) - (chargedAtStart.byAccount.get(account) ?? 0);
  /** Thread CPU charged to the run's timed steps so far: the rest of the process's CPU is shared by span. */
  const chargedToSteps = (now: ReturnType<typeof threadCpuCharged>) =>
    [...timedNames].reduce((sum, name) => sum + chargedSince(name, now), 0);
  const spans: Record<string, { start: number; end: number }> = {};
  // The first step of the list that has not ended: its lines and those before it are written at once.
  let current = 0;
  let lastMark = { wall: runStart, cpu: 0, charged: 0 };
  let running = 0;

  const ready = (step: StepShape) =>
    [...Object.values(step.inputs), ...(step.after ?? [])].every((needed) => states[index.get(needed)!] === 'done');

  const logFor = (position: number) => (line: string) => {
    if (position <= current) log(line);
    else heldLines[position].push(line);
  };

  // Passes the steps that have ended, in list order: marks each timed one and writes the next one's held lines.
  const advance = () => {
    while (current < steps.length && states[current] === 'done') {
      const step = steps[current];
      if (step.timed !== false) {
        const wall = performance.now();
        const cpu = cpuMilliseconds(process.cpuUsage(cpuStart));
        const now = threadCpuCharged();
        const charged = chargedToSteps(now);
        timings[step.name] = Math.round(wall - lastMark.wall);
        cpuTimings[step.name] = Math.round(cpu - lastMark.cpu);
        const rest = cpu - lastMark.cpu - (charged - lastMark.charged);
        ownCpuTimings[step.name] = Math.max(0, Math.round(rest + chargedSince(step.name, now)));
        lastMark = { wall, cpu, charged };
      }
      current++;
      for (const line of heldLines[current] ?? []) log(line);
      if (current < steps.length) heldLines[current] = [];
    }
  };

  const outcome = await new Promise<{ run: StepsRun } | { failure: unknown }>((resolve) => {
    const finishIfIdle = () => {
      if (running > 0) return;
      if (failures.size > 0) {
        resolve({ failure: failures.get(Math.min(...failures.keys())) });
        return;
      }
      const output = <Shape extends StepShape>(step: Shape) => {
        const position = index.get(step);
        if (position === undefined) throw new Error(`step ${step.name} is not in the list`);
        return outputs[position] as OutputOf<Shape>;
      };
      resolve({ run: { output, timings, cpuTimings, ownCpuTimings, spans } });
    };

    const settle = (position: number, ok: boolean, value: unknown) => {
      running--;
      spans[steps[position].name].end = Math.round(performance.now() - runStart);
      if (ok) {
        states[position] = 'done';
        outputs[position] = value;
      } else {
        states[position] = 'failed';
        failures.set(position, value);
        stop.abort();
      }
      try {
        advance();
      } catch (error) {
        // The log itself failed: the step whose line it was counts as failed.
        failures.set(Math.min(current, steps.length - 1), error);
        stop.abort();
      }
      startReady();
      finishIfIdle();
    };

    const start = (position: number) => {
      const step = steps[position];
      states[position] = 'running';
      running++;
      spans[step.name] = { start: Math.round(performance.now() - runStart), end: 0 };
      const inputs = Object.fromEntries(
        Object.entries(step.inputs).map(([key, needed]) => [key, outputs[index.get(needed)!]]),
      ) as OutputsOf<StepInputs>;
      let result: unknown;
      try {
        result = step.run(inputs, { ...context, signal: stop.signal, log: logFor(position) });
      } catch (error) {
        // Settled a moment later, as a rejected promise would be: the caller's loop starts no step after it.
        queueMicrotask(() => settle(position, false, error));
        return;
      }
      // Both outcomes are taken here, so no step's failure is ever unhandled.
      Promise.resolve(result).then(
        (output) => settle(position, true, output),
        (error: unknown) => settle(position, false, error),
      );
    };

    const startReady = () => {
      if (stop.signal.aborted) return;
      steps.forEach((step, position) => {
        if (states[position] === 'waiting' && ready(step)) start(position);
      });
    };

    startReady();
    finishIfIdle();
  });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.run;
}
