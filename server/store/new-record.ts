import { randomUUID } from 'node:crypto';
import type { FieldValue } from '../../src/forms/check-submission';
import type { FormId } from '../../src/forms/form-definition';
import type { SaveOptions } from './form-store';
import type { SubmissionRecord } from './submission-record';

/** The record both stores keep for a submission: a spam submission is marked and queues no delivery. */
export function newRecord(
  form: FormId,
  fields: Record<string, FieldValue>,
  { spam = false, consent, upload, deliveries = [] }: SaveOptions,
  time: Date,
): SubmissionRecord {
  const channels = spam ? [] : [...deliveries];
  return {
    id: randomUUID(),
    time: time.toISOString(),
    form,
    fields,
    ...(spam && { spam }),
    ...(consent && { consent }),
    ...(upload && { upload }),
    ...(channels.length > 0 && { deliveries: channels }),
  };
}
