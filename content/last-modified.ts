import type { PageTexts } from './page-texts';
import { execFile, spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AsOf } from '../src/shared/publication/as-of';
import { publicationDay } from './publication/page-publication';
import { sameVisibleText, visibleParts, type VisibleParts } from './visible-change';

const run = promisify(execFile);

/** An instant as UTC ISO 8601 to the second (`2026-03-03T09:00:00Z`), whichever zone git or the file system wrote. */
export function utcInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

async function git(cwd: string, args: readonly string[]): Promise<string> {
  const { stdout } = await run('git', ['-c', 'core.quotepath=off', ...args], { cwd, maxBuffer: 256 * 1024 * 1024 });
  return stdout;
}

/** One commit's version of a file: the commit, its time, and the file's name in it (it may have been renamed since). */
export interface FileVersion {
  commit: string;
  time: string;
  name: string;
}

/**
 * Each file's versions, newest first, from one `git log --name-status -M` over the folder: `%x00`,
 * the commit and its time start a commit, its changed files follow (`M\tname`, `R087\told\tnew`).
 * A file renamed in the folder keeps its history under its old name.
 */
export function parseStatusLog(log: string): Map<string, FileVersion[]> {
  const versions = new Map<string, FileVersion[]>();
  // Which file of today each name in the history stands for, learnt going back through renames.
  const currentOf = new Map<string, string>();
  for (const commit of log.split('\0').slice(1)) {
    const [head, ...lines] = commit.split('\n');
    const [hash, when] = head.split(' ');
    const time = utcInstant(new Date(when));
    for (const line of lines) {
      const [status, ...names] = line.split('\t');
      if (!status || names.length === 0) continue;
      const name = names.at(-1) ?? '';
      // The newest commit naming a file not yet seen is its latest version: it is (or was) a file of its own.
      if (!currentOf.has(name) && !versions.has(name)) currentOf.set(name, name);
      const current = currentOf.get(name);
      if (current === undefined) continue;
      const list = versions.get(current) ?? [];
      list.push({ commit: hash, time, name });
      versions.set(current, list);
      if (status.startsWith('R') && names.length === 2 && !currentOf.has(names[0])) currentOf.set(names[0], current);
      // Going back, the file does not exist before it was added (or renamed in): older uses of the name are another file's.
      if (status.startsWith('A') || status.startsWith('R')) currentOf.delete(name);
    }
  }
  return versions;
}

// The visible text of each version read so far (`commit:./name`), kept across calls: the dev server asks again after each edit.
const visibleOfVersion = new Map<string, VisibleParts | undefined>();

/** The visible text of many versions from one `git cat-file --batch` (undefined where the file is missing in that commit). */
async function readVersions(dir: string, specs: readonly string[]): Promise<void> {
  const wanted = [...new Set(specs)].filter((spec) => !visibleOfVersion.has(spec));
  if (wanted.length === 0) return;
  const child = spawn('git', ['cat-file', '--batch'], { cwd: dir, stdio: ['pipe', 'pipe', 'ignore'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  const closed = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  child.stdin.end(wanted.map((spec) => `${spec}\n`).join(''));
  if ((await closed) !== 0) throw new Error('git cat-file failed');
  const output = Buffer.concat(chunks);
  let at = 0;
  for (const spec of wanted) {
    const end = output.indexOf(0x0a, at);
    const header = output.subarray(at, end).toString('utf8');
    at = end + 1;
    const size = /^\S+ blob (\d+)$/.exec(header);
    if (!size) {
      visibleOfVersion.set(spec, undefined);
      continue;
    }
    const length = Number(size[1]);
    visibleOfVersion.set(spec, visibleParts(output.subarray(at, at + length).toString('utf8')));
    at += length + 1;
  }
}

const specOf = (version: FileVersion) => `${version.commit}:./${version.name}`;

/**
 * The time of the newest version whose visible text differs from the version before it, or
 * undefined when the text is still as first committed (its creation is no update).
 */
function lastVisibleChange(versions: readonly FileVersion[]): string | undefined {
  for (const [index, version] of versions.entries()) {
    const before = versions[index + 1];
    if (before === undefined) return undefined;
    if (!sameVisibleText(visibleOfVersion.get(specOf(version)), visibleOfVersion.get(specOf(before))))
      return version.time;
  }
  return undefined;
}

/** The later of a change's time and the publication day: a change made before or on the day a page was published is no update. */
function afterPublication(time: string, publishedOn: string | undefined): string {
  return publishedOn !== undefined && publishedOn >= time.slice(0, 10) ? publishedOn : time;
}

/**
 * When a visitor last saw a change on each file (relative to `dir`, with `/`): the last commit that
 * changed its visible text (`sameVisibleText`: body, title, description, summary; a commit that only
 * changed other fields or the layout does not count). From one `git log` and one `git cat-file
 * --batch` for the whole folder, whatever the number of files and commits.
 * - A file with a publication day (`publishedOn`) still as first committed is dated by that day
 *   (writing it was no update, even when it was committed after, as when moved from an old site),
 *   and a change before that day counts as that day.
 * - Without one, the commit that added the file counts.
 * - A file that is new or whose visible text changed since the last commit, or outside a checkout,
 *   is dated by its file's time (the time it was saved, not the time of the build).
 * No date is later than `asOf`: a site built as of a day says nothing happened after it. A shallow
 * clone knows only its own commits: a file unchanged in them gets the oldest one's time.
 */
export async function lastModifiedDates(
  dir: string,
  files: readonly string[],
  asOf: AsOf,
  publishedOn: ReadonlyMap<string, string> = new Map(),
  texts?: PageTexts,
): Promise<Map<string, string>> {
  let history = new Map<string, FileVersion[]>();
  let changedSinceCommit = new Set<string>();
  try {
    const [log, changed] = await Promise.all([
      git(dir, ['log', '--relative', '--name-status', '-M', '--format=%x00%H %cI', '--', '.']),
      git(dir, ['diff', 'HEAD', '--relative', '--name-only', '--', '.']),
    ]);
    history = parseStatusLog(log);
    changedSinceCommit = new Set(changed.split('\n').filter(Boolean));
    // A file with one version (never changed since it was added) needs no text, unless it changed since.
    const compared = files.filter((file) => (history.get(file)?.length ?? 0) > 1 || changedSinceCommit.has(file));
    await readVersions(
      dir,
      compared.flatMap((file) => (history.get(file) ?? []).map(specOf)),
    );
  } catch {
    // Not a checkout, no commit yet, or no git: every file is dated by its own time.
    history = new Map();
  }
  const dates = await Promise.all(
    files.map(async (file) => {
      const versions = history.get(file);
      const published = publishedOn.get(file);
      // A page not saved yet (the studio's preview) is as new as the as-of day.
      const fileTime = async () => {
        const saved = await stat(join(dir, file)).catch(() => undefined);
        return saved ? afterPublication(utcInstant(saved.mtime), published) : asOf;
      };
      if (!versions?.length) return fileTime();
      if (changedSinceCommit.has(file)) {
        const now = visibleParts(texts?.get(file) ?? (await readFile(join(dir, file), 'utf8')));
        if (!sameVisibleText(now, visibleOfVersion.get(specOf(versions[0])))) return fileTime();
      }
      const changed = lastVisibleChange(versions);
      if (changed === undefined) return published ?? versions.at(-1)?.time ?? (await fileTime());
      return afterPublication(changed, published);
    }),
  );
  return new Map(files.map((file, index) => [file, notAfter(dates[index], asOf)]));
}

/** The date, or the as-of day when the date is later. */
function notAfter(date: string, asOf: AsOf): string {
  return date.slice(0, 10) > asOf ? asOf : date;
}

/**
 * Each page's last change by its path: its `updated` field when it has one, else
 * `lastModifiedDates`, with its `date` as the publication day (an event's `date` is no such day).
 */
export async function pagesLastModified(
  pagesDir: string,
  pages: readonly { file: string; path: string; frontmatter?: { updated?: string; date?: string } }[],
  asOf: AsOf,
  /** The pages' texts when read already (`readSite`), so a page changed since its commit is not read again. */
  texts?: PageTexts,
): Promise<Record<string, string>> {
  const dated = pages.filter((page) => page.frontmatter?.updated === undefined);
  const publishedOn = new Map(
    dated.flatMap(({ file, frontmatter }) => {
      const day = publicationDay(file, frontmatter ?? {});
      return day === undefined ? [] : [[file, day] as const];
    }),
  );
  const dates = await lastModifiedDates(
    pagesDir,
    dated.map((page) => page.file),
    asOf,
    publishedOn,
    texts,
  );
  const byPath: Record<string, string> = {};
  for (const page of pages) {
    const updated = page.frontmatter?.updated;
    byPath[page.path] = updated === undefined ? (dates.get(page.file) ?? '') : notAfter(updated, asOf);
  }
  return byPath;
}
