import type { SubmissionRecord } from './submission-record';

/** Whether a submission holds the address in any field, as the visitor typed it or in other case. */
export function belongsTo(record: SubmissionRecord, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return Object.values(record.fields).some(
    (value) => typeof value === 'string' && value.trim().toLowerCase() === wanted,
  );
}
