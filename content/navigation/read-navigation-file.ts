import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentProblem } from '../../src/shared/content-error';
import { checkedDataFile } from '../data-file';
import { leavesFolder, linkedOutProblem } from '../folder-files';
import { navigationFileName, navigationSchema, type NavigationFile } from './navigation-schema';

export interface ReadNavigationFile {
  /** The name messages print, e.g. `pages/_navigation.yaml`. */
  label: string;
  /** The file's text, for the lines of later problems; empty when there is no file. */
  yaml: string;
  /** The checked file, or null when it is missing or fails its schema. */
  file: NavigationFile | null;
  problems: ContentProblem[];
}

function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Reads and checks `_navigation.yaml` of a content folder against its schema, with each problem's line. */
export function readNavigationFile(pagesDir: string, pagesLabel: string): ReadNavigationFile {
  const label = `${pagesLabel}/${navigationFileName}`;
  let yaml: string;
  if (leavesFolder(pagesDir, join(pagesDir, navigationFileName)))
    return { label, yaml: '', file: null, problems: [linkedOutProblem(label)] };
  try {
    yaml = readFileSync(join(pagesDir, navigationFileName), 'utf8');
  } catch (error) {
    if (!isMissingFile(error)) throw error;
    return {
      label,
      yaml: '',
      file: null,
      problems: [{ file: label, message: 'missing: the header and footer menus are read from this file' }],
    };
  }
  const { data, problems } = checkedDataFile(label, yaml, navigationSchema);
  return { label, yaml, file: data, problems };
}
