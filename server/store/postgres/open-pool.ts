import type { Pool, PoolConfig } from 'pg';

/**
 * A pool of PostgreSQL connections whose every connection has its `error` handled, idle or
 * checked out. The pool listens only to its idle connections: one checked out between two queries
 * (`keep()` reading its file, a transaction between statements) that loses the database emits
 * `error` with no listener, which ends the process (`write EPIPE` in `Client._handleErrorEvent`).
 * `pg` is imported only here, so it loads only when a database is configured.
 */
export async function openPool(config: PoolConfig, name: string, log: (line: string) => void): Promise<Pool> {
  const { Pool } = await import('pg');
  const pool = new Pool(config);
  pool.on('connect', (client) => client.on('error', (error) => log(`${name}: a connection failed: ${error.message}`)));
  // The connection's own listener above has logged it; the pool only drops the connection.
  pool.on('error', () => {});
  return pool;
}
