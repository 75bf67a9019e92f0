import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderResult } from '../../src/entry-server';
import type { RenderFailure, RenderReply, RenderRequest, RenderWorkerData } from './render-messages';

type Pending = { resolve: (result: RenderResult) => void; reject: (error: Error) => void };

/** The worker's error again, with the name and places `formatBuildError` reads. */
function errorOf({ name, message, stack, id, loc }: RenderFailure): Error {
  const error = Object.assign(new Error(message), id === undefined ? {} : { id }, loc === undefined ? {} : { loc });
  error.name = name;
  if (stack) error.stack = stack;
  return error;
}

/**
 * Renders pages on worker threads, each with its own copy of the SSR bundle: the pages render on
 * every core, and each worker imports the pages' modules without the TypeScript loader's hooks.
 * A worker is given its next page when it answers, so a slow page holds up no other.
 */
export class RenderPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: { request: RenderRequest; pending: Pending }[] = [];
  private readonly pending = new Map<number, Pending>();
  private readonly workers: Worker[] = [];
  private nextId = 0;

  constructor(entryUrl: string, size = Math.max(1, availableParallelism())) {
    const data: RenderWorkerData = { entryUrl };
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./render-worker.mjs', import.meta.url), { workerData: data });
      worker.on('message', (reply: RenderReply) => {
        const pending = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        if (reply.ok) pending?.resolve(reply.result);
        else pending?.reject(errorOf(reply.error));
        this.give(worker);
      });
      worker.on('error', (error) => this.failAll(error));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  render(path: string): Promise<RenderResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ request: { id: this.nextId++, path }, pending: { resolve, reject } });
      const worker = this.idle.pop();
      if (worker) this.give(worker);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
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
