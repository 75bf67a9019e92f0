import { parentPort } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './worker-messages';

/** The worker's side of a `WorkerPool`: answers each request with `handle`, or with its error's message. */
export function serveRequests<Request, Reply>(handle: (request: Request) => Reply | Promise<Reply>): void {
  if (!parentPort) throw new Error('serveRequests runs in a worker thread started by WorkerPool');
  const port = parentPort;
  const answer = async ({ id, request }: WorkerRequest<Request>) => {
    let reply: WorkerReply<Reply>;
    try {
      reply = { id, ok: true, reply: await handle(request) };
    } catch (error) {
      reply = { id, ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply);
  };
  port.on('message', (message: WorkerRequest<Request>) => void answer(message));
}
