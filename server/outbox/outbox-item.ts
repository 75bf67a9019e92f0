import type { SubmissionRecord } from '../store/submission-record';
import type { ChannelName } from './channel-name';

/** `pending` until delivered (then gone from the outbox) or, after its last retry, `failed`. */
export type DeliveryState = 'pending' | 'delivered' | 'failed';

/** One notification of one submission on one channel. */
export interface OutboxItem {
  /** The submission's id: also the idempotency key the webhook sends as `webhook-id`. */
  id: string;
  channel: ChannelName;
  form: SubmissionRecord['form'];
  /** When the submission was stored: retries stop three days after. */
  created: string;
  state: DeliveryState;
  /** Attempts made so far. */
  attempts: number;
  /** When the next attempt is due (ISO 8601). */
  next: string;
  lastError?: string;
}

/** An item claimed for delivery, with the submission it tells of. */
export interface ClaimedItem extends OutboxItem {
  record: SubmissionRecord;
}

/** What became of one attempt: delivered, tried again at `next`, or given up. */
export type DeliveryOutcome =
  { state: 'delivered' } | { state: 'pending'; next: Date; error: string } | { state: 'failed'; error: string };

export interface Backlog {
  pending: number;
  failed: number;
}

export const outboxKey = (item: { id: string; channel: ChannelName }) => `${item.id}/${item.channel}`;
