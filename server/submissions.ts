import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formIds } from '../src/forms/form-definition';
import { forms } from '../src/forms/forms';
import { isoDate } from '../src/shared/schema';
import { submissionsCsv, selectSubmissions } from './store/submissions-export';
import { parseSubmissions } from './store/submission-lines';
import { submissionFile, type SubmissionRecord } from './store/submission-record';
import { openFormStore } from './store/open-store';
import { openUploadStore } from './store/open-uploads';
import { incomingFolder } from './store/upload-store';
import { exportFiles } from './store/export-files';
import { runOperation, type Operation } from './store/store-operations';
import { readStoreSettings } from './settings';

const usage = `Prints the stored form submissions (JSON by default).

  npm run submissions -- [--form ${formIds.join('|')}] [--since 2026-01-01] [--csv] [--include-spam] [--data-dir data]
                         [--files <folder>]  also writes the listed submissions' uploaded files (CVs)
                                             there, each named <id>.<pdf|docx|odt> as its record says
  npm run submissions -- --deliveries          pending and failed notifications (JSON)
  npm run submissions -- --retry-failed        queues the failed notifications again
  npm run submissions -- --email <address>     everything stored for one person (JSON)
  npm run submissions -- --erase <address>     removes it all, and says how many records went

Submissions that filled the spam trap are left out; --include-spam adds them (marked "spam": true,
and in a spam column of the CSV). The CSV is UTF-8 with a byte order mark; a cell a spreadsheet
would run as a formula starts with an apostrophe. The store is PostgreSQL when DATABASE_URL is
set, else the data folder: --data-dir, else DATA_DIR, else ./data.`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function parseOptions() {
  try {
    return parseArgs({
      options: {
        form: { type: 'string' },
        since: { type: 'string' },
        csv: { type: 'boolean', default: false },
        'include-spam': { type: 'boolean', default: false },
        'data-dir': { type: 'string' },
        files: { type: 'string' },
        deliveries: { type: 'boolean', default: false },
        'retry-failed': { type: 'boolean', default: false },
        email: { type: 'string' },
        erase: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
const options = parseOptions();
if (options.help) {
  console.log(usage);
  process.exit(0);
}

const selected = options.form ? forms.filter((form) => form.id === options.form) : forms;
if (!selected.length)
  fail(`--form ${options.form}: no such form; the forms are ${forms.map((form) => form.id).join(', ')}`);
let since: Date | undefined;
if (options.since !== undefined) {
  since = new Date(isoDate.safeParse(options.since).success ? `${options.since}T00:00:00Z` : options.since);
  if (Number.isNaN(since.getTime()))
    fail(`--since ${options.since}: not a date such as 2026-01-01 or 2026-01-01T09:00:00Z`);
}

function storeSettingsOrFail() {
  try {
    return readStoreSettings(process.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
const storeSettings = storeSettingsOrFail();
const dataDir = options['data-dir'] === undefined ? storeSettings.dataDir : resolve(options['data-dir']);
const { databaseUrl } = storeSettings;
const operations: Operation[] = [
  ...(options.deliveries ? [{ kind: 'deliveries' as const }] : []),
  ...(options['retry-failed'] ? [{ kind: 'retry-failed' as const }] : []),
  ...(options.email !== undefined ? [{ kind: 'export' as const, email: options.email }] : []),
  ...(options.erase !== undefined ? [{ kind: 'erase' as const, email: options.erase }] : []),
];
if (operations.length > 1) fail('--deliveries, --retry-failed, --email and --erase go one at a time');
for (const operation of operations)
  if ('email' in operation && !operation.email.includes('@')) fail(`${operation.email}: not an email address`);

/** The JSONL files read as they are, so a torn or damaged line is reported with its line number. */
function readFiles(): { records: SubmissionRecord[]; damaged: boolean } {
  const records: SubmissionRecord[] = [];
  let damaged = false;
  for (const form of selected) {
    const file = submissionFile(dataDir, form.id);
    if (!existsSync(file)) continue;
    const parsed = parseSubmissions(readFileSync(file, 'utf8'));
    records.push(...parsed.records);
    if (parsed.tornLastLine) {
      console.error(
        `${file}:${parsed.tornLastLine.line}: torn last line (${parsed.tornLastLine.bytes} bytes, an interrupted write), skipped`,
      );
    }
    for (const bad of parsed.badLines) console.error(`${file}:${bad.line}: not a submission (${bad.reason}), skipped`);
    damaged ||= parsed.badLines.length > 0;
  }
  return { records, damaged };
}

async function list(records: SubmissionRecord[], from: string): Promise<void> {
  const includeSpam = options['include-spam'];
  const chosen = selectSubmissions(records, { since, includeSpam });
  if (options.files !== undefined) {
    const folder = resolve(options.files);
    const { written, missing } = await exportFiles(chosen, uploads, folder);
    console.error(`${written} uploaded file${written === 1 ? '' : 's'} written to ${folder}`);
    for (const id of missing) console.error(`uploaded file ${id}: no longer stored, skipped`);
  }
  process.stdout.write(
    options.csv
      ? submissionsCsv(chosen, selected, { spamColumn: includeSpam })
      : `${JSON.stringify(chosen, null, 2)}\n`,
  );
  const spamLeftOut = includeSpam ? 0 : selectSubmissions(records, { since, includeSpam: true }).length - chosen.length;
  const spamNote = spamLeftOut ? ` (and ${spamLeftOut} marked as spam, left out: --include-spam shows them)` : '';
  console.error(`${chosen.length} submission${chosen.length === 1 ? '' : 's'} from ${from}${spamNote}`);
}

const uploads = openUploadStore({ databaseUrl, dataDir, log: (line) => console.error(line) });

if (operations.length || databaseUrl) {
  const store = openFormStore({
    databaseUrl,
    dataDir,
    forms: forms.map((form) => form.id),
    log: (line) => console.error(line),
  });
  try {
    await store.opened;
    if (!store.health().ready) throw new Error(store.health().problems.join('; '));
    const [operation] = operations;
    if (operation) process.stdout.write(await runOperation(store, uploads, incomingFolder(dataDir), operation));
    else {
      const forms = new Set(selected.map((form) => form.id));
      await list(
        (await store.submissions()).filter((record) => forms.has(record.form)),
        store.description,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await store.close().catch(() => {});
    await uploads.close().catch(() => {});
  }
} else {
  const { records, damaged } = readFiles();
  await list(records, dataDir);
  // A torn last line is what a crash leaves and the server sets it aside; any other bad line is not.
  if (damaged) process.exitCode = 1;
}
