import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { LineAppender } from '../../server/store/line-appender';
import { makeFolder } from '../../server/store/make-folder';
import type { TeamMember } from './sessions';

/** How much of the end of the log a look at it reads: thousands of entries. */
const defaultTailBytes = 4 * 1024 * 1024;

/** What happened. Opening, saving, submitting and publishing pages come with those parts of issue 45. */
export type AuditEvent =
  'sign-in' | 'sign-in refused' | 'sign-out' | 'refused' | 'open' | 'save' | 'submit' | 'publish' | 'close';

export interface AuditEntry {
  time: string;
  event: AuditEvent;
  /** Who, when known: a refusal before sign-in has no member. */
  member?: Pick<TeamMember, 'email' | 'name' | 'role'>;
  /** The client's address (from `X-Forwarded-For` behind `STUDIO_TRUST_PROXY` proxies). */
  address: string;
  method?: string;
  path?: string;
  status?: number;
  /** Why, in words, for a refusal. */
  reason?: string;
  /** The page or file an event is about. */
  file?: string;
  /** The pull request an event is about. */
  pullRequest?: number;
}

/**
 * The audit log: one JSON line per event in `<data folder>/audit.jsonl`, fsynced before the
 * request it records is answered (the production server's `LineAppender`: whole lines, one write
 * at a time, folder 0700 and file 0600). PostgreSQL (`DATABASE_URL`) is not offered yet.
 */
export class AuditLog {
  readonly file: string;
  private readonly appender: LineAppender;

  constructor(
    readonly dataDir: string,
    private readonly tailBytes = defaultTailBytes,
  ) {
    this.file = join(dataDir, 'audit.jsonl');
    this.appender = new LineAppender(this.file, () => makeFolder(dataDir));
  }

  /** Opens the file now, so a data folder that cannot be written stops the start, not the first sign-in. */
  open(): Promise<void> {
    return this.appender.open();
  }

  record(entry: Omit<AuditEntry, 'time'>): Promise<void> {
    return this.appender.append(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
  }

  /**
   * The last `count` entries, newest last, from the file's last `tailBytes` at most: the log only
   * grows, and reading it whole for each look would grow with it.
   */
  async last(count: number): Promise<AuditEntry[]> {
    let handle;
    try {
      handle = await open(this.file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const start = Math.max(0, size - this.tailBytes);
      const bytes = Buffer.alloc(size - start);
      const { bytesRead } = await handle.read(bytes, 0, bytes.length, start);
      const lines = bytes.subarray(0, bytesRead).toString('utf8').split('\n');
      // A read that starts mid-file starts mid-line: that first piece is not a whole entry.
      if (start > 0) lines.shift();
      return lines
        .filter(Boolean)
        .slice(-count)
        .map((line) => JSON.parse(line) as AuditEntry);
    } finally {
      await handle.close();
    }
  }

  close(): Promise<void> {
    return this.appender.close();
  }
}
