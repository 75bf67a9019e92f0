import type { FieldValue } from '../../src/forms/check-submission';
import type { FormId } from '../../src/forms/form-definition';
import type { Backlog, ClaimedItem, DeliveryOutcome, OutboxItem } from '../outbox/outbox-item';
import type { RateLimiter, RateLimiterOptions } from '../forms/rate-limiter';
import type { StoreHealth } from './store-health';
import type { ChannelName } from '../outbox/channel-name';
import type { ConsentRecord, SubmissionRecord, UploadRecord } from './submission-record';

export interface SaveOptions {
  /** The submission filled the spam trap: kept, but marked (and never notified). */
  spam?: boolean;
  consent?: ConsentRecord;
  /** The file kept with it, already durable in the upload store. */
  upload?: UploadRecord;
  /** Channels to notify: queued in the outbox in the same durable write as the submission. */
  deliveries?: readonly ChannelName[];
}

/** Everything stored about one person (`npm run submissions -- --email`). */
export interface PersonData {
  submissions: SubmissionRecord[];
  deliveries: OutboxItem[];
}

export interface Removed {
  submissions: number;
  deliveries: number;
  /** Other submissions that mentioned the erased address in their text, now `[erased]` there (erase only). */
  redacted?: number;
}

/** The records and the outbox: the JSONL files of one server, or PostgreSQL shared by several. */
export interface FormStore {
  /** `jsonl <folder>` or `postgresql <url without password>`: for logs and `/healthz`. */
  readonly description: string;
  readonly kind: 'jsonl' | 'postgresql';
  /** Resolves once the submission and its outbox entries are durable; rejects when they could not be stored. */
  save: (form: FormId, fields: Record<string, FieldValue>, options?: SaveOptions) => Promise<SubmissionRecord>;
  /** Every stored submission, spam too, oldest first. */
  submissions: () => Promise<SubmissionRecord[]>;
  /**
   * Up to `limit` due items (of one channel, when given), leased to this caller for `leaseMs`:
   * nobody else gets them meanwhile.
   */
  claim: (limit: number, leaseMs: number, channel?: ChannelName) => Promise<ClaimedItem[]>;
  /** Extends the lease of items still being sent to `leaseMs` from now. */
  renew: (items: readonly ClaimedItem[], leaseMs: number) => Promise<void>;
  /** Records an attempt's outcome (and ends the lease). */
  settle: (item: ClaimedItem, outcome: DeliveryOutcome) => Promise<void>;
  /** The items still pending or failed, oldest first. */
  deliveries: () => Promise<OutboxItem[]>;
  /** Queues every failed item again, due now; returns how many. */
  retryFailed: () => Promise<number>;
  backlog: () => Promise<Backlog>;
  /** Everything stored for an email address (any field holding it, case aside). */
  personData: (email: string) => Promise<PersonData>;
  /**
   * Removes the submissions that hold the address as a contact field (with their outbox
   * entries), and replaces it with `[erased]` in the text of every other submission, so no
   * pending notification carries it afterwards.
   */
  erase: (email: string) => Promise<Removed>;
  /** Removes submissions received before `cutoff`, with their outbox entries. */
  removeOlderThan: (cutoff: Date) => Promise<Removed>;
  /**
   * The per-address rate limit: in this process for the files, in the database for PostgreSQL,
   * so that every server sharing it shares one limit.
   */
  rateLimiter: (options: Pick<RateLimiterOptions, 'limit' | 'windowMs'>) => RateLimiter;
  health: () => StoreHealth;
  /** Tries what failed again (files, connection), as a save would; for health checks, which see no saves. */
  recheck: () => Promise<void>;
  /** Settles once the store was prepared at start-up, or failed to be; never rejects. */
  opened: Promise<void>;
  close: () => Promise<void>;
}
