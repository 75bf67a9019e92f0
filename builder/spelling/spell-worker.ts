import { workerData } from 'node:worker_threads';
import { serveRequests } from '../workers/serve-requests';
import { fileSpelling, type PlacedFinding } from './file-spelling';
import type { SpellRequest, SpellWorkerData } from './spell-messages';
import { SpellChecker } from './spell-checker';

const { english, words } = workerData as SpellWorkerData;
// Loaded as the worker starts (about two seconds), while the build's own thread does other work.
const checker = SpellChecker.load(english, words);

/** One page or data file spell-checked on the build's spelling thread (`site-spelling.ts`). */
serveRequests<SpellRequest, PlacedFinding[]>(async ({ relativeFile, source, body }) =>
  fileSpelling(await checker, relativeFile, source, body),
);
