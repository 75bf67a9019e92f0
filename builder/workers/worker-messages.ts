import type { ErrorDetails } from '../bundle/error-details';

/** A request to a pool thread: the module that answers it (loaded once per thread), that module's data, the request. */
export interface WorkerRequest<Request> {
  id: number;
  module: string;
  /** What `requestData()` returns in the module; sent with the first request of its module to each thread. */
  data?: unknown;
  request: Request;
}

export type WorkerReply<Reply> = (
  { id: number; ok: true; reply: Reply } | { id: number; ok: false; error: ErrorDetails }
) & {
  /** The thread's CPU milliseconds since its previous answer (`thread-cpu.ts`). */
  cpuMs?: number;
};

/**
 * Where a thread's boot leaves a module's data while it loads the module, and where `serveRequests`
 * leaves its handler: global keys, because the boot is plain JavaScript and the modules may be TypeScript.
 */
export const moduleDataKey = 'site.build.worker.moduleData';
export const handlerKey = 'site.build.worker.handler';
