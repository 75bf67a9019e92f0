// A plain JavaScript worker for the pool's tests: answers with its thread's id and its module's data.
import { threadId } from 'node:worker_threads';

const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
const data = slots[Symbol.for('site.build.worker.moduleData')];
slots[Symbol.for('site.build.worker.handler')] = (/** @type {number} */ value) => ({ threadId, data, value });
