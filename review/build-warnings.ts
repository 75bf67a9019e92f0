import { existsSync, readFileSync } from 'node:fs';

/**
 * The build's warnings on each side (an English label on a Hindi page, a stale list, a slip of
 * copy): the build child writes them beside the side's output, and the report lists the ones the
 * change brings, each as `file:line: message`.
 */

export interface BuildWarning {
  file: string;
  line?: number;
  message: string;
}

/** Where a side's warnings are written: beside its output folder, never in it (the report reads every file there). */
export function warningsFileOf(outDir: string): string {
  return `${outDir}.warnings.json`;
}

/** A side's warnings, or none when its build wrote no file (a base built before warnings were kept). */
export function readBuildWarnings(outDir: string): BuildWarning[] {
  const file = warningsFileOf(outDir);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as BuildWarning[];
}

/** The warnings of the working tree that the base did not have, matched by file and message (lines move with edits). */
export function newBuildWarnings(before: readonly BuildWarning[], after: readonly BuildWarning[]): string[] {
  const known = new Set(before.map((warning) => `${warning.file}\n${warning.message}`));
  return after
    .filter((warning) => !known.has(`${warning.file}\n${warning.message}`))
    .map((warning) => `${warning.file}${warning.line ? `:${warning.line}` : ''}: ${warning.message}`);
}
