import type { PoolClient } from 'pg';
import type { FormId } from '../../../src/forms/form-definition';
import type { ClaimedItem, OutboxItem } from '../../outbox/outbox-item';
import type { FormStore, Removed } from '../form-store';
import { maskUrl } from '../mask-url';
import { HealthRecord, type HealthReports } from '../store-health';
import type { ChannelName } from '../../outbox/channel-name';
import type { SubmissionRecord } from '../submission-record';
import { newRecord } from '../new-record';
import { withAddressErased } from '../person-match';
import { postgresRateLimiter, type SharedRateLimiter } from './postgres-rate-limiter';
import { openPool } from './open-pool';
import { schemaOnce } from './schema';

export interface PostgresStoreOptions extends HealthReports {
  /** `postgres://user:password@host:port/database` */
  url: string;
  now?: () => Date;
  /** Told of errors of idle connections (a restarted database), which would otherwise end the process. */
  log?: (line: string) => void;
}

interface OutboxRow {
  submission_id: string;
  channel: ChannelName;
  form: FormId;
  created: Date;
  state: OutboxItem['state'];
  attempts: number;
  next_at: Date;
  last_error: string | null;
}

const outboxColumns = 'o.submission_id, o.channel, o.form, o.created, o.state, o.attempts, o.next_at, o.last_error';

function item(row: OutboxRow): OutboxItem {
  return {
    id: row.submission_id,
    channel: row.channel,
    form: row.form,
    created: row.created.toISOString(),
    state: row.state,
    attempts: row.attempts,
    next: row.next_at.toISOString(),
    ...(row.last_error !== null && { lastError: row.last_error }),
  };
}

// Whether a submission holds the address ($1, lower case) in any field: as `person-match.ts` does.
const belongsTo = `exists (select 1 from jsonb_each_text(s.record -> 'fields') f where lower(trim(f.value)) = $1)`;

/**
 * Submissions and their outbox in PostgreSQL, shared by any number of servers. The schema is made
 * or migrated at start (in the background: pages are served while the database is away, and saves
 * fail until it is back). A submission and its outbox rows are one statement, so one transaction.
 * Claims take rows with `FOR UPDATE SKIP LOCKED` and lease them, so two servers never hold the
 * same delivery, and a server that died holding one lets it go when the lease ends.
 */
export function openPostgresStore({
  url,
  now = () => new Date(),
  log = () => {},
  ...reports
}: PostgresStoreOptions): FormStore {
  const health = new HealthRecord(reports);
  const name = 'postgresql';
  const poolReady = openPool(
    { connectionString: url, max: 10, connectionTimeoutMillis: 5_000, query_timeout: 15_000 },
    'PostgreSQL',
    log,
  );
  const ensureSchema = schemaOnce(poolReady);

  async function query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
    return health.track(
      name,
      (async () => {
        await ensureSchema();
        const pool = await poolReady;
        return (await pool.query<Row>(text, values)).rows;
      })(),
    );
  }

  /** `work` in one transaction on one connection, committed when it resolves, rolled back when it throws. */
  async function transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    return health.track(
      name,
      (async () => {
        await ensureSchema();
        const client = await (await poolReady).connect();
        try {
          await client.query('begin');
          const result = await work(client);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      })(),
    );
  }

  /**
   * Removes the address's submissions and erases it from the text of the others, in one
   * transaction: an outbox row is sent with its submission's record as it is when claimed, so
   * no notification after this carries the address.
   */
  function erase(email: string): Promise<Removed> {
    const address = email.trim().toLowerCase();
    return transaction(async (client) => {
      const {
        rows: [removed],
      } = await client.query<{ submissions: string; deliveries: string }>(
        `with gone as (delete from form_submissions s where ${belongsTo} returning s.id),
              counted as (select count(*) as deliveries from form_outbox o join gone on o.submission_id = gone.id)
         select (select count(*) from gone) as submissions, (select deliveries from counted) as deliveries`,
        [address],
      );
      // The text search finds candidates; the same rule as the file store's decides (`person-match.ts`).
      const { rows: mentions } = await client.query<{ id: string; record: SubmissionRecord }>(
        `select id, record from form_submissions where strpos(lower(record::text), $1) > 0 for update`,
        [address],
      );
      let redacted = 0;
      for (const { id, record } of mentions) {
        const erased = withAddressErased(record, email);
        if (!erased) continue;
        await client.query('update form_submissions set record = $2 where id = $1', [id, JSON.stringify(erased)]);
        redacted++;
      }
      return {
        submissions: Number(removed?.submissions ?? 0),
        deliveries: Number(removed?.deliveries ?? 0),
        redacted,
      };
    });
  }

  async function remove(where: string, value: unknown): Promise<Removed> {
    // Outbox rows go with their submission (on delete cascade); counted first, in the same statement.
    const [row] = await query<{ submissions: string; deliveries: string }>(
      `with gone as (delete from form_submissions s where ${where} returning s.id),
            counted as (select count(*) as deliveries from form_outbox o join gone on o.submission_id = gone.id)
       select (select count(*) from gone) as submissions, (select deliveries from counted) as deliveries`,
      [value],
    );
    return { submissions: Number(row?.submissions ?? 0), deliveries: Number(row?.deliveries ?? 0) };
  }

  const opened = health.track(name, ensureSchema()).catch(() => {});
  const limiters: SharedRateLimiter[] = [];

  return {
    kind: 'postgresql',
    description: `PostgreSQL at ${maskUrl(url)}`,
    async save(form, fields, options = {}) {
      const record = newRecord(form, fields, options, now());
      const channels = record.deliveries ?? [];
      await query(
        `with saved as (
           insert into form_submissions (id, form, received, spam, record) values ($1, $2, $3, $4, $5) returning id)
         insert into form_outbox (submission_id, channel, form, created, next_at)
           select saved.id, channel, $2, $3, $3 from saved, unnest($6::text[]) as channel`,
        [record.id, form, record.time, record.spam ?? false, JSON.stringify(record), channels],
      );
      return record;
    },
    async submissions() {
      const rows = await query<{ record: SubmissionRecord }>(
        'select record from form_submissions order by received, id',
      );
      return rows.map((row) => row.record);
    },
    async claim(limit, leaseMs, channel) {
      const at = now();
      const rows = await query<OutboxRow & { record: SubmissionRecord }>(
        `with due as (
           select submission_id, channel from form_outbox
            where state = 'pending' and next_at <= $1 and (lease_until is null or lease_until <= $1)
              and ($4::text is null or channel = $4)
            order by next_at limit $2
            for update skip locked)
         update form_outbox o set lease_until = $3
           from due, form_submissions s
          where o.submission_id = due.submission_id and o.channel = due.channel and s.id = o.submission_id
         returning ${outboxColumns}, s.record`,
        [at, limit, new Date(at.getTime() + leaseMs), channel ?? null],
      );
      return rows.map((row): ClaimedItem => ({ ...item(row), record: row.record }));
    },
    async renew(items, leaseMs) {
      if (!items.length) return;
      await query(
        `update form_outbox o set lease_until = $3
           from unnest($1::uuid[], $2::text[]) as mine (submission_id, channel)
          where o.submission_id = mine.submission_id and o.channel = mine.channel and o.state = 'pending'`,
        [items.map((each) => each.id), items.map((each) => each.channel), new Date(now().getTime() + leaseMs)],
      );
    },
    async settle(claimed, outcome) {
      const at = now();
      await query(
        `update form_outbox set state = $3, attempts = attempts + 1, lease_until = null,
                next_at = $4, last_error = $5, delivered_at = case when $3 = 'delivered' then $6::timestamptz end
          where submission_id = $1 and channel = $2 and state = 'pending'`,
        [
          claimed.id,
          claimed.channel,
          outcome.state,
          outcome.state === 'pending' ? outcome.next : at,
          outcome.state === 'delivered' ? null : outcome.error,
          at,
        ],
      );
    },
    async deliveries() {
      const rows = await query<OutboxRow>(
        `select ${outboxColumns} from form_outbox o where state <> 'delivered' order by created, submission_id, channel`,
      );
      return rows.map(item);
    },
    async retryFailed() {
      const rows = await query(
        `update form_outbox set state = 'pending', attempts = 0, next_at = $1, lease_until = null
          where state = 'failed' returning submission_id`,
        [now()],
      );
      return rows.length;
    },
    async backlog() {
      const [row] = await query<{ pending: string; failed: string }>(
        `select count(*) filter (where state = 'pending') as pending, count(*) filter (where state = 'failed') as failed
           from form_outbox where state <> 'delivered'`,
      );
      return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
    },
    async personData(email) {
      const address = email.trim().toLowerCase();
      const submissions = await query<{ record: SubmissionRecord }>(
        `select s.record from form_submissions s where ${belongsTo} order by s.received, s.id`,
        [address],
      );
      const deliveries = await query<OutboxRow>(
        `select ${outboxColumns} from form_outbox o join form_submissions s on s.id = o.submission_id
          where ${belongsTo} order by o.created, o.channel`,
        [address],
      );
      return { submissions: submissions.map((row) => row.record), deliveries: deliveries.map(item) };
    },
    erase,
    removeOlderThan: (cutoff) => remove('s.received < $1', cutoff),
    rateLimiter(options) {
      const limiter = postgresRateLimiter(
        async () => {
          await ensureSchema();
          return poolReady;
        },
        options,
        log,
      );
      limiters.push(limiter);
      return limiter;
    },
    health: () => health.current(),
    async recheck() {
      await query('select 1').catch(() => {});
    },
    opened,
    async close() {
      for (const limiter of limiters) limiter.stop();
      await opened;
      await (await poolReady).end();
    },
  };
}
