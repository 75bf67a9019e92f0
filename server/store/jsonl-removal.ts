import type { FormId } from '../../src/forms/form-definition';
import type { Removed } from './form-store';
import { outboxEvent, outboxFile } from './jsonl-outbox';
import { parsedLine } from './parsed-line';
import { rewriteLines } from './rewrite-file';
import { submissionFile, submissionRecord, tornLinesFile, type SubmissionRecord } from './submission-record';

export interface Removal {
  /** Whether a stored submission goes. */
  record: (record: SubmissionRecord) => boolean;
  /** Whether a line that is not a submission (a torn fragment, a damaged line) goes. */
  text?: (line: string) => boolean;
  /** A kept submission as it is to be stored from now on, or undefined to keep it as it is. */
  edit?: (record: SubmissionRecord) => SubmissionRecord | undefined;
}

/**
 * Removes submissions from every form's file and their deliveries from the outbox, each file
 * rewritten atomically (`rewrite-file.ts`). The caller holds the store's lock, so appends wait
 * and none is lost. Each file is a step of its own: a crash between two leaves some of the
 * submissions removed and the rest still there, and running it again finishes the job.
 */
export async function removeFromFiles(dataDir: string, forms: readonly FormId[], removal: Removal): Promise<Removed> {
  const ids = new Set<string>();
  let deliveries = 0;
  let redacted = 0;
  for (const form of forms) {
    const file = submissionFile(dataDir, form);
    await rewriteLines(file, (line) => {
      const record = parsedLine(submissionRecord, line);
      if (!record) return !(removal.text?.(line) ?? false);
      if (!removal.record(record)) {
        const edited = removal.edit?.(record);
        if (!edited) return true;
        redacted++;
        return JSON.stringify(edited);
      }
      ids.add(record.id);
      deliveries += record.deliveries?.length ?? 0;
      return false;
    });
    if (removal.text) await rewriteLines(tornLinesFile(file), (line) => !removal.text?.(line));
  }
  if (ids.size) {
    await rewriteLines(outboxFile(dataDir), (line) => {
      const event = parsedLine(outboxEvent, line);
      return !(event && ids.has(event.id));
    });
  }
  return { submissions: ids.size, deliveries, ...(removal.edit && { redacted }) };
}
