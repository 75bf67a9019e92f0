// Plain JavaScript, run without the TypeScript loader: in a process started through tsx, every
// import() passes tsx's hooks (about 1.5 ms each), and this worker imports one module per page.
import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {import('./render-messages').RenderRequest} RenderRequest */
/** @typedef {import('./render-messages').RenderReply} RenderReply */
/** @typedef {import('./render-messages').RenderFailure} RenderFailure */
/** @typedef {import('./render-messages').RenderWorkerData} RenderWorkerData */

const port = parentPort;
if (!port) throw new Error('render-worker.mjs runs only as a worker thread');
const { entryUrl } = /** @type {RenderWorkerData} */ (workerData);
const server = /** @type {{ render: (url: string) => Promise<import('../../src/entry-server').RenderResult> }} */ (
  await import(entryUrl)
);

/** @param {unknown} error @returns {RenderFailure} */
function failureOf(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const placed = /** @type {Partial<RenderFailure>} */ (error);
  return { name: error.name, message: error.message, stack: error.stack, id: placed.id, loc: placed.loc };
}

/** @param {RenderReply} message */
const reply = (message) => port.postMessage(message);

port.on('message', (/** @type {RenderRequest} */ { id, path }) => {
  server.render(path).then(
    (result) => reply({ id, ok: true, result }),
    (error) => reply({ id, ok: false, error: failureOf(error) }),
  );
});
