import type { RenderResult } from '../../src/entry-server';
import type { ThreadPool } from '../workers/thread-pool';
import { WorkerPool } from '../workers/worker-pool';

/** What a render thread is given: the SSR bundle's file URL. */
export interface RenderData {
  entryUrl: string;
}

// A page's module stays in its thread's memory once imported (ES modules are never unloaded):
// a thread that has rendered this many pages is replaced by a fresh one.
const pagesPerThread = 600;

/**
 * Renders pages (a URL path each) on the build's threads, each thread with its own copy of the SSR
 * bundle, imported without the TypeScript loader's hooks (`render-worker.mjs`).
 */
export function pageRenderer(threads: ThreadPool, entryUrl: string): WorkerPool<string, RenderResult> {
  const data: RenderData = { entryUrl };
  return new WorkerPool(new URL('./render-worker.mjs', import.meta.url), {
    threads,
    workerData: data,
    typescript: false,
    requestsPerThread: pagesPerThread,
    account: 'prerender',
  });
}
