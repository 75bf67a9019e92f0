import type { FormId } from '../../src/forms/form-definition';
import type { FormStore } from './form-store';
import { openPostgresStore } from './postgres/postgres-store';
import { openSubmissionStore } from './submission-store';

export interface StoreChoice {
  /** Set: PostgreSQL, shared by every server given the same URL. Unset: JSON Lines files in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  forms: readonly FormId[];
  log: (line: string) => void;
}

/** The store the settings name, its problems and recoveries logged. */
export function openFormStore({ databaseUrl, dataDir, forms, log }: StoreChoice): FormStore {
  if (databaseUrl) {
    return openPostgresStore({
      url: databaseUrl,
      log,
      onProblem: (problem) =>
        log(
          `form submissions cannot be stored in PostgreSQL (pages are still served; each submission tries again): ${problem}`,
        ),
      onRecovery: () => log('form submissions: PostgreSQL stores them again'),
    });
  }
  return openSubmissionStore({
    dataDir,
    forms,
    onTornLine: ({ file, bytes, keptIn }) =>
      log(`${file}: its last line was torn by an interrupted write (${bytes} bytes); moved it to ${keptIn}`),
    onProblem: (problem) =>
      log(
        `form submissions cannot be stored in ${dataDir} (pages are still served; each submission tries again): ${problem}`,
      ),
    onRecovery: (message) => log(`form submissions in ${dataDir}: ${message}`),
  });
}
