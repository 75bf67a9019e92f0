import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { FieldValue } from '../../../src/forms/check-submission';
import type { FormId } from '../../../src/forms/form-definition';
import { LineAppender } from './line-appender';
import { submissionFile, type SubmissionRecord } from './submission-record';
import { setAsideTornLine, type TornLine } from './torn-line';

export interface SubmissionStore {
  /** Resolves once the submission is on disk; rejects when it could not be stored. */
  save: (form: FormId, fields: Record<string, FieldValue>) => Promise<SubmissionRecord>;
  close: () => Promise<void>;
}

export interface StoreOptions {
  dataDir: string;
  forms: readonly FormId[];
  /** Told of each torn last line found (and set aside) at start-up. */
  onTornLine?: (torn: TornLine) => void;
  now?: () => Date;
}

/**
 * The submissions, one JSON Lines file per form in `dataDir` (created when missing). Opening it
 * repairs what a crash may have left: a torn last line is set aside before the first append.
 */
export function openSubmissionStore({ dataDir, forms, onTornLine = () => {}, now = () => new Date() }: StoreOptions): SubmissionStore {
  mkdirSync(dataDir, { recursive: true });
  const appenders = new Map<FormId, LineAppender>();
  for (const form of forms) {
    const file = submissionFile(dataDir, form);
    const torn = setAsideTornLine(file);
    if (torn) onTornLine(torn);
    appenders.set(form, new LineAppender(file));
  }
  return {
    async save(form, fields) {
      const appender = appenders.get(form);
      if (!appender) throw new Error(`no store for form ${form}`);
      const record: SubmissionRecord = { id: randomUUID(), time: now().toISOString(), form, fields };
      await appender.append(`${JSON.stringify(record)}\n`);
      return record;
    },
    async close() {
      await Promise.all([...appenders.values()].map((appender) => appender.close()));
    },
  };
}
