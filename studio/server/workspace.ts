import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, lstat, mkdir, open, readFile, realpath, rename, stat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Changes, Committed } from '../shared/api';
import { WorkspaceRefusal, type WorkspaceAccess } from './workspace-access';
import { folderFiles } from '../../content/folder-files';

/** The two folders the studio may touch, by the names the API gives them. */
const roots = ['pages', 'public'] as const;
type RootName = (typeof roots)[number];

interface ResolvedName {
  /** The API name, `pages/services/cloud.mdx`. */
  name: string;
  root: RootName;
  /** The absolute path on disk. */
  path: string;
}

/** What a git command printed, or why it could not run. */
interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

const gitMissing =
  'Publishing needs git, which is not installed on this computer (or not found). Ask whoever set up the site to install git and start the studio again.';

function isInside(folder: string, path: string): boolean {
  const rest = relative(folder, path);
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest));
}

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** A branch name made from a commit message: `Add the bank case study` → `add-the-bank-case-study`. */
export function branchNameFrom(message: string): string {
  const slug = message
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return slug === '' ? 'changes' : slug;
}

/**
 * The studio's files on the local disk and its commits through the `git` command (run directly,
 * never through a shell). `pages/` and `public/` are the folders given, which tests point at
 * scratch copies; the git repository is the one holding the pages folder.
 */
export class LocalWorkspace implements WorkspaceAccess {
  readonly pagesDir: string;
  readonly publicDir: string;
  #realRoots: Promise<Record<RootName, string>> | undefined;

  constructor({ pagesDir, publicDir }: { pagesDir: string; publicDir: string }) {
    this.pagesDir = resolve(pagesDir);
    this.publicDir = resolve(publicDir);
  }

  /** The folders' real paths (themselves perhaps behind a symlink, e.g. a temporary folder). */
  #roots(): Promise<Record<RootName, string>> {
    this.#realRoots ??= (async () => {
      const real = async (folder: string) => realpath(folder).catch(() => folder);
      return { pages: await real(this.pagesDir), public: await real(this.publicDir) };
    })();
    return this.#realRoots;
  }

  /** Checks an API name's spelling and maps it onto the disk; refuses anything but `pages/…` and `public/…`. */
  #parse(file: unknown, { folder = false } = {}): ResolvedName {
    if (typeof file !== 'string' || file === '') throw new WorkspaceRefusal(400, 'No file was named.');
    const shown = JSON.stringify(file.slice(0, 200));
    // oxlint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[\u0000-\u001f\u007f]/.test(file))
      throw new WorkspaceRefusal(400, `The file name ${shown} contains control characters; use a plain name.`);
    if (file.includes('\\'))
      throw new WorkspaceRefusal(400, `The file name ${shown} contains a backslash; folders are separated by /.`);
    if (file.startsWith('/') || /^[a-zA-Z]:/.test(file))
      throw new WorkspaceRefusal(
        400,
        `${shown} is an absolute path; the studio only works with files under pages/ and public/.`,
      );
    const parts = file.split('/');
    if (parts.some((part) => part === '..' || part === '.'))
      throw new WorkspaceRefusal(
        400,
        `${shown} steps out of its folder with ..; name the file from pages/ or public/.`,
      );
    if (parts.some((part) => part === ''))
      throw new WorkspaceRefusal(400, `${shown} has an empty folder name (two slashes, or one at the end).`);
    const [first, ...rest] = parts;
    const root = roots.find((name) => name === first);
    if (!root || (rest.length === 0 && !folder))
      throw new WorkspaceRefusal(403, `The studio only reads and writes files under pages/ and public/, not ${shown}.`);
    const base = root === 'pages' ? this.pagesDir : this.publicDir;
    return { name: file, root, path: join(base, ...rest) };
  }

  /**
   * The name mapped onto the disk, after following every symlink on the way: the file (or, for one
   * not there yet, its nearest existing folder) must really be inside its root folder.
   */
  async #resolve(file: unknown, options: { folder?: boolean } = {}): Promise<ResolvedName> {
    const parsed = this.#parse(file, options);
    const realRoot = (await this.#roots())[parsed.root];
    const refuse = () =>
      new WorkspaceRefusal(
        403,
        `${parsed.name} leads outside ${parsed.root}/ through a link; the studio only works inside ${parsed.root}/.`,
      );
    let existing = parsed.path;
    for (;;) {
      try {
        const real = await realpath(existing);
        if (!isInside(realRoot, real)) throw refuse();
        return parsed;
      } catch (error) {
        if (error instanceof WorkspaceRefusal) throw error;
        if (errorCode(error) !== 'ENOENT' && errorCode(error) !== 'ENOTDIR') throw error;
      }
      // A link whose target is missing would be written through: refuse it as a link out.
      const link = await lstat(existing).catch(() => undefined);
      if (link?.isSymbolicLink()) throw refuse();
      const parent = dirname(existing);
      if (parent === existing) throw refuse();
      existing = parent;
    }
  }

  async read(file: string): Promise<Buffer> {
    const { name, path } = await this.#resolve(file);
    try {
      return await readFile(path);
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'EISDIR' || errorCode(error) === 'ENOTDIR')
        throw new WorkspaceRefusal(404, `There is no file ${name}; it may have been moved or deleted.`);
      throw error;
    }
  }

  async readText(file: string): Promise<string> {
    return (await this.read(file)).toString('utf8');
  }

  async exists(file: string): Promise<boolean> {
    const { path } = await this.#resolve(file);
    return stat(path).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  /** Writes the bytes to a new temporary file beside `path`, flushed to disk; returns its path. */
  async #temporary(path: string, data: string | Uint8Array): Promise<string> {
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.studio-tmp`);
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } catch (error) {
      await handle.close();
      await unlink(temporary).catch(() => {});
      throw error;
    } finally {
      await handle.close().catch(() => {});
    }
    return temporary;
  }

  async write(file: string, data: string | Uint8Array): Promise<void> {
    const { name, path } = await this.#resolve(file);
    if ((await stat(path).catch(() => undefined))?.isDirectory())
      throw new WorkspaceRefusal(409, `${name} is a folder, not a file.`);
    const temporary = await this.#temporary(path, data);
    try {
      await rename(temporary, path);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  async create(file: string, data: string | Uint8Array): Promise<boolean> {
    const { path } = await this.#resolve(file);
    const temporary = await this.#temporary(path, data);
    try {
      // A hard link fails when the name is taken, where a rename would replace the file.
      await link(temporary, path);
      return true;
    } catch (error) {
      if (errorCode(error) === 'EEXIST') return false;
      throw error;
    } finally {
      await unlink(temporary).catch(() => {});
    }
  }

  async move(from: string, to: string): Promise<void> {
    const source = await this.#resolve(from);
    const target = await this.#resolve(to);
    if (!(await this.exists(from))) throw new WorkspaceRefusal(404, `There is no file ${source.name} to move.`);
    await mkdir(dirname(target.path), { recursive: true });
    try {
      await link(source.path, target.path);
    } catch (error) {
      if (errorCode(error) === 'EEXIST')
        throw new WorkspaceRefusal(409, `${target.name} exists already; choose another name.`);
      if (errorCode(error) !== 'EXDEV' && errorCode(error) !== 'EPERM') throw error;
      try {
        await copyFile(source.path, target.path, constants.COPYFILE_EXCL);
      } catch (copyError) {
        if (errorCode(copyError) === 'EEXIST')
          throw new WorkspaceRefusal(409, `${target.name} exists already; choose another name.`);
        throw copyError;
      }
    }
    await unlink(source.path);
  }

  async list(folder: string): Promise<string[]> {
    const { name, path } = await this.#resolve(folder, { folder: true });
    // Not a recursive readdir, which follows a linked folder round a loop for ever; a link out of
    // the folder or to nothing is not listed (the site's read lists it as a problem).
    let files: string[];
    try {
      files = folderFiles(path).files;
    } catch (error) {
      if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return [];
      throw error;
    }
    return files.map((file) => `${name}/${file}`);
  }

  /** Runs git in the pages folder, in English (its messages are read here), never asking on a terminal. */
  #git(args: string[]): Promise<GitRun> {
    return new Promise((resolveRun, reject) => {
      execFile(
        'git',
        args,
        {
          cwd: this.pagesDir,
          env: { ...process.env, LC_ALL: 'C', LANGUAGE: 'C', GIT_TERMINAL_PROMPT: '0' },
          maxBuffer: 64 * 1024 * 1024,
          timeout: 120_000,
        },
        (error, stdout, stderr) => {
          if (error && errorCode(error) === 'ENOENT') return reject(new WorkspaceRefusal(503, gitMissing));
          if (error && typeof error.code !== 'number')
            return reject(new Error(`git could not run: ${error.message}`, { cause: error }));
          resolveRun({ code: error ? Number(error.code) : 0, stdout, stderr });
        },
      );
    });
  }

  async #gitOrFail(args: string[]): Promise<string> {
    const run = await this.#git(args);
    if (run.code !== 0) throw new Error(`git ${args[0]} failed: ${run.stderr.trim() || run.stdout.trim()}`);
    return run.stdout;
  }

  /** The repository holding the pages folder, and the pathspecs of pages/ and public/ within it. */
  async #repository(): Promise<{ top: string; pathspecs: string[]; prefixes: [string, RootName][] }> {
    const run = await this.#git(['rev-parse', '--show-toplevel']);
    if (run.code !== 0) {
      if (/not a git repository/i.test(run.stderr))
        throw new WorkspaceRefusal(
          409,
          `The pages folder (${this.pagesDir}) is not in a git repository, so there is nothing to publish to. Ask whoever set up the site to open the studio from a copy of the site's repository (git clone).`,
        );
      throw new Error(`git could not find the repository: ${run.stderr.trim()}`);
    }
    const top = await realpath(run.stdout.trim());
    const realRoots = await this.#roots();
    const prefixes: [string, RootName][] = [];
    for (const root of roots) {
      if (!isInside(top, realRoots[root])) continue;
      prefixes.push([relative(top, realRoots[root]).split(sep).join('/'), root]);
    }
    const pathspecs = prefixes.map(([prefix]) => `:(top,literal)${prefix === '' ? '.' : prefix}`);
    return { top, pathspecs, prefixes };
  }

  /** A path git printed (relative to the repository) as an API name, or undefined outside pages/ and public/. */
  static #apiName(path: string, prefixes: [string, RootName][]): string | undefined {
    for (const [prefix, root] of prefixes) {
      if (prefix === '') return `${root}/${path}`;
      if (path.startsWith(`${prefix}/`)) return `${root}/${path.slice(prefix.length + 1)}`;
    }
    return undefined;
  }

  async changes(): Promise<Changes> {
    const { pathspecs, prefixes } = await this.#repository();
    const branch = (await this.#gitOrFail(['branch', '--show-current'])).trim();
    const status = await this.#gitOrFail([
      'status',
      '--porcelain=v1',
      '-z',
      '--untracked-files=all',
      '--',
      ...pathspecs,
    ]);
    const fields = status.split('\0');
    const files: Changes['files'] = [];
    for (let index = 0; index < fields.length; index++) {
      const entry = fields[index];
      if (entry.length < 4) continue;
      const code = entry.slice(0, 2);
      const file = LocalWorkspace.#apiName(entry.slice(3), prefixes);
      // A rename's or copy's entry is followed by the path it came from.
      const from = /[RC]/.test(code) ? LocalWorkspace.#apiName(fields[++index] ?? '', prefixes) : undefined;
      if (!file) continue;
      if (code.includes('R')) files.push({ file, status: 'renamed', ...(from ? { from } : {}) });
      else if (code === '??' || code.includes('A') || code.includes('C')) files.push({ file, status: 'added' });
      else if (code.includes('D')) files.push({ file, status: 'deleted' });
      else files.push({ file, status: 'modified' });
    }
    files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    return { branch, files };
  }

  /** Refuses to commit when git would not know whose commit it is (it would otherwise guess from the computer's name). */
  async #checkIdentity(): Promise<void> {
    const configured = async (key: string, variables: string[]) =>
      variables.every((variable) => process.env[variable]) ||
      (await this.#git(['config', '--get', key])).stdout.trim() !== '';
    const name = await configured('user.name', ['GIT_AUTHOR_NAME', 'GIT_COMMITTER_NAME']);
    const email = await configured('user.email', ['GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_EMAIL']);
    if (name && email) return;
    const lines = [
      ...(name ? [] : ['git config --global user.name "Your Name"']),
      ...(email ? [] : ['git config --global user.email "you@example.com"']),
    ];
    const missing = [...(name ? [] : ['name']), ...(email ? [] : ['e-mail address'])].join(' and ');
    throw new WorkspaceRefusal(
      409,
      `Git does not know your ${missing} yet, and every commit records who made it. Ask whoever set up the site to run this once in a terminal (with your own details), then commit again: ${lines.join(' and ')}`,
    );
  }

  /** The branch name, with -2, -3… when a branch has it already. */
  async #unusedBranch(wanted: string): Promise<string> {
    const base = branchNameFrom(wanted);
    const check = await this.#git(['check-ref-format', '--branch', base]);
    const valid = check.code === 0 ? base : 'changes';
    for (let attempt = 1; ; attempt++) {
      const name = attempt === 1 ? valid : `${valid}-${attempt}`;
      const taken = await this.#git(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]);
      if (taken.code !== 0) return name;
    }
  }

  async commit(message: string, { branch }: { branch?: string }): Promise<Committed> {
    if (message.trim() === '')
      throw new WorkspaceRefusal(400, 'Write a short message saying what changed, then commit.');
    const { pathspecs } = await this.#repository();
    await this.#checkIdentity();
    if ((await this.changes()).files.length === 0)
      throw new WorkspaceRefusal(
        409,
        'There is nothing to commit: no page, data file or photo changed since the last commit.',
      );
    if (branch !== undefined) await this.#gitOrFail(['switch', '-c', await this.#unusedBranch(branch)]);
    await this.#gitOrFail(['add', '--all', '--', ...pathspecs]);
    // Only the files staged here, by name: a developer's own staged files elsewhere stay out of the
    // commit, and a folder git does not track yet (an empty public/) is no pathspec to fail on.
    const staged = (
      await this.#gitOrFail(['diff', '--cached', '--name-only', '--no-renames', '-z', '--', ...pathspecs])
    )
      .split('\0')
      .filter((name) => name !== '')
      .map((name) => `:(top,literal)${name}`);
    const committed = await this.#git(['commit', '--quiet', '--only', '--message', message, '--', ...staged]);
    if (committed.code !== 0)
      throw new Error(`git could not commit: ${committed.stderr.trim() || committed.stdout.trim()}`);
    const commit = (await this.#gitOrFail(['rev-parse', 'HEAD'])).trim();
    const current = (await this.#gitOrFail(['branch', '--show-current'])).trim();
    return { commit, branch: current };
  }
}
