import { readFileSync } from 'node:fs';
import type { Server as NetServer, Socket } from 'node:net';

/** Request headers must be complete this long after a connection opens or a request starts. */
export const headersTimeoutMs = 10_000;
/** A whole request, body included, must have arrived this long after it started. */
export const requestTimeoutMs = 30_000;
/** An HTTP/1.1 connection with no request in flight is closed after this long. */
export const keepAliveTimeoutMs = 5_000;
/** How often Node looks for connections over those timeouts (its default, 30 s, would let them run 40 s). */
export const connectionsCheckingIntervalMs = 1_000;
/** Past this share of `maxConnections` the server is under pressure (`shedWaitingConnections`). */
export const pressureShare = 0.8;
/** Under pressure, headers must be complete this long after a connection opens or goes idle. */
export const pressedHeadersTimeoutMs = 2_000;

/** Descriptors kept back from connections for files, the store, mail and webhooks. */
const reservedDescriptors = 128;
const defaultCeiling = 4096;

/** The process's soft limit on open files (Linux), or undefined where it cannot be read. */
function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line && line[1] !== 'unlimited' ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Connections kept at most when `MAX_CONNECTIONS` is unset: the open-file limit less a reserve, so
 * a flood of connections makes the server refuse connections rather than fail to open a file.
 */
export function defaultMaxConnections(): number {
  const limit = openFileLimit();
  return limit === undefined ? defaultCeiling : Math.max(16, Math.min(defaultCeiling, limit - reservedDescriptors));
}

export interface ConnectionLimits {
  maxConnections: number;
  /** Unset: no cap per address (behind a proxy every connection has the proxy's address). */
  maxConnectionsPerAddress?: number;
}

/**
 * Caps a listening server's open connections, in all and per client address: a connection over
 * either cap is closed as soon as it is accepted, before a byte of it is read, so one address
 * cannot hold every descriptor the server has.
 */
export function limitConnections(
  server: NetServer,
  { maxConnections, maxConnectionsPerAddress }: ConnectionLimits,
): void {
  server.maxConnections = maxConnections;
  shedWaitingConnections(server, Math.floor(maxConnections * pressureShare));
  if (maxConnectionsPerAddress === undefined) return;
  const open = new Map<string, number>();
  // Prepended, so the protocol's own listener sees the socket already destroyed and reads nothing.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= maxConnectionsPerAddress) return void socket.destroy();
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** A connection by its peer, the same for its TCP socket and for the TLS socket or HTTP/2 session over it. */
function peerOf(socket: Pick<Socket, 'remoteAddress' | 'remotePort'>): string {
  return `${socket.remoteAddress ?? ''}|${socket.remotePort ?? ''}`;
}

/**
 * Under pressure (`pressureAt` connections open), connections that have not completed a request's
 * headers (new ones still sending them, idle keep-alive ones waiting for the next) are closed
 * first, oldest first, and their headers timeout shortens to `pressedHeadersTimeoutMs`, as nginx
 * and HAProxy do: slow connections from many addresses, each under the per-address cap, would
 * otherwise fill `maxConnections` and leave visitors refused. A connection whose headers arrived
 * is never closed for this, so requests and uploads in flight finish.
 */
export function shedWaitingConnections(server: NetServer, pressureAt: number): void {
  const open = new Map<string, Socket>();
  /** Connections without a request in flight, by when they started waiting: oldest first. */
  const waiting = new Map<string, { socket: Socket; since: number }>();
  const underPressure = () => open.size >= pressureAt;

  server.on('connection', (socket: Socket) => {
    if (socket.destroyed) return; // closed by a cap before this listener ran
    const peer = peerOf(socket);
    if (underPressure()) {
      const [oldest] = waiting.values();
      oldest?.socket.destroy();
    }
    open.set(peer, socket);
    waiting.set(peer, { socket, since: Date.now() });
    socket.once('close', () => {
      open.delete(peer);
      waiting.delete(peer);
    });
  });
  // HTTP/1.1, over TLS too, and each HTTP/2 stream (its `socket` stands for the session's).
  server.on('request', (req: { socket: Socket; httpVersionMajor: number }, res: { once: Socket['once'] }) => {
    const peer = peerOf(req.socket);
    waiting.delete(peer);
    if (req.httpVersionMajor !== 1) return;
    res.once('close', () => {
      const socket = open.get(peer);
      if (socket && !socket.destroyed) waiting.set(peer, { socket, since: Date.now() });
    });
  });
  const sweep = setInterval(() => {
    if (!underPressure()) return;
    const cutoff = Date.now() - pressedHeadersTimeoutMs;
    for (const { socket, since } of waiting.values()) {
      if (since > cutoff) break;
      socket.destroy();
    }
  }, connectionsCheckingIntervalMs);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
}
