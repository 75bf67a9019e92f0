import { isIP } from 'node:net';

/** Whether a host name or address (`localhost`, `127.0.0.1`, `[::1]`, `::ffff:127.0.0.1`) is this computer. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || bare.startsWith('::ffff:127.');
  return false;
}
