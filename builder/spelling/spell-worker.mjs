// The spelling thread (`SpellingThread` in site-spelling.ts): checks the texts of one file at a
// time, joined into one. Plain JavaScript, loaded without the TypeScript loader, like all it imports:
// the build's own thread reads the files and places the findings, this one only runs cspell.
// It answers `WorkerPool` requests as `serveRequests` does, through the slots of worker-messages.ts.
import { SpellChecker } from './spell-checker.mjs';

const slots = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
const { english, words } = /** @type {import('./spell-messages').SpellWorkerData} */ (
  slots[Symbol.for('site.build.worker.moduleData')]
);
// Loaded as the thread starts (about half a second), while the build's own thread does other work.
const checker = SpellChecker.load(english, words);

slots[Symbol.for('site.build.worker.handler')] = async (/** @type {string} */ text) => (await checker).check(text);
