import type { TeamMember } from './sessions';

/** What happened: signing in and out, a refusal, and a writer's change opened, saved, submitted, published, closed. */
export type AuditEvent =
  'sign-in' | 'sign-in refused' | 'sign-out' | 'refused' | 'open' | 'save' | 'submit' | 'publish' | 'close';

/** One event, as `TeamAuditEntry` (`studio/shared/team-api.ts`) gives it to the studio's browser app. */
export interface AuditEntry {
  time: string;
  event: AuditEvent;
  /** Who, when known: a refusal before sign-in has no member. */
  member?: Pick<TeamMember, 'email' | 'name' | 'role'>;
  /** The client's address (from `X-Forwarded-For` behind `STUDIO_TRUST_PROXY` proxies). */
  address: string;
  /** The page the event is about, `pages/…` (open, save, submit). */
  file?: string;
  /** The pull request's number (submit, publish, close). */
  pullRequest?: number;
  method?: string;
  path?: string;
  status?: number;
  /** Why, in words, for a refusal. */
  reason?: string;
}

/**
 * Who did what, when: JSON Lines in the data folder, or a PostgreSQL table when `DATABASE_URL` is
 * set. `record` resolves only once the entry is durable, and rejects when it cannot be kept, so
 * the request it records fails (500) rather than happen unaudited.
 */
export interface AuditLog {
  /** Where the entries go, for messages: the file, or the database's URL with its password masked. */
  readonly place: string;
  /** Reaches the store now (folder made, file opened; schema made, a query answered), so a bad one stops the start. Rejects with an `AuditLogError`. */
  open(): Promise<void>;
  /** Keeps the entry, stamped with the time now. */
  record(entry: Omit<AuditEntry, 'time'>): Promise<void>;
  /** The newest `count` entries, newest last. */
  last(count: number): Promise<AuditEntry[]>;
  close(): Promise<void>;
}

/** The audit log cannot be opened or written: the message names the setting, where, and what went wrong. */
export class AuditLogError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AuditLogError';
  }
}

/** An error's own words; a connection refused on every address of a name is an `AggregateError` without any. */
export function messageOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(messageOf).join('; ');
  return error instanceof Error ? error.message : String(error);
}
