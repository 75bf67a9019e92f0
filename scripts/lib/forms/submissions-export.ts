import type { FormDefinition } from '../../../src/forms/form-definition';
import type { SubmissionRecord } from './submission-record';

/** Records of the given forms received at or after `since`, oldest first. */
export function selectSubmissions(records: readonly SubmissionRecord[], since?: Date): SubmissionRecord[] {
  return records.filter((record) => !since || new Date(record.time) >= since).sort((a, b) => a.time.localeCompare(b.time));
}

// A cell starting with one of these is run as a formula by spreadsheet programs; a leading
// apostrophe makes them show it as text (visitors choose what they type).
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string | boolean | undefined): string {
  const text = value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV with a header row: time, form, id, then every field of the given forms in their order. */
export function submissionsCsv(records: readonly SubmissionRecord[], definitions: readonly FormDefinition[]): string {
  const fieldNames = [...new Set(definitions.flatMap((definition) => definition.fields.map((field) => field.name)))];
  const header = ['time', 'form', 'id', ...fieldNames];
  const rows = records.map((record) => [record.time, record.form, record.id, ...fieldNames.map((name) => record.fields[name])].map(csvCell));
  return [header, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
