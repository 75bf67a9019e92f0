import { join } from 'node:path';
import { z } from 'zod';
import { channelNames, type ChannelName } from '../outbox/channel-name';
import { outboxKey, type ClaimedItem, type OutboxItem } from '../outbox/outbox-item';
import { FileTail } from './file-tail';
import { parsedLine } from './parsed-line';
import { submissionRecord, type SubmissionRecord } from './submission-record';

/**
 * One line of `outbox.jsonl`: the state of one delivery after an attempt (or a requeue). A
 * delivery's first state is its submission's line (`deliveries`), written in the same append as
 * the submission itself, so no crash can store one without the other; this file only records what
 * happened since, and the last line for a delivery is its state.
 */
export const outboxEvent = z.strictObject({
  id: z.string(),
  channel: z.enum(channelNames),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int().min(0),
  next: z.iso.datetime(),
  error: z.string().optional(),
  time: z.iso.datetime(),
});

export type OutboxEvent = z.output<typeof outboxEvent>;

export function outboxFile(dataDir: string): string {
  return join(dataDir, 'outbox.jsonl');
}

/**
 * The pending and failed deliveries of a JSONL store, kept in step with its files by reading what
 * was appended since (by this process or the `submissions` command), and read afresh when a
 * rewrite (erase, retention) replaced a file.
 */
export class OutboxIndex {
  private readonly items = new Map<string, ClaimedItem>();
  private readonly submissionTails: FileTail[];
  private readonly eventTail: FileTail;

  constructor(submissionFiles: readonly string[], eventFile: string) {
    this.submissionTails = submissionFiles.map((file) => new FileTail(file));
    this.eventTail = new FileTail(eventFile);
  }

  private refreshing: Promise<void> = Promise.resolve();

  /** Reads what was appended since; one reading at a time, so no line is read twice. */
  refresh(): Promise<void> {
    const next = this.refreshing.then(() => this.readNew());
    this.refreshing = next.catch(() => {});
    return next;
  }

  private async readNew(): Promise<void> {
    const tails = [...this.submissionTails, this.eventTail];
    const replaced = await Promise.all(tails.map((tail) => tail.replaced()));
    if (replaced.some(Boolean)) {
      this.items.clear();
      for (const tail of tails) tail.reset();
    }
    for (const tail of this.submissionTails) {
      for (const line of await tail.newLines()) {
        const record = parsedLine(submissionRecord, line);
        if (record) this.addSubmission(record);
      }
    }
    for (const line of await this.eventTail.newLines()) {
      const event = parsedLine(outboxEvent, line);
      if (event) this.apply(event);
    }
  }

  private addSubmission(record: SubmissionRecord): void {
    for (const channel of record.deliveries ?? []) {
      const item: ClaimedItem = {
        id: record.id,
        channel,
        form: record.form,
        created: record.time,
        state: 'pending',
        attempts: 0,
        next: record.time,
        record,
      };
      this.items.set(outboxKey(item), item);
    }
  }

  /** Sets a delivery's state; a delivered one leaves the index. Unknown ones (erased) are ignored. */
  apply(event: OutboxEvent): void {
    const key = outboxKey(event);
    const item = this.items.get(key);
    if (!item) return;
    if (event.state === 'delivered') return void this.items.delete(key);
    item.state = event.state;
    item.attempts = event.attempts;
    item.next = event.next;
    if (event.error === undefined) delete item.lastError;
    else item.lastError = event.error;
  }

  /** Pending items (of one channel, when given) due at `now`, oldest first, leaving out those in `busy`. */
  due(now: Date, limit: number, busy: ReadonlySet<string>, channel?: ChannelName): ClaimedItem[] {
    const due = [...this.items.values()].filter(
      (item) =>
        item.state === 'pending' &&
        (channel === undefined || item.channel === channel) &&
        new Date(item.next) <= now &&
        !busy.has(outboxKey(item)),
    );
    return due.sort((a, b) => a.next.localeCompare(b.next)).slice(0, limit);
  }

  all(): ClaimedItem[] {
    return [...this.items.values()].sort((a, b) => a.created.localeCompare(b.created));
  }
}

/** An item without its submission, as listed. */
export function listed({ record: _record, ...item }: ClaimedItem): OutboxItem {
  return item;
}
