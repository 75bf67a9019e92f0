import { join } from 'node:path';
import type { UploadRecord } from './submission-record';

/**
 * The files sent with submissions (CVs), apart from the records: in `DATA_DIR/uploads/`
 * (`upload-files.ts`) or in PostgreSQL (`postgres/postgres-uploads.ts`) when the records are
 * there, so every server sharing the database reaches every file.
 */
export interface StoredUpload {
  id: string;
  storedAt: Date;
}

export interface UploadStore {
  readonly description: string;
  /** Moves a received file (in `incomingFolder`) into the store; resolves once it is durable. */
  keep: (receivedFile: string, upload: UploadRecord) => Promise<void>;
  /** The file's bytes, or undefined when it is not (or no longer) stored. */
  read: (id: string) => Promise<Buffer | undefined>;
  /** Removes the files; returns how many were there. */
  remove: (ids: readonly string[]) => Promise<number>;
  /** Every stored file and when it was stored (to find files no submission names: `orphan-sweep.ts`). */
  stored: () => Promise<StoredUpload[]>;
  close: () => Promise<void>;
}

/** Where the files are kept when they are kept on disk: never inside anything served. */
export function uploadsFolder(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** Where a file is written while it is received, whichever store keeps it afterwards. */
export function incomingFolder(dataDir: string): string {
  return join(uploadsFolder(dataDir), '.incoming');
}
