import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { parseSubmissions, type ParsedSubmissions } from '../../server/store/submission-lines';
import { submissionFile, type SubmissionRecord } from '../../server/store/submission-record';
import type { FormId } from '../../src/forms/form-definition';

/** Everything a server has stored for a form, read line by line the way the export command reads it. */
export function readStored(dataDir: string, form: FormId): ParsedSubmissions {
  const file = submissionFile(dataDir, form);
  return parseSubmissions(existsSync(file) ? readFileSync(file, 'utf8') : '');
}

/** The shared server's stored submissions of a form whose field `name` is `value`. */
export function storedWhere(form: FormId, name: string, value: string): SubmissionRecord[] {
  return readStored(inject('dataDir'), form).records.filter((record) => record.fields[name] === value);
}
