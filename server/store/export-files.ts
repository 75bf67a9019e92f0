import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cvKinds } from '../../src/forms/application-form';
import { fileMode, makeFolder } from './make-folder';
import type { SubmissionRecord } from './submission-record';
import type { UploadStore } from './upload-store';

/** The name an exported file gets: its id (the submission's `fields` and `upload.id` hold it) and its kind's extension. */
export function exportedFileName(upload: NonNullable<SubmissionRecord['upload']>): string {
  const extension = cvKinds.find((kind) => kind.mediaType === upload.mediaType)?.extension ?? 'bin';
  return `${upload.id}.${extension}`;
}

/**
 * Writes the files of `records` into `folder` (made 0700, files 0600: they are personal data).
 * Returns how many were written and the ids no longer stored.
 */
export async function exportFiles(
  records: readonly SubmissionRecord[],
  uploads: UploadStore,
  folder: string,
): Promise<{ written: number; missing: string[] }> {
  await makeFolder(folder);
  let written = 0;
  const missing: string[] = [];
  for (const { upload } of records) {
    if (!upload) continue;
    const content = await uploads.read(upload.id);
    if (!content) {
      missing.push(upload.id);
      continue;
    }
    await writeFile(join(folder, exportedFileName(upload)), content, { mode: fileMode });
    written++;
  }
  return { written, missing };
}
