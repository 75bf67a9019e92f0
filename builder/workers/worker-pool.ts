import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './worker-messages';

interface Pending<Reply> {
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
}

interface PoolWorker<Reply> {
  worker: Worker;
  pending: Map<number, Pending<Reply>>;
}

const boot = new URL('./worker-boot.mjs', import.meta.url);

export interface PoolOptions {
  /** How many worker threads; one a core by default. */
  size?: number;
  workerData?: unknown;
}

/**
 * Worker threads running one TypeScript module that answers requests (see `serveRequests`); each
 * request goes to the worker with the fewest unanswered, so a slow request does not hold up a queue.
 * A worker that dies fails its unanswered requests; the others go on.
 */
export class WorkerPool<Request, Reply> {
  private readonly workers: PoolWorker<Reply>[] = [];
  private nextId = 0;

  /** `workerData` reaches every worker's module as `worker_threads`' `workerData`. */
  constructor(module: URL, { size = Math.max(1, availableParallelism()), workerData }: PoolOptions = {}) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(boot, { argv: [module.href], workerData });
      const entry: PoolWorker<Reply> = { worker, pending: new Map() };
      worker.on('message', (reply: WorkerReply<Reply>) => {
        const waiting = entry.pending.get(reply.id);
        entry.pending.delete(reply.id);
        if (reply.ok) waiting?.resolve(reply.reply);
        else waiting?.reject(new Error(reply.message));
      });
      worker.on('error', (error) => this.failAll(entry, error));
      worker.on('exit', (code) =>
        this.failAll(entry, new Error(`worker thread ${module.pathname} exited with ${code}`)),
      );
      this.workers.push(entry);
    }
  }

  run(request: Request): Promise<Reply> {
    const entry = this.workers.reduce((least, next) => (next.pending.size < least.pending.size ? next : least));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      entry.pending.set(id, { resolve, reject });
      const message: WorkerRequest<Request> = { id, request };
      entry.worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
    this.workers.length = 0;
  }

  private failAll(entry: PoolWorker<Reply>, error: Error): void {
    for (const { reject } of entry.pending.values()) reject(error);
    entry.pending.clear();
  }
}
