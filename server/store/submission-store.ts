import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { FieldValue } from '../../src/forms/check-submission';
import type { FormId } from '../../src/forms/form-definition';
import { LineAppender } from './line-appender';
import { makeFolder } from './make-folder';
import { HealthRecord, type HealthReports, type StoreHealth } from './store-health';
import { submissionFile, type SubmissionRecord } from './submission-record';
import { setAsideTornLine, type TornLine } from './torn-line';

export interface SaveOptions {
  /** The submission filled the spam trap: kept, but marked. */
  spam?: boolean;
}

export interface SubmissionStore {
  /** Resolves once the submission is on disk; rejects when it could not be stored. */
  save: (form: FormId, fields: Record<string, FieldValue>, options?: SaveOptions) => Promise<SubmissionRecord>;
  /** Ready when every form's file was prepared and its last write (if any) worked. */
  health: () => StoreHealth;
  /** Tries the preparation of every form's file again, as a save would; for health checks, which see no saves. */
  recheck: () => Promise<void>;
  /** Settles once each form's file has been prepared at start-up, or has failed to be; never rejects. */
  opened: Promise<void>;
  close: () => Promise<void>;
}

export interface StoreOptions extends HealthReports {
  dataDir: string;
  forms: readonly FormId[];
  /** Told of each torn last line found (and set aside). */
  onTornLine?: (torn: TornLine) => void;
  now?: () => Date;
}

/**
 * The submissions, one JSON Lines file per form in `dataDir` (created when missing). Opening it
 * never throws and waits for no disk: each form's file is prepared in the background (the folder
 * made, a torn last line a crash left set aside, the file opened). A storage fault is reported,
 * the form's saves reject while it lasts, and each save tries the preparation again, so the store
 * works again without a restart once the disk does.
 */
export function openSubmissionStore({
  dataDir,
  forms,
  onTornLine = () => {},
  now = () => new Date(),
  ...reports
}: StoreOptions): SubmissionStore {
  const health = new HealthRecord(reports);
  const appenders = new Map<FormId, LineAppender>();
  for (const form of forms) {
    const file = submissionFile(dataDir, form);
    const prepare = async () => {
      await makeFolder(dataDir);
      const torn = await setAsideTornLine(file);
      if (torn) onTornLine(torn);
    };
    appenders.set(form, new LineAppender(file, prepare));
  }
  const track = <T>(form: FormId, work: Promise<T>) => health.track(basename(submissionFile(dataDir, form)), work);
  const openAll = () =>
    Promise.all([...appenders].map(([form, appender]) => track(form, appender.open()).catch(() => {}))).then(() => {});
  const opened = openAll();

  return {
    async save(form, fields, { spam = false } = {}) {
      const appender = appenders.get(form);
      if (!appender) throw new Error(`no store for form ${form}`);
      const record: SubmissionRecord = {
        id: randomUUID(),
        time: now().toISOString(),
        form,
        fields,
        ...(spam && { spam }),
      };
      await track(form, appender.append(`${JSON.stringify(record)}\n`));
      return record;
    },
    health: () => health.current(),
    recheck: openAll,
    opened,
    async close() {
      await opened;
      await Promise.all([...appenders.values()].map((appender) => appender.close()));
    },
  };
}
