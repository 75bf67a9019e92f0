import { openPostgresUploads } from './postgres/postgres-uploads';
import { openUploadFiles } from './upload-files';
import type { UploadStore } from './upload-store';

/** The upload store beside the form store the same settings choose (`open-store.ts`). */
export function openUploadStore({
  databaseUrl,
  dataDir,
  log,
}: {
  databaseUrl?: string;
  dataDir: string;
  log: (line: string) => void;
}): UploadStore {
  return databaseUrl ? openPostgresUploads(databaseUrl, log) : openUploadFiles(dataDir);
}
