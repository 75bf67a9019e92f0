/** The file being edited: its text (the one source of truth of form and editor) and what is on disk. */
export interface OpenFile {
  file: string;
  /** The page's address, null for data files. */
  path: string | null;
  text: string;
  /** The text as last read or saved. */
  savedText: string;
  /** The version the text was opened or last saved at, which `save` compares with the disk. */
  version: string | null;
  /**
   * The text at `version`: where a merge with the disk's text starts when something else saved the
   * file meanwhile. Null when not known (unsaved text a studio kept before it recorded it).
   */
  baseText: string | null;
  /** When unsaved text kept in the browser replaced the disk's at opening, when that text was written. */
  restoredFrom?: number;
}

export function isDirty(open: OpenFile | null): boolean {
  return open !== null && open.text !== open.savedText;
}

/** The file's path without `pages/`, as the page schemas name it. */
export function relativeToPages(file: string): string {
  return file.replace(/^pages\//, '');
}

/** Whether a file has frontmatter fields a form can edit (data files are edited as text only). */
export function hasFieldsForm(file: string): boolean {
  return file.endsWith('.mdx');
}
