import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompileRequest, CompileWorkerData } from './compile-messages';
import type { PageCompileReply } from './compiled-page';

type Pending = { resolve: (reply: PageCompileReply) => void; reject: (error: Error) => void };

/**
 * MDX compiles on worker threads, so a build uses every core: compiling is most of the build's
 * CPU time, and the main thread has Vite and Rolldown to drive meanwhile.
 */
export class CompilePool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private turn = 0;

  constructor(data: CompileWorkerData, size = Math.max(1, availableParallelism())) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./compile-worker-boot.mjs', import.meta.url), { workerData: data });
      worker.on('message', (reply: PageCompileReply) => {
        this.pending.get(reply.id)?.resolve(reply);
        this.pending.delete(reply.id);
      });
      worker.on('error', (error) => this.failAll(error));
      this.workers.push(worker);
    }
  }

  compile(path: string, source: string): Promise<PageCompileReply> {
    const id = this.nextId++;
    const request: CompileRequest = { id, path, source };
    const worker = this.workers[this.turn++ % this.workers.length];
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.terminate()));
    this.workers.length = 0;
  }

  private failAll(error: Error): void {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }
}
