import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Whether the client said a body follows (a length over 0, or chunked). */
function declaresBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length']) > 0 || req.headers['transfer-encoding'] !== undefined;
}

/** How long a closing connection still reads, and throws away, a body the answer did not need. */
export const lingerMs = 2_000;
const lingering = new WeakSet<Socket>();

/**
 * Closing a socket while its client is still sending makes the kernel answer the unread bytes with
 * a reset, and a reset makes the client's kernel drop the answer it has not read yet: the visitor
 * sees "connection reset" instead of "your file is too large". So, as Apache and nginx do, the
 * connection is closed in two steps: the answer and then the end of sending go out, and what still
 * arrives is read and thrown away until the client closes its side or `lingerMs` pass.
 *
 * Node closes the socket of a `Connection: close` answer with `socket.destroySoon()` once the
 * answer is written; that socket's own `destroySoon` is replaced, so nothing else changes.
 */
function lingerBeforeClosing(req: IncomingMessage): void {
  const socket = req.socket as Socket | null;
  if (req.httpVersionMajor !== 1 || !socket || lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', () => socket.destroy());
    // A body reader that stopped at its limit paused the request, and so the socket.
    req.resume();
    socket.resume();
  };
}

/**
 * A request answered before its body was read is answered with `Connection: close`: Node would
 * otherwise read the whole body (50 MB takes seconds) just to keep the connection for a next one.
 */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (!declaresBody(req) || req.readableEnded || res.headersSent) return;
  res.setHeader('Connection', 'close');
  lingerBeforeClosing(req);
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
