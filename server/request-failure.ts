import type { IncomingMessage } from 'node:http';
import type { Http2ServerRequest } from 'node:http2';
import { throttledLog } from './throttled-log';

/** Errors that mean the client went away (closed the tab, lost its network), not a fault of ours. */
const clientGoneCodes = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
  'ERR_HTTP2_STREAM_ERROR',
  'ERR_HTTP2_STREAM_CANCEL',
  'ERR_HTTP2_INVALID_STREAM',
]);

/** Client aborts are logged at most this often: their number is the client's to choose. */
const clientAbortLogIntervalMs = 10_000;

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** Whether `error` is the client closing the connection mid-request (Node's `aborted`, a reset, a broken pipe). */
export function isClientAbort(error: unknown): boolean {
  const code = errorCode(error);
  return (code !== undefined && clientGoneCodes.has(code)) || (error instanceof Error && error.message === 'aborted');
}

/** How a request is named in the log: its method and target, control characters escaped. */
export function requestLine(req: IncomingMessage | Http2ServerRequest): string {
  return JSON.stringify(`${req.method ?? '?'} ${req.url ?? ''}`.slice(0, 300));
}

/**
 * Logs a request that failed: our fault with its stack, a client that went away as one short line,
 * and those at most once per 10 s with a count of the rest.
 */
export function requestFailureLog(
  log: (line: string) => void,
): (req: IncomingMessage | Http2ServerRequest, error: unknown) => void {
  const clientGone = throttledLog(log, clientAbortLogIntervalMs);
  return (req, error) => {
    if (isClientAbort(error))
      return clientGone(`client went away during ${requestLine(req)} (${errorCode(error) ?? 'aborted'})`);
    log(`500 for ${requestLine(req)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };
}
