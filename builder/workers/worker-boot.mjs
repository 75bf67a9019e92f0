// A thread of the build's `ThreadPool`: answers requests with the handler of the module each names
// (`serveRequests`), loading a module at its first request. Plain JavaScript, and no thread registers
// tsx, whose hooks cost every import() about 1.5 ms (the render imports one module per page).
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

/** @typedef {import('./worker-messages').WorkerRequest<unknown>} WorkerRequest */
/** @typedef {import('./worker-messages').WorkerReply<unknown>} WorkerReply */
/** @typedef {(request: unknown) => unknown} Handler */

const port = parentPort;
if (!port) throw new Error('worker-boot.mjs runs only as a worker thread');
// Kept in step with worker-messages.ts, which this plain module cannot import.
const moduleDataKey = Symbol.for('site.build.worker.moduleData');
const handlerKey = Symbol.for('site.build.worker.handler');
const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));

// A TypeScript module loads from a bundle of it and the project's modules it imports
// (`run-bundled.mjs`, made once and kept until one of them changes), not through tsx's hooks:
// the compile's module took 0.45 s of a thread's CPU to load through them, 0.17 s from its bundle.
const typescriptModule = /\.[cm]?tsx?$/;

/** @param {string} module a file URL @returns {Promise<string>} the URL to import */
async function loadableUrl(module) {
  if (!typescriptModule.test(module)) return module;
  const { bundledEntry } = await import('../run-bundled.mjs');
  return pathToFileURL(await bundledEntry(fileURLToPath(module))).href;
}

/** @type {Map<string, Promise<Handler>>} */
const handlers = new Map();
// One module loads at a time: the data and the handler pass through the two global slots.
let loading = Promise.resolve();

/** @param {string} module @param {unknown} data @returns {Promise<Handler>} */
function handlerOf(module, data) {
  let handler = handlers.get(module);
  if (!handler) {
    handler = loading.then(async () => {
      slots[moduleDataKey] = data;
      slots[handlerKey] = undefined;
      await import(await loadableUrl(module));
      const handle = slots[handlerKey];
      if (typeof handle !== 'function') throw new Error(`${module} served no requests (serveRequests was not called)`);
      return /** @type {Handler} */ (handle);
    });
    loading = handler.then(
      () => {},
      () => {},
    );
    handlers.set(module, handler);
  }
  return handler;
}

/**
 * What of an error crosses to the pool: its name, message, stack and the places `formatBuildError` reads.
 * @param {unknown} error
 * @returns {import('../bundle/error-details').ErrorDetails}
 */
function detailsOf(error) {
  if (typeof error !== 'object' || error === null) return { name: 'Error', message: String(error) };
  const placed = /** @type {Partial<import('../bundle/error-details').ErrorDetails>} */ (error);
  return {
    name: typeof placed.name === 'string' ? placed.name : 'Error',
    message: typeof placed.message === 'string' ? placed.message : JSON.stringify(error),
    stack: placed.stack,
    reason: placed.reason,
    id: placed.id,
    loc: placed.loc,
    line: placed.line,
    column: placed.column,
  };
}

/**
 * This thread's time on CPU in milliseconds (Linux's schedstat, in nanoseconds), or undefined
 * where there is none: `process.cpuUsage()` counts every thread of the process.
 * @returns {number | undefined}
 */
function threadCpuMs() {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'latin1').split(' ')[0]) / 1e6;
  } catch {
    return undefined;
  }
}

let cpuAtLastReply = threadCpuMs();

/** @param {WorkerRequest} message */
async function answer({ id, module, data, request }) {
  /** @type {WorkerReply} */
  let reply;
  try {
    const handle = await handlerOf(module, data);
    reply = { id, ok: true, reply: await handle(request) };
  } catch (error) {
    reply = { id, ok: false, error: detailsOf(error) };
  }
  // The thread's CPU since its last answer, loading the module included: the pool charges it to
  // the step this request was for (requests a thread holds at once are mostly of one step).
  const cpu = threadCpuMs();
  if (cpu !== undefined && cpuAtLastReply !== undefined) reply.cpuMs = cpu - cpuAtLastReply;
  cpuAtLastReply = cpu;
  port?.postMessage(reply);
}

port.on('message', (/** @type {WorkerRequest} */ message) => void answer(message));
