import { AuditFile } from './audit-file';
import type { AuditLog } from './audit-log';
import { AuditTable } from './audit-table';

export interface AuditLogChoice {
  /** Set: the `studio_audit` table of this PostgreSQL database. Unset: `<dataDir>/audit.jsonl`. */
  databaseUrl?: string;
  dataDir: string;
  /** Told of a database connection that failed while idle (a restarted database). */
  log?: (line: string) => void;
}

/** The audit log the settings name; nothing is opened until `open()` or the first entry. */
export function openAuditLog({ databaseUrl, dataDir, log = () => {} }: AuditLogChoice): AuditLog {
  return databaseUrl ? new AuditTable(databaseUrl, log) : new AuditFile(dataDir);
}
