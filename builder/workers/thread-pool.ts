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
 * each module at its first request (a TypeScript module from its bundle, `worker-boot.mjs`), so any
 * thread answers any kind.
 */
export class ThreadPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    readonly size = threadsForMachine(),
    /** `worker_threads`' `workerData` of every thread, for modules that read it there. */
    private readonly workerData?: unknown,
  ) {}

  /** Threads running now, never more than `size`. */
  get threadCount(): number {
    return this.threads.size;
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
    while (this.queue.length > 0) {
      const thread = this.threadFor();
      if (!thread) return;
      this.send(thread, this.queue.shift() as Job);
    }
  }

  /** The least busy thread that can take a request now, started if there is room; none when all are busy. */
  private threadFor(): Thread | undefined {
    let best: Thread | undefined;
    for (const thread of this.threads) {
      if (thread.retiring || thread.running.size >= requestsInFlight) continue;
      if (!best || thread.running.size < best.running.size) best = thread;
    }
    if (best) return best;
    if (this.threads.size < this.size) return this.start();
    return undefined;
  }

  private start(): Thread {
    const worker = new Worker(boot, { execArgv: threadExecArgv(process.execArgv), workerData: this.workerData });
    const thread: Thread = { worker, running: new Map(), answered: new Map(), loaded: new Set(), retiring: false };
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
