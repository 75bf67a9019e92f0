import type { EventEmitter } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** How long without a request counts as idle. */
const idleMs = 2_000;
/** Heap grown this much since the last collection, or this many requests, are worth a collection once idle. */
const growthBytes = 16 * 1024 * 1024;
const requestsWorthIt = 500;

/**
 * V8 collects garbage only when the program allocates, so after a flood (thousands of HTTP/2
 * streams, each with its request, response and buffers) an idle server keeps the flood's garbage
 * (measured: heap 81 MB used, RSS 69 → 167 MB, for as long as no one asks for a page; after a
 * full collection the heap was back at 10 MB: nothing was retained). So once the server has been
 * idle for two seconds after many requests or a grown heap, it runs two full collections, a second
 * apart (tens of milliseconds each, at a moment no one waits; V8 gives emptied pages back to the
 * system at the second). What stays is V8's young generation at the size the flood grew it to
 * (on Node 20: 2 × 16 MB, shrunk only when V8 measures a low but non-zero allocation rate). `gc` is
 * reached as Jest reaches it, by exposing it at run time, since the server runs without flags.
 */
export function collectWhenIdle(server: EventEmitter): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  let lastRequest = Date.now();
  let requests = 0;
  let baseline = process.memoryUsage().heapUsed;
  /** Collections still to run: V8 gives emptied pages back to the system only at the one after. */
  let still = 0;
  const note = () => {
    lastRequest = Date.now();
    requests++;
  };
  server.on('request', note);
  server.on('stream', note);
  const timer = setInterval(() => {
    if (Date.now() - lastRequest < idleMs) return;
    if (requests >= requestsWorthIt || process.memoryUsage().heapUsed >= baseline + growthBytes) still = 2;
    if (!still) return;
    gc();
    // Node 24's V8 keeps emptied pages in a pool (RSS stayed at 230 MB with a heap of 18 MB) that
    // only a memory-reducing collection gives back; Node 20's V8 ignores this option.
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    still--;
    requests = 0;
    baseline = process.memoryUsage().heapUsed;
  }, 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
