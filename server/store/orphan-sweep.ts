import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FormStore } from './form-store';
import type { UploadStore } from './upload-store';

/** What is older than this and still unclaimed was left by a crash: a request ends within 30 s. */
export const orphanAgeMs = 60 * 60 * 1000;

export interface SweptOrphans {
  /** Files of bodies that were never read to the end (`.part` in the incoming folder). */
  partial: number;
  /** Stored files no submission names (the server stopped between the file and its record). */
  unnamed: number;
}

async function removePartial(incoming: string, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(incoming);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(incoming, name);
    const old = await stat(path).then(
      ({ mtimeMs }) => mtimeMs < cutoff,
      () => false,
    );
    if (!old) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}

/**
 * Removes what a crash (kill -9, a power cut) leaves of uploads, once it is an hour old: partial
 * files of bodies still being received, and stored files (or `form_uploads` rows) that no
 * submission names, since the file is kept before its record is written. Younger ones may still
 * be claimed by a request in flight, so they wait for the next sweep.
 */
export async function sweepOrphans(
  store: Pick<FormStore, 'submissions'>,
  uploads: UploadStore,
  incoming: string,
  now = Date.now(),
): Promise<SweptOrphans> {
  const cutoff = now - orphanAgeMs;
  const partial = await removePartial(incoming, cutoff);
  const old = (await uploads.stored()).filter((file) => file.storedAt.getTime() < cutoff);
  if (!old.length) return { partial, unnamed: 0 };
  const named = new Set((await store.submissions()).flatMap((record) => (record.upload ? [record.upload.id] : [])));
  const unnamed = await uploads.remove(old.filter((file) => !named.has(file.id)).map((file) => file.id));
  return { partial, unnamed };
}

/** In words for the log, or undefined when nothing was removed. */
export function sweptInWords({ partial, unnamed }: SweptOrphans): string | undefined {
  if (!partial && !unnamed) return undefined;
  return `removed ${partial} partial upload${partial === 1 ? '' : 's'} and ${unnamed} uploaded file${unnamed === 1 ? '' : 's'} no submission names, older than an hour`;
}

/** Sweeps at start (once the store is open) and then hourly; a failure is logged and tried again. */
export function startOrphanSweep(
  store: FormStore,
  uploads: UploadStore,
  incoming: string,
  log: (line: string) => void,
): () => void {
  const sweep = async () => {
    try {
      const words = sweptInWords(await sweepOrphans(store, uploads, incoming));
      if (words) log(`uploads: ${words}`);
    } catch (error) {
      log(`uploads: could not sweep orphaned files: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void store.opened.then(sweep);
  const timer = setInterval(() => void sweep(), orphanAgeMs);
  timer.unref();
  return () => clearInterval(timer);
}
