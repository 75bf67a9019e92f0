import { join } from 'node:path';
import { z } from 'zod';
import { formIds, type FormId } from '../../src/forms/form-definition';
import { channelNames } from '../outbox/channel-name';

/** One stored submission: one line of `<form>.jsonl`. No request headers, no addresses. */
export const submissionRecord = z.strictObject({
  id: z.string().min(1),
  /** When the server received it, ISO 8601 in UTC. */
  time: z.iso.datetime(),
  form: z.enum(formIds),
  /** Every field of the form's definition, as checked: text as typed (trimmed), checkboxes as booleans. */
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Filled the spam trap; the fields are then as checked when they pass, else as sent (see `spam-fields.ts`). */
  spam: z.literal(true).optional(),
  /** What the visitor agreed to (`server/forms/consent-record.ts`); absent for a form without consent boxes. */
  consent: z
    .strictObject({
      /** The consent wording the form showed, word for word. */
      wording: z.string(),
      /** `sha256:` and the first 16 hex digits of the wording's hash: equal wordings, equal versions. */
      version: z.string(),
      /** The site path the form was sent from (its Referer), or null when the browser did not say. */
      page: z.string().nullable(),
      time: z.iso.datetime(),
    })
    .optional(),
  /**
   * The file sent with it (a CV), kept apart in the upload store (`upload-store.ts`) under `id`.
   * `name` is the visitor's file name, cleaned (`safe-file-name.ts`), shown only as a label.
   */
  upload: z
    .strictObject({
      id: z.uuid(),
      field: z.string(),
      mediaType: z.string(),
      bytes: z.number().int().nonnegative(),
      name: z.string(),
    })
    .optional(),
  /** The notification channels queued in the same write (the outbox entries this line stands for). */
  deliveries: z.array(z.enum(channelNames)).optional(),
});

export type SubmissionRecord = z.output<typeof submissionRecord>;
export type ConsentRecord = NonNullable<SubmissionRecord['consent']>;
export type UploadRecord = NonNullable<SubmissionRecord['upload']>;

/** The file a form's submissions are appended to. */
export function submissionFile(dataDir: string, form: FormId): string {
  return join(dataDir, `${form}.jsonl`);
}

/** Where a torn last line is set aside at start-up, so the main file stays whole lines only. */
export function tornLinesFile(file: string): string {
  return `${file}.torn`;
}
