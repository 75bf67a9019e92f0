import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FormId } from '../../src/forms/form-definition';
import { outboxKey, type ClaimedItem, type DeliveryOutcome } from '../outbox/outbox-item';
import type { FormStore, Removed } from './form-store';
import { listed, outboxFile, OutboxIndex, type OutboxEvent } from './jsonl-outbox';
import { removeFromFiles } from './jsonl-removal';
import { LineAppender } from './line-appender';
import { makeFolder } from './make-folder';
import { belongsTo, withAddressErased } from './person-match';
import { HealthRecord, type HealthReports } from './store-health';
import { StoreLock } from './store-lock';
import { parseSubmissions } from './submission-lines';
import { createRateLimiter } from '../forms/rate-limiter';
import { newRecord } from './new-record';
import { submissionFile, type SubmissionRecord } from './submission-record';
import { setAsideTornLine, type TornLine } from './torn-line';

export type { SaveOptions } from './form-store';

export interface StoreOptions extends HealthReports {
  dataDir: string;
  forms: readonly FormId[];
  /** Told of each torn last line found (and set aside). */
  onTornLine?: (torn: TornLine) => void;
  now?: () => Date;
}

/** The lock the server's appends and the `submissions` command's rewrites share. */
export const lockFile = (dataDir: string) => join(dataDir, '.lock');

async function readIfExists(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/**
 * The submissions, one JSON Lines file per form in `dataDir` (created when missing), and their
 * outbox (`jsonl-outbox.ts`). Opening it never throws and waits for no disk: each file is prepared
 * in the background (the folder made, a torn last line a crash left set aside, the file opened). A
 * storage fault is reported, the form's saves reject while it lasts, and each save tries the
 * preparation again, so the store works again without a restart once the disk does. One server
 * at a time: the outbox's leases live in this process (PostgreSQL is the store to share).
 */
export function openSubmissionStore({
  dataDir,
  forms,
  onTornLine = () => {},
  now = () => new Date(),
  ...reports
}: StoreOptions): FormStore {
  const health = new HealthRecord(reports);
  const lock = new StoreLock(lockFile(dataDir));
  const appender = (file: string) =>
    new LineAppender(
      file,
      async () => {
        await makeFolder(dataDir);
        const torn = await setAsideTornLine(file);
        if (torn) onTornLine(torn);
      },
      lock,
    );
  const appenders = new Map(forms.map((form) => [form, appender(submissionFile(dataDir, form))]));
  const events = appender(outboxFile(dataDir));
  const index = new OutboxIndex(
    forms.map((form) => submissionFile(dataDir, form)),
    outboxFile(dataDir),
  );
  const busy = new Set<string>();
  const track = <T>(file: string, work: Promise<T>) => health.track(basename(file), work);
  const all = [...appenders.values(), events];
  // The outbox file is opened when first written: until a delivery ends, only the forms' files matter.
  const openAll = () =>
    Promise.all([...appenders.values()].map((each) => track(each.file, each.open()).catch(() => {}))).then(() => {});
  const opened = openAll();

  async function submissions(): Promise<SubmissionRecord[]> {
    const texts = await Promise.all(forms.map((form) => readIfExists(submissionFile(dataDir, form))));
    return texts.flatMap((text) => parseSubmissions(text).records).sort((a, b) => a.time.localeCompare(b.time));
  }

  async function record(event: OutboxEvent): Promise<void> {
    try {
      await track(events.file, events.append(`${JSON.stringify(event)}\n`));
    } finally {
      // Applied even when the disk refused the line: a delivery made is not sent again every second
      // while the disk is full (only once more, after a restart, with the same webhook-id).
      index.apply(event);
    }
  }

  async function remove(removal: Parameters<typeof removeFromFiles>[2]): Promise<Removed> {
    const removed = await lock.run(() => removeFromFiles(dataDir, forms, removal));
    await index.refresh();
    return removed;
  }

  return {
    kind: 'jsonl',
    description: `JSON Lines files in ${dataDir}`,
    async save(form, fields, options = {}) {
      const formAppender = appenders.get(form);
      if (!formAppender) throw new Error(`no store for form ${form}`);
      const saved = newRecord(form, fields, options, now());
      await track(formAppender.file, formAppender.append(`${JSON.stringify(saved)}\n`));
      return saved;
    },
    submissions,
    async claim(limit, _leaseMs, channel) {
      await index.refresh();
      const due = index.due(now(), limit, busy, channel);
      for (const item of due) busy.add(outboxKey(item));
      return due.map((item) => ({ ...item }));
    },
    // The leases live in this process (`busy`) until settled: nothing to extend.
    renew: async () => {},
    async settle(item: ClaimedItem, outcome: DeliveryOutcome) {
      try {
        const attempts = item.attempts + 1;
        const time = now().toISOString();
        const next = outcome.state === 'pending' ? outcome.next.toISOString() : time;
        const error = outcome.state === 'delivered' ? undefined : outcome.error;
        await record({
          id: item.id,
          channel: item.channel,
          state: outcome.state,
          attempts,
          next,
          ...(error !== undefined && { error }),
          time,
        });
      } finally {
        busy.delete(outboxKey(item));
      }
    },
    async deliveries() {
      await index.refresh();
      return index.all().map(listed);
    },
    async retryFailed() {
      await index.refresh();
      const failed = index.all().filter((item) => item.state === 'failed');
      const time = now().toISOString();
      for (const item of failed)
        await record({ id: item.id, channel: item.channel, state: 'pending', attempts: 0, next: time, time });
      return failed.length;
    },
    async backlog() {
      await index.refresh();
      const items = index.all();
      const failed = items.filter((item) => item.state === 'failed').length;
      return { pending: items.length - failed, failed };
    },
    async personData(email) {
      const mine = (await submissions()).filter((each) => belongsTo(each, email));
      const ids = new Set(mine.map((each) => each.id));
      await index.refresh();
      return {
        submissions: mine,
        deliveries: index
          .all()
          .filter((item) => ids.has(item.id))
          .map(listed),
      };
    },
    erase(email) {
      const address = email.trim().toLowerCase();
      return remove({
        record: (each) => belongsTo(each, email),
        text: (line) => line.toLowerCase().includes(address),
        edit: (each) => withAddressErased(each, email),
      });
    },
    removeOlderThan(cutoff) {
      return remove({ record: (each) => new Date(each.time) < cutoff });
    },
    // One server per data folder: its own memory is the whole picture.
    rateLimiter: (options) => createRateLimiter(options),
    health: () => health.current(),
    recheck: openAll,
    opened,
    async close() {
      await opened;
      await Promise.all(all.map((each) => each.close()));
    },
  };
}
