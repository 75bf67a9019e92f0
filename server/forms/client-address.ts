import type { IncomingMessage } from 'node:http';

/**
 * The address a request came from, for the rate limit. Behind `trustedProxies` reverse proxies,
 * each of which appends the address it received the request from to X-Forwarded-For, the
 * visitor's address is that many entries from the right of [...X-Forwarded-For, socket address];
 * entries further left were written by the client and prove nothing. With 0, the socket address.
 */
export function clientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, trustedProxies: number): string {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies === 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}
