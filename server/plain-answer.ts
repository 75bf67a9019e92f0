import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** Whether the client said a body follows (a length over 0, or chunked). */
function declaresBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/**
 * A request answered before its body was read is answered with `Connection: close`: Node would
 * otherwise read the whole body (50 MB takes seconds) just to keep the connection for a next one.
 */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (declaresBody(req) && !req.readableEnded && !res.headersSent) res.setHeader('Connection', 'close');
}

/** A short answer, plain text unless `headers` say otherwise, never cached. */
export function plainAnswer(
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  closeIfBodyUnread(res.req, res);
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(`${text}\n`);
}
