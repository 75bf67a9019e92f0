import type { Pool, PoolClient } from 'pg';

/**
 * A schema as numbered steps: a database is brought up to the newest at start by whichever
 * process gets there first (the others wait on the advisory lock, then find nothing to do).
 * Never change a step once released; add the next one.
 */
export interface Schema {
  /** The table that records which steps were applied. */
  versionTable: string;
  /** The key of the advisory lock that serialises the steps across processes: any fixed number of its own. */
  lock: number;
  steps: readonly string[];
}

/** The form submissions' tables (the production server's). */
const formSteps: readonly string[] = [
  `create table form_submissions (
     id uuid primary key,
     form text not null,
     received timestamptz not null,
     spam boolean not null default false,
     record jsonb not null
   );
   create index form_submissions_received on form_submissions (received);
   create table form_outbox (
     submission_id uuid not null references form_submissions (id) on delete cascade,
     channel text not null,
     form text not null,
     created timestamptz not null,
     state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
     attempts integer not null default 0,
     next_at timestamptz not null,
     lease_until timestamptz,
     last_error text,
     delivered_at timestamptz,
     primary key (submission_id, channel)
   );
   create index form_outbox_due on form_outbox (next_at) where state = 'pending';`,
  // The rate limit shared by every server: each address's submission times in the last window.
  `create table form_rate_limits (
     address text primary key,
     times timestamptz[] not null,
     allowed boolean not null,
     last_at timestamptz not null
   );
   create index form_rate_limits_last_at on form_rate_limits (last_at);`,
  // Files sent with submissions (CVs), named by the submission's record (record -> 'upload' ->> 'id').
  `create table form_uploads (
     id uuid primary key,
     media_type text not null,
     bytes integer not null,
     name text not null,
     content bytea not null,
     created timestamptz not null default now()
   );`,
];

export const formSchema: Schema = { versionTable: 'form_schema_migrations', lock: 7_210_021, steps: formSteps };

/** Creates or migrates the schema in one transaction; returns the version it left. */
export async function migrate(client: PoolClient, { versionTable, lock, steps }: Schema = formSchema): Promise<number> {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [lock]);
    await client.query(
      `create table if not exists ${versionTable} (version integer primary key, applied timestamptz not null default now())`,
    );
    const { rows } = await client.query<{ version: number | null }>(
      `select max(version) as version from ${versionTable}`,
    );
    const current = rows[0]?.version ?? 0;
    for (let version = current + 1; version <= steps.length; version++) {
      await client.query(steps[version - 1]);
      await client.query(`insert into ${versionTable} (version) values ($1)`, [version]);
    }
    await client.query('commit');
    return steps.length;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/**
 * Makes or migrates the schema on the first call, once for all callers; a failed attempt (the
 * database away) is forgotten, so the next call tries again.
 */
export function schemaOnce(poolReady: Promise<Pool>, schema: Schema = formSchema): () => Promise<void> {
  let migrated: Promise<void> | undefined;
  return () =>
    (migrated ??= poolReady
      .then((pool) => pool.connect())
      .then(async (client) => {
        try {
          await migrate(client, schema);
        } finally {
          client.release();
        }
      })
      .catch((error: unknown) => {
        migrated = undefined;
        throw error;
      }));
}
