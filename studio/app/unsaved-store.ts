/** Unsaved text of a file, kept in the browser until it is saved, so a reload of the studio loses nothing. */
export interface UnsavedText {
  text: string;
  /** The version the text was opened at, for the save that follows. */
  version: string | null;
  /** The text at that version, for merging with the disk's (absent in what older studios kept). */
  baseText?: string | null;
  /** When it was last changed, ms since the epoch. */
  savedAt: number;
}

const prefix = 'studio:unsaved:';

export function readUnsaved(file: string): UnsavedText | null {
  try {
    const stored = localStorage.getItem(prefix + file);
    return stored ? (JSON.parse(stored) as UnsavedText) : null;
  } catch {
    return null;
  }
}

export function keepUnsaved(file: string, text: string, version: string | null, baseText: string | null): void {
  try {
    localStorage.setItem(
      prefix + file,
      JSON.stringify({ text, version, baseText, savedAt: Date.now() } satisfies UnsavedText),
    );
  } catch {
    // A full or disabled storage only loses the safety net, not the text in the editor.
  }
}

export function forgetUnsaved(file: string): void {
  try {
    localStorage.removeItem(prefix + file);
  } catch {
    // As above.
  }
}
