import type { FormStore, Removed } from './form-store';
import type { SubmissionRecord } from './submission-record';
import type { UploadStore } from './upload-store';

export interface RemovedWithFiles extends Removed {
  /** Uploaded files removed with the submissions that named them. */
  files: number;
}

const uploadIds = (records: readonly SubmissionRecord[]) =>
  records.flatMap((each) => (each.upload ? [each.upload.id] : []));

/**
 * Erases an address (`FormStore.erase`) and the files its submissions sent. The files go after
 * the records: a failure between the two leaves a file nobody names, never a record naming a
 * file that is gone.
 */
export async function eraseWithFiles(store: FormStore, uploads: UploadStore, email: string): Promise<RemovedWithFiles> {
  const ids = uploadIds((await store.personData(email)).submissions);
  const removed = await store.erase(email);
  return { ...removed, files: await uploads.remove(ids) };
}

/** Removes submissions received before `cutoff` (`FormStore.removeOlderThan`) and their files. */
export async function removeOlderWithFiles(
  store: FormStore,
  uploads: UploadStore,
  cutoff: Date,
): Promise<RemovedWithFiles> {
  const ids = uploadIds((await store.submissions()).filter((each) => new Date(each.time) < cutoff));
  const removed = await store.removeOlderThan(cutoff);
  return { ...removed, files: await uploads.remove(ids) };
}
