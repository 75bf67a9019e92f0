import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { errorFromDetails } from '../bundle/error-details';
import { chargeThreadCpu } from './thread-cpu';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/** What answers a kind of request on the pool's threads: a module calling `serveRequests`. */
export interface PoolTask {
  module: URL;
  /** What `requestData()` returns in the module. */
  data?: unknown;
  /**
   * Whether the module is TypeScript (loaded from its bundle: the compile's, the share images').
   * Those threads and the render's (plain JavaScript, replaced every `requestsPerThread` pages) are
   * kept apart: on shared threads each replacement loaded the share images' module again (satori,
   * resvg and the fonts), +1.1 s of CPU for 500 pages.
   */
  typescript: boolean;
  /**
   * A thread that has answered this many of the module's requests is replaced by a fresh one: a
   * module a request imports (a page's) stays in the thread's memory, as ES modules are never unloaded.
   */
  requestsPerThread?: number;
  /** The build step whose CPU its requests are (`thread-cpu.ts`). */
  account?: string;
}

interface Job {
  task: PoolTask;
  request: unknown;
  resolve: (reply: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  typescript: boolean;
  /** Requests sent and not answered. */
  running: Map<number, Job>;
  /** Requests answered, by module. */
  answered: Map<string, number>;
  /** Modules whose data this thread was sent. */
  loaded: Set<string>;
  /** Given no more requests; ended once it has answered those it has. */
  retiring: boolean;
}

/**
 * Requests a thread holds at once, so that it has its next ones when the main thread is slow to
 * take its answers: with 2, a cold compile of 2000 pages took 48.5 s instead of 36.2 s on a busy machine.
 */
const requestsInFlight = 8;

const boot = new URL('./worker-boot.mjs', import.meta.url);

// Node's options that load a module before the program, with the module as their value.
const preloadOptions = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader']);
// tsx named as a package (`tsx`, `tsx/esm`) or as a file of its package (tsx's CLI passes those).
const tsxModule = /^tsx(?:\/|$)|[\\/]node_modules[\\/]tsx[\\/]/;

/**
 * The options of this process (`process.execArgv`) without those that load tsx (`node --import
 * tsx`, or the `--require` and `--import` tsx's CLI adds). A thread inherits them, and tsx loaded
 * so registers no hooks in a thread (worker-boot.mjs loads TypeScript modules from their bundles)
 * but costs each thread some 50 ms of CPU to load.
 */
export function threadExecArgv(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < execArgv.length; index++) {
    const option = execArgv[index];
    const equals = option.indexOf('=');
    const name = equals === -1 ? option : option.slice(0, equals);
    if (preloadOptions.has(name)) {
      const value = equals === -1 ? (execArgv[index + 1] ?? '') : option.slice(equals + 1);
      if (tsxModule.test(value)) {
        if (equals === -1) index++;
        continue;
      }
    }
    kept.push(option);
  }
  return kept;
}

/** The threads a build's pool runs: one a core. */
export function threadsForMachine(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The build's one pool of worker threads, sized once for the machine, serving every kind of request
 * (compiling a page, rendering one, drawing a share image): requests wait in one queue, so the
 * steps that overlap share the cores instead of each starting threads of its own. A thread loads
 * each module at its first request. Threads for TypeScript modules and those for JavaScript modules
 * (the render's) are two sorts (see `PoolTask.typescript`); a request of a sort no thread has takes
 * the place of a thread of the other sort.
 */
export class ThreadPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;
  /** Open `WorkerPool`s by sort (TypeScript or not): a sort none is open for may lose its threads. */
  private readonly open = new Map<boolean, number>();

  constructor(
    readonly size = threadsForMachine(),
    /** `worker_threads`' `workerData` of every thread, for modules that read it there. */
    private readonly workerData?: unknown,
  ) {}

  /** Threads running now, never more than `size`. */
  get threadCount(): number {
    return this.threads.size;
  }

  /**
   * Marks a kind of request as expected until `release`: its threads are not ended when they are
   * idle for a moment (ending and starting threads as two steps take turns costs a module load each time).
   */
  hold(task: PoolTask): void {
    this.open.set(task.typescript, (this.open.get(task.typescript) ?? 0) + 1);
  }

  release(task: PoolTask): void {
    this.open.set(task.typescript, (this.open.get(task.typescript) ?? 1) - 1);
    this.dispatch();
  }

  run(task: PoolTask, request: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ task, request, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every thread; requests not answered fail. */
  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('the worker pool was closed');
    for (const job of this.queue.splice(0)) job.reject(error);
    const threads = [...this.threads];
    this.threads.clear();
    for (const thread of threads) for (const job of thread.running.values()) job.reject(error);
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }

  private dispatch(): void {
    for (let index = 0; index < this.queue.length;) {
      const job = this.queue[index];
      const thread = this.threadFor(job.task);
      if (!thread) {
        index++;
        continue;
      }
      this.queue.splice(index, 1);
      this.send(thread, job);
    }
  }

  /** The least busy thread that can take a request of `task` now, started if there is room; none when all are busy. */
  private threadFor(task: PoolTask): Thread | undefined {
    let best: Thread | undefined;
    for (const thread of this.threads) {
      if (thread.retiring || thread.typescript !== task.typescript || thread.running.size >= requestsInFlight) continue;
      if (!best || thread.running.size < best.running.size) best = thread;
    }
    if (best) return best;
    if (this.threads.size < this.size) return this.start(task.typescript);
    const threads = [...this.threads];
    // An idle thread of a sort no step expects makes room at once.
    const idle = threads.find(
      (thread) =>
        thread.running.size === 0 &&
        !this.open.get(thread.typescript) &&
        !this.queue.some((job) => job.task.typescript === thread.typescript),
    );
    if (idle) {
      this.end(idle);
      return this.start(task.typescript);
    }
    // A sort with no thread gets one: the least busy thread of the other sort takes no more
    // requests and is replaced once it has answered those it holds, so both sorts go on side by side.
    if (threads.some((thread) => thread.typescript === task.typescript || thread.retiring)) return undefined;
    const leastBusy = threads.reduce((a, b) => (b.running.size < a.running.size ? b : a));
    leastBusy.retiring = true;
    if (leastBusy.running.size > 0) return undefined;
    this.end(leastBusy);
    return this.start(task.typescript);
  }

  private start(typescript: boolean): Thread {
    const worker = new Worker(boot, {
      execArgv: threadExecArgv(process.execArgv),
      workerData: this.workerData,
    });
    const thread: Thread = {
      worker,
      typescript,
      running: new Map(),
      answered: new Map(),
      loaded: new Set(),
      retiring: false,
    };
    worker.on('message', (reply: WorkerReply<unknown>) => this.answer(thread, reply));
    worker.on('error', (error) => this.lose(thread, error));
    worker.on('exit', (code) => this.lose(thread, new Error(`a worker thread of the build exited with ${code}`)));
    this.threads.add(thread);
    return thread;
  }

  private send(thread: Thread, job: Job): void {
    const id = this.nextId++;
    const module = job.task.module.href;
    const first = !thread.loaded.has(module);
    thread.loaded.add(module);
    thread.running.set(id, job);
    const message: WorkerRequest<unknown> = {
      id,
      module,
      ...(first ? { data: job.task.data } : {}),
      request: job.request,
    };
    thread.worker.postMessage(message);
  }

  private answer(thread: Thread, reply: WorkerReply<unknown>): void {
    const job = thread.running.get(reply.id);
    if (!job) return;
    thread.running.delete(reply.id);
    if (job.task.account && reply.cpuMs !== undefined) chargeThreadCpu(job.task.account, reply.cpuMs);
    if (reply.ok) job.resolve(reply.reply);
    else job.reject(errorFromDetails(reply.error));
    const module = job.task.module.href;
    const answered = (thread.answered.get(module) ?? 0) + 1;
    thread.answered.set(module, answered);
    const limit = job.task.requestsPerThread;
    if (limit !== undefined && answered >= limit) thread.retiring = true;
    if (thread.retiring && thread.running.size === 0) this.end(thread);
    this.dispatch();
  }

  private end(thread: Thread): void {
    this.threads.delete(thread);
    thread.worker.removeAllListeners();
    thread.worker.on('error', () => {});
    void thread.worker.terminate();
  }

  /** A thread that failed or exited: the requests it held fail, the others go on (on a new thread if need be). */
  private lose(thread: Thread, error: Error): void {
    if (!this.threads.delete(thread)) return;
    for (const job of thread.running.values()) job.reject(error);
    thread.running.clear();
    if (!this.closed) this.dispatch();
  }
}
