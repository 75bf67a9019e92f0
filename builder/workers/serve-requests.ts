import { isMainThread } from 'node:worker_threads';
import { handlerKey, moduleDataKey } from './worker-messages';

const slots = globalThis as Record<symbol, unknown>;

/**
 * The worker side of a `WorkerPool`: the module's answer to each request. Called once, as the
 * module loads on a pool thread (`worker-boot.mjs`); an error the handler throws rejects that request alone.
 */
export function serveRequests<Request, Reply>(handle: (request: Request) => Reply | Promise<Reply>): void {
  if (isMainThread) throw new Error('serveRequests runs in a worker thread started by WorkerPool');
  slots[Symbol.for(handlerKey)] = handle;
}

/** The data the `WorkerPool` of this module was given (`workerData`), read as the module loads. */
export function requestData<Data>(): Data {
  return slots[Symbol.for(moduleDataKey)] as Data;
}
