import type { FormStore } from './form-store';
import { sweepOrphans, sweptInWords } from './orphan-sweep';
import { eraseWithFiles } from './upload-removal';
import type { UploadStore } from './upload-store';

/** What `npm run submissions` does besides listing. */
export type Operation =
  | { kind: 'deliveries' }
  | { kind: 'retry-failed' }
  | { kind: 'export'; email: string }
  | { kind: 'erase'; email: string };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Runs one operation on the store; returns what to print (JSON, or one line saying what was done). */
export async function runOperation(
  store: FormStore,
  uploads: UploadStore,
  incoming: string,
  operation: Operation,
): Promise<string> {
  switch (operation.kind) {
    case 'deliveries':
      return `${JSON.stringify(await store.deliveries(), null, 2)}\n`;
    case 'retry-failed':
      return `${plural(await store.retryFailed(), 'failed delivery', 'failed deliveries')} queued again in ${store.description}\n`;
    case 'export':
      return `${JSON.stringify({ email: operation.email, ...(await store.personData(operation.email)) }, null, 2)}\n`;
    case 'erase': {
      const removed = await eraseWithFiles(store, uploads, operation.email);
      // A file whose record was never written cannot be found by its address; it may be this person's.
      const orphans = sweptInWords(await sweepOrphans(store, uploads, incoming));
      const redacted = removed.redacted
        ? `, and replaced it with [erased] in the text of ${plural(removed.redacted, 'other submission', 'other submissions')}`
        : '';
      return `${operation.email}: removed ${plural(removed.submissions, 'submission', 'submissions')} and ${plural(removed.deliveries, 'outbox entry', 'outbox entries')}${removed.files ? ` and ${plural(removed.files, 'uploaded file', 'uploaded files')}` : ''}${redacted} from ${store.description}\n${orphans ? `and ${orphans}\n` : ''}`;
    }
  }
}
