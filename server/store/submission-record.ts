import { join } from 'node:path';
import { z } from 'zod';
import type { FormId } from '../../src/forms/form-definition';

/** One stored submission: one line of `<form>.jsonl`. No request headers, no addresses. */
export const submissionRecord = z.strictObject({
  id: z.string().min(1),
  /** When the server received it, ISO 8601 in UTC. */
  time: z.iso.datetime(),
  form: z.enum(['inquiry', 'contact', 'newsletter']),
  /** Every field of the form's definition, as checked: text as typed (trimmed), checkboxes as booleans. */
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Filled the spam trap; the fields are then as checked when they pass, else as sent (see `spam-fields.ts`). */
  spam: z.literal(true).optional(),
});

export type SubmissionRecord = z.output<typeof submissionRecord>;

/** The file a form's submissions are appended to. */
export function submissionFile(dataDir: string, form: FormId): string {
  return join(dataDir, `${form}.jsonl`);
}

/** Where a torn last line is set aside at start-up, so the main file stays whole lines only. */
export function tornLinesFile(file: string): string {
  return `${file}.torn`;
}
