import type { FormStore } from './form-store';
import { removeOlderWithFiles } from './upload-removal';
import type { UploadStore } from './upload-store';

const day = 24 * 60 * 60 * 1000;

/**
 * Removes submissions older than `days` (with their outbox entries and uploaded files) now and then daily; a failure
 * is logged and tried again the next day. Returns a function that stops it. Uploads no submission
 * names are the hourly sweep's (`orphan-sweep.ts`), which runs beside it.
 */
export function startRetention(
  store: FormStore,
  uploads: UploadStore,
  days: number,
  log: (line: string) => void,
): () => void {
  const sweep = async () => {
    const cutoff = new Date(Date.now() - days * day);
    try {
      const removed = await removeOlderWithFiles(store, uploads, cutoff);
      if (removed.submissions)
        log(
          `retention (${days} days): removed ${removed.submissions} submissions received before ${cutoff.toISOString()} and ${removed.deliveries} outbox entries and ${removed.files} uploaded files`,
        );
    } catch (error) {
      log(
        `retention (${days} days): could not remove old submissions: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  void store.opened.then(sweep);
  const timer = setInterval(() => void sweep(), day);
  timer.unref();
  return () => clearInterval(timer);
}
