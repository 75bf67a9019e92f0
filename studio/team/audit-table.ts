import type { Pool } from 'pg';
import { maskUrl } from '../../server/store/mask-url';
import { openPool } from '../../server/store/postgres/open-pool';
import { schemaOnce, type Schema } from '../../server/store/postgres/schema';
import { AuditLogError, messageOf, type AuditEntry, type AuditLog } from './audit-log';

/**
 * `studio_audit`: one row per entry, the entry whole in `entry` and its time, event and member's
 * e-mail in columns of their own for queries by hand. The newest are read through the time index.
 */
export const auditSchema: Schema = {
  versionTable: 'studio_schema_migrations',
  lock: 7_210_045,
  steps: [
    `create table studio_audit (
       id bigserial primary key,
       time timestamptz not null,
       event text not null,
       email text,
       entry jsonb not null
     );
     create index studio_audit_time on studio_audit (time, id);`,
  ],
};

/**
 * The audit log in PostgreSQL (`DATABASE_URL`), through the production server's pool and schema
 * steps. An entry is one committed insert, so `record` resolves only once it is durable; while the
 * database is away `record` rejects (its request answers 500) and each later one tries again.
 */
export class AuditTable implements AuditLog {
  readonly place: string;
  private readonly poolReady: Promise<Pool>;
  private readonly ensureSchema: () => Promise<void>;

  constructor(url: string, log: (line: string) => void) {
    this.place = maskUrl(url);
    this.poolReady = openPool(
      { connectionString: url, max: 4, connectionTimeoutMillis: 5_000, query_timeout: 15_000 },
      'the audit log in PostgreSQL',
      log,
    );
    this.ensureSchema = schemaOnce(this.poolReady, auditSchema);
  }

  private async query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
    await this.ensureSchema();
    return (await (await this.poolReady).query<Row>(text, values)).rows;
  }

  /** Makes the table when missing and asks the database for a row, so a database that cannot be reached stops the start. */
  async open(): Promise<void> {
    try {
      await this.query('select 1');
    } catch (error) {
      throw new AuditLogError(
        `DATABASE_URL: cannot keep the audit log in PostgreSQL at ${this.place}: ${messageOf(error)}`,
        { cause: error },
      );
    }
  }

  async record(entry: Omit<AuditEntry, 'time'>): Promise<void> {
    const time = new Date().toISOString();
    try {
      await this.query('insert into studio_audit (time, event, email, entry) values ($1, $2, $3, $4)', [
        time,
        entry.event,
        entry.member?.email ?? null,
        JSON.stringify({ time, ...entry }),
      ]);
    } catch (error) {
      throw new AuditLogError(
        `DATABASE_URL: cannot write the audit log in PostgreSQL at ${this.place} (a "${entry.event}" entry): ${messageOf(error)}`,
        { cause: error },
      );
    }
  }

  async last(count: number): Promise<AuditEntry[]> {
    const rows = await this.query<{ entry: AuditEntry }>(
      `select entry from (select id, time, entry from studio_audit order by time desc, id desc limit $1) newest
       order by time, id`,
      [count],
    );
    return rows.map((row) => row.entry);
  }

  async close(): Promise<void> {
    await (await this.poolReady).end();
  }
}
