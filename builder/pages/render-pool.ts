import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderResult } from '../../src/entry-server';
import { errorFromDetails } from '../bundle/error-details';
import type { RenderReply, RenderRequest, RenderWorkerData } from './render-messages';

type Pending = { resolve: (result: RenderResult) => void; reject: (error: Error) => void };

// A page's module stays in its worker's memory once imported (ES modules are never unloaded):
// a worker that has rendered this many pages is replaced by a fresh one.
const pagesPerWorker = 600;

/**
 * Renders pages on worker threads, each with its own copy of the SSR bundle: the pages render on
 * every core, and each worker imports the pages' modules without the TypeScript loader's hooks.
 * A worker is given its next page when it answers, so a slow page holds up no other.
 */
export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: { request: RenderRequest; pending: Pending }[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly workers = new Set<Worker>();
  private readonly rendered = new Map<Worker, number>();
  private nextId = 0;

  constructor(
    private readonly entryUrl: string,
    size = Math.max(1, availableParallelism()),
  ) {
    for (let i = 0; i < size; i++) this.idle.push(this.start());
  }

  private start(): Worker {
    const data: RenderWorkerData = { entryUrl: this.entryUrl };
    const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: data });
    worker.on('message', (reply: RenderReply) => {
      const pending = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if (reply.ok) pending?.resolve(reply.result);
      else pending?.reject(errorFromDetails(reply.error));
      const count = (this.rendered.get(worker) ?? 0) + 1;
      this.rendered.set(worker, count);
      if (count < pagesPerWorker || this.waiting.length === 0) return this.give(worker);
      this.workers.delete(worker);
      void worker.terminate();
      this.give(this.start());
    });
    worker.on('error', (error) => this.failAll(error));
    this.workers.add(worker);
    return worker;
  }

  render(path: string): Promise<RenderResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request: { id: this.nextId++, path }, pending: { resolve, reject } });
      const worker = this.idle.pop();
      if (worker) this.give(worker);
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private give(worker: Worker): void {
    const next = this.waiting.shift();
    if (!next) {
      this.idle.push(worker);
      return;
    }
    this.pending.set(next.request.id, next.pending);
    worker.postMessage(next.request);
  }

  private failAll(error: Error): void {
    for (const { reject } of this.pending.values()) reject(error);
    for (const { pending } of this.waiting) pending.reject(error);
    this.pending.clear();
    this.waiting.length = 0;
  }
}
