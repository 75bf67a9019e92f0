import type { FormDefinition } from '../../src/forms/form-definition';
import { spreadsheetCell } from './spreadsheet-cell';
import type { SubmissionRecord } from './submission-record';

export interface Selection {
  /** Only those received at or after this time. */
  since?: Date;
  /** Those that filled the spam trap too (left out by default). */
  includeSpam?: boolean;
}

/** The records chosen, oldest first. */
export function selectSubmissions(
  records: readonly SubmissionRecord[],
  { since, includeSpam = false }: Selection = {},
): SubmissionRecord[] {
  return records
    .filter((record) => (!since || new Date(record.time) >= since) && (includeSpam || !record.spam))
    .sort((a, b) => a.time.localeCompare(b.time));
}

export interface CsvOptions {
  /** Adds a last column, `spam`: true for a submission that filled the spam trap. */
  spamColumn?: boolean;
}

// Tells spreadsheet programs the file is UTF-8; without it Excel reads it in the local code page.
const byteOrderMark = '\uFEFF';

/**
 * CSV (RFC 4180, CRLF between rows) with a byte order mark and a header row: time, form, id,
 * then every field of the given forms in their order, then `spam` when asked. Each cell is made
 * safe to open in a spreadsheet (`spreadsheet-cell.ts`).
 */
export function submissionsCsv(
  records: readonly SubmissionRecord[],
  definitions: readonly FormDefinition[],
  { spamColumn = false }: CsvOptions = {},
): string {
  const fieldNames = [...new Set(definitions.flatMap((definition) => definition.fields.map((field) => field.name)))];
  const header = ['time', 'form', 'id', ...fieldNames, ...(spamColumn ? ['spam'] : [])];
  const rows = records.map((record) => [
    record.time,
    record.form,
    record.id,
    ...fieldNames.map((name) => record.fields[name]),
    ...(spamColumn ? [record.spam === true] : []),
  ]);
  return byteOrderMark + [header, ...rows].map((row) => row.map(spreadsheetCell).join(',')).join('\r\n') + '\r\n';
}
