import { ThreadPool, type PoolTask } from './thread-pool';

export interface PoolOptions {
  /**
   * The threads to run on, shared with other kinds of requests (the build's one pool). Without
   * it the pool starts threads of its own: `size` of them, one a core by default.
   */
  threads?: ThreadPool;
  size?: number;
  /** What `requestData()` returns in the module (and, on threads of its own, `worker_threads`' `workerData`). */
  workerData?: unknown;
  /** Whether the module is TypeScript (the default) or plain JavaScript; the two run on threads of their own sort (`PoolTask`). */
  typescript?: boolean;
  /** A thread that has answered this many requests is replaced (see `PoolTask`). */
  requestsPerThread?: number;
  /** The build step whose CPU these requests are: the threads' time answering them is charged to it. */
  account?: string;
}

/**
 * Requests of one kind, answered by one module that calls `serveRequests`, on the threads of a
 * `ThreadPool`: a thread takes a request when it has room, so a slow request does not hold up a
 * queue. A request whose handler throws fails with that error; a thread that dies fails the
 * requests it held, and the others go on.
 */
export class WorkerPool<Request, Reply> {
  private readonly task: PoolTask;
  private readonly threads: ThreadPool;
  private readonly ownThreads: boolean;

  constructor(
    module: URL,
    { threads, size, workerData, typescript = true, requestsPerThread, account }: PoolOptions = {},
  ) {
    this.task = { module, data: workerData, typescript, requestsPerThread, account };
    this.ownThreads = !threads;
    this.threads = threads ?? new ThreadPool(size, workerData);
    this.threads.hold(this.task);
  }

  run(request: Request): Promise<Reply> {
    return this.threads.run(this.task, request) as Promise<Reply>;
  }

  /** Ends the threads when they are this pool's own; shared threads are left to other requests, and closed by their owner. */
  async close(): Promise<void> {
    if (this.ownThreads) await this.threads.close();
    else this.threads.release(this.task);
  }
}
