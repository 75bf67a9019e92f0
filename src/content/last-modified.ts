import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** An instant as UTC ISO 8601 to the second (`2026-03-03T09:00:00Z`), whichever zone git or the file system wrote. */
export function utcInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

async function git(cwd: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run('git', ['-c', 'core.quotepath=off', ...args], { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/**
 * Each file's last commit from one `git log` over the folder (newest first, so a file's first
 * appearance is its last change): `%x00` and the commit time start a commit, its files follow.
 */
export function parseNameLog(log: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const commit of log.split('\0').slice(1)) {
    const [when, ...names] = commit.split('\n');
    for (const name of names) if (name && !dates.has(name)) dates.set(name, utcInstant(new Date(when)));
  }
  return dates;
}

/** The files with their last commit, less those changed since (staged or not); empty outside a git checkout. */
async function committedDates(dir: string): Promise<Map<string, string>> {
  try {
    const [log, changed] = await Promise.all([
      git(dir, ['log', '--relative', '--name-only', '--format=%x00%cI', '--', '.']),
      git(dir, ['diff', 'HEAD', '--relative', '--name-only', '--', '.']),
    ]);
    const dates = parseNameLog(log);
    for (const name of changed.split('\n')) dates.delete(name);
    return dates;
  } catch {
    // Not a checkout, no commit yet, or no git: every file falls back to its own time.
    return new Map();
  }
}

/**
 * When each file (relative to `dir`, with `/`) last changed: its last commit's time, from two git
 * calls for the whole folder (the log, and the files changed since the last commit), or the
 * file's modification time when it is new, changed since its last commit, or outside a checkout.
 * A shallow clone knows only its own commits: files unchanged in them get the oldest one's time.
 */
export async function lastModifiedDates(dir: string, files: readonly string[]): Promise<Map<string, string>> {
  const committed = await committedDates(dir);
  const dates = await Promise.all(
    files.map(async (file) => committed.get(file) ?? utcInstant((await stat(join(dir, file))).mtime)),
  );
  return new Map(files.map((file, index) => [file, dates[index]]));
}

/** Each page's last change by its path. */
export async function pagesLastModified(
  pagesDir: string,
  pages: readonly { file: string; path: string }[],
): Promise<Record<string, string>> {
  const dates = await lastModifiedDates(
    pagesDir,
    pages.map((page) => page.file),
  );
  const byPath: Record<string, string> = {};
  for (const page of pages) byPath[page.path] = dates.get(page.file) ?? '';
  return byPath;
}
