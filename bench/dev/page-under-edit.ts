import { readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { withWordAdded } from './edited-text';

export interface PageUnderEdit {
  /** Saves the page with `word` added to its first paragraph. */
  save: (word: string) => Promise<void>;
  /** Puts the page back as it was; safe to call more than once. */
  restore: () => void;
}

/**
 * A real page the bench edits as a copywriter would. Its original text is put back by `restore`, and
 * also when the process exits first (an error, or Ctrl-C: the bench's SIGINT handler exits).
 */
export function pageUnderEdit(file: string): PageUnderEdit {
  const original = readFileSync(file, 'utf8');
  let changed = false;
  const restore = () => {
    if (!changed) return;
    writeFileSync(file, original);
    changed = false;
    process.off('exit', restore);
  };
  process.on('exit', restore);
  return {
    save: async (word) => {
      changed = true;
      await writeFile(file, withWordAdded(original, word));
    },
    restore,
  };
}
