// Plain JavaScript, loaded without the TypeScript loader: in a thread that registered tsx, every
// import() passes its hooks (about 1.5 ms each), and this module imports one module per page.
// It answers `WorkerPool` requests as `serveRequests` does, through the slots of worker-messages.ts.

const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
const { entryUrl } = /** @type {import('./render-task').RenderData} */ (
  slots[Symbol.for('site.build.worker.moduleData')]
);
const server = /** @type {{ render: (url: string) => Promise<import('../../src/entry-server').RenderResult> }} */ (
  await import(entryUrl)
);

slots[Symbol.for('site.build.worker.handler')] = (/** @type {string} */ path) => server.render(path);
