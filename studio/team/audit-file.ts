import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { LineAppender } from '../../server/store/line-appender';
import { makeFolder } from '../../server/store/make-folder';
import { AuditLogError, messageOf, type AuditEntry, type AuditLog } from './audit-log';

/** How much of the end of the log a look at it reads: thousands of entries. */
const defaultTailBytes = 4 * 1024 * 1024;

/**
 * The audit log as one JSON line per event in `<data folder>/audit.jsonl`, fsynced before the
 * request it records is answered (the production server's `LineAppender`: whole lines, one write
 * at a time, folder 0700 and file 0600).
 */
export class AuditFile implements AuditLog {
  readonly place: string;
  private readonly appender: LineAppender;

  constructor(
    readonly dataDir: string,
    private readonly tailBytes = defaultTailBytes,
  ) {
    this.place = join(dataDir, 'audit.jsonl');
    this.appender = new LineAppender(this.place, () => makeFolder(dataDir));
  }

  /** Opens the file now, so a data folder that cannot be written stops the start, not the first sign-in. */
  async open(): Promise<void> {
    try {
      await this.appender.open();
    } catch (error) {
      throw new AuditLogError(`STUDIO_DATA_DIR: cannot write the audit log in ${this.dataDir}: ${messageOf(error)}`, {
        cause: error,
      });
    }
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
      handle = await open(this.place, 'r');
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
