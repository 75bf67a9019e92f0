/**
 * Each writer's change in a git worktree of its own, on a branch of its own, under the studio's
 * data folder:
 *
 *     <dataDir>/site.git            a bare repository whose `origin` is the site's remote
 *     <dataDir>/changes/<name>/     one worktree per open change (`ada-lovelace--cloud-services`)
 *     <dataDir>/writers/<key>.json  each writer's open change, by a key of their e-mail
 *
 * A writer has one change open at a time: opening a page starts one from the remote's main (fetched
 * first) or continues the open one. Saves write only under `pages/` and `public/` of that worktree
 * (the local studio's own path guards, `LocalWorkspace`) and are commits authored by the writer,
 * committed by the studio. So two writers never see each other's unsubmitted work.
 */
import { lstat, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SaveConflict } from '../../shared/api';
import { versionOf } from '../../server/studio-site';
import { LocalWorkspace } from '../../server/workspace';
import { WorkspaceRefusal } from '../../server/workspace-access';
import { branchNameFor, branchPrefix, emailKey, gitPersonOf, type ChangeWriter } from './branch-names';
import { GitQueue, gitOrFail, runGit, type GitPerson, type GitRun } from './git';

export interface WriterChangesOptions {
  /** The studio's own folder: the repository, the worktrees and the writers' records go here. */
  dataDir: string;
  /** The site's git remote (a URL, or a path to a bare repository in tests). */
  remote: string;
  /** The branch changes start from and are merged into; `main` when not given. */
  mainBranch?: string;
  /** Who commits for the writers (each commit's author is the writer). */
  studio: GitPerson;
  /**
   * A token for fetching and pushing over HTTPS, or where to get a current one (a GitHub App's
   * installation tokens): sent as GitHub's checkout action sends it, in a header given through
   * git's environment, so it is in no URL, no command line and no file.
   */
  remoteToken?: string | (() => Promise<string>);
}

/** A writer's open change. */
export interface WriterChange {
  writer: GitPerson;
  /** `studio/ada-lovelace/cloud-services`. */
  branch: string;
  /** The worktree's folder. */
  worktree: string;
  /** The page that started it, `pages/services/cloud-services.mdx`. */
  firstPage: string;
  /** Main's commit it started from. */
  baseCommit: string;
  startedAt: string;
  /** Its pull request, once submitted. */
  pullRequest?: number;
}

export interface OpenedChange extends WriterChange {
  /** False when the writer's open change was continued. */
  started: boolean;
}

/** A file as the studio opens it: its text and the version a save must name. */
export interface PageText {
  file: string;
  text: string;
  /** sha256 (hex) of the bytes, as the local studio's `FileText.version`. */
  version: string;
}

export type SaveOutcome =
  | {
      status: 'saved';
      file: string;
      version: string;
      /** Null when the text was the same (nothing to commit). */
      commit: string | null;
    }
  | { status: 'conflict'; conflict: SaveConflict };

/** What `withChange` lends: the change and git in its worktree, inside the repository's queue. */
export interface ChangeSession {
  change: WriterChange;
  author: GitPerson;
  /** The worktree's `pages/` and `public/`, behind the local studio's path guards. */
  files: LocalWorkspace;
  /** Git in the worktree, with the writer as author and the studio as committer. */
  git: (args: string[]) => Promise<GitRun>;
  gitOrFail: (args: string[]) => Promise<string>;
  /** A blob's bytes (`:1:pages/x.mdx`, `<commit>:<path>`), or undefined when there is none. */
  blob: (spec: string) => Promise<Buffer | undefined>;
  /** Fetches the remote and answers main's commit there. */
  fetchMain: () => Promise<string>;
  /** The ref of the remote's main after `fetchMain`, to merge. */
  mainRef: string;
  /** Pushes the change's branch to the remote. */
  push: () => Promise<GitRun>;
  /** Records something about the change (its pull request; the page it is named after). */
  update: (patch: Partial<Pick<WriterChange, 'pullRequest' | 'firstPage'>>) => Promise<WriterChange>;
}

const unreachable = () =>
  new WorkspaceRefusal(
    503,
    "The studio could not reach the site's repository just now. Try again in a minute; if it keeps failing, ask whoever runs the studio to check its access to the repository.",
  );

const noChange = (file: string) => new WorkspaceRefusal(409, `Open ${file} to edit it first: that starts your change.`);

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/** The same spelling rules as the local studio's, checked before anything is made for a page name. */
function checkPageName(file: unknown): asserts file is string {
  const shown = JSON.stringify(String(file).slice(0, 200));
  if (
    typeof file !== 'string' ||
    !/^(pages|public)\/./.test(file) ||
    // oxlint-disable-next-line no-control-regex -- control characters are what this refuses
    /[\u0000-\u001f\u007f\\]/.test(file) ||
    file.split('/').some((part) => part === '' || part === '.' || part === '..')
  )
    throw new WorkspaceRefusal(
      403,
      `The studio only opens files under pages/ and public/ by their plain names, not ${shown}.`,
    );
}

export class WriterChanges {
  readonly #options: WriterChangesOptions & { mainBranch: string };
  /** For what touches the repository all worktrees share: fetch, push, adding and removing worktrees. */
  readonly #queue = new GitQueue();
  /** One per writer, for what touches their worktree and record: saves, merges, the submit's report. */
  readonly #writerQueues = new Map<string, GitQueue>();
  readonly #repository: string;
  /** When `mainCheckout` last brought `<dataDir>/main` to the remote's main. */
  #mainCheckedOut: number | undefined;

  private constructor(options: WriterChangesOptions & { mainBranch: string }) {
    this.#options = options;
    this.#repository = join(options.dataDir, 'site.git');
  }

  /** Opens the data folder, making its bare repository (with `origin`) the first time. */
  static async create(options: WriterChangesOptions): Promise<WriterChanges> {
    const changes = new WriterChanges({ mainBranch: 'main', ...options });
    await changes.#queue.run(() => changes.#prepare());
    return changes;
  }

  get mainBranch(): string {
    return this.#options.mainBranch;
  }

  async #prepare(): Promise<void> {
    const { dataDir, remote, mainBranch } = this.#options;
    // The studio's own user alone reads its data folder (the audit log makes it so too).
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await mkdir(join(dataDir, 'changes'), { recursive: true });
    await mkdir(join(dataDir, 'writers'), { recursive: true });
    const exists = await lstat(join(this.#repository, 'HEAD')).then(
      () => true,
      () => false,
    );
    if (!exists)
      await gitOrFail(dataDir, ['init', '--quiet', '--bare', '--initial-branch', mainBranch, this.#repository]);
    // The review report links the studio's node_modules into a worktree: never a file to commit
    // (the site's `node_modules/` pattern matches a folder, not a link).
    await mkdir(join(this.#repository, 'info'), { recursive: true });
    await writeFile(join(this.#repository, 'info', 'exclude'), '/node_modules\n');
    const current = await runGit(this.#repository, ['remote', 'get-url', 'origin']);
    if (current.code !== 0) await gitOrFail(this.#repository, ['remote', 'add', 'origin', remote]);
    else if (current.stdout.trim() !== remote)
      await gitOrFail(this.#repository, ['remote', 'set-url', 'origin', remote]);
  }

  #writerQueue(writer: ChangeWriter): GitQueue {
    const key = emailKey(writer.email);
    let queue = this.#writerQueues.get(key);
    if (!queue) this.#writerQueues.set(key, (queue = new GitQueue()));
    return queue;
  }

  #recordFile(writer: ChangeWriter): string {
    return join(this.#options.dataDir, 'writers', `${emailKey(writer.email)}.json`);
  }

  async #record(writer: ChangeWriter): Promise<WriterChange | undefined> {
    try {
      return JSON.parse(await readFile(this.#recordFile(writer), 'utf8')) as WriterChange;
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return undefined;
      throw error;
    }
  }

  async #writeRecord(writer: ChangeWriter, change: WriterChange): Promise<void> {
    const file = this.#recordFile(writer);
    await writeFile(`${file}.tmp`, `${JSON.stringify(change, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
  }

  /** Settings for the calls that reach the remote. */
  async #remoteConfig(): Promise<Record<string, string>> {
    const { remoteToken } = this.#options;
    if (!remoteToken) return {};
    let token: string;
    try {
      token = typeof remoteToken === 'string' ? remoteToken : await remoteToken();
    } catch (error) {
      console.error(`studio: no token for the repository: ${error instanceof Error ? error.message : String(error)}`);
      throw unreachable();
    }
    const basic = Buffer.from(`x-access-token:${token}`).toString('base64');
    return { 'http.extraHeader': `Authorization: Basic ${basic}` };
  }

  async #fetchMain(): Promise<string> {
    const { mainBranch } = this.#options;
    const fetched = await runGit(this.#repository, ['fetch', '--quiet', '--prune', 'origin'], {
      config: await this.#remoteConfig(),
    });
    if (fetched.code !== 0) {
      console.error(`studio: git fetch failed: ${fetched.stderr.trim()}`);
      throw unreachable();
    }
    const main = await runGit(this.#repository, [
      'rev-parse',
      '--verify',
      '--quiet',
      `refs/remotes/origin/${mainBranch}^{commit}`,
    ]);
    if (main.code !== 0) throw new Error(`The site's repository has no branch ${mainBranch}.`);
    return main.stdout.trim();
  }

  async #refExists(ref: string): Promise<boolean> {
    return (await runGit(this.#repository, ['rev-parse', '--verify', '--quiet', ref])).code === 0;
  }

  /** The wanted branch name, checked by git, with -2, -3… while a local or remote branch has it. */
  async #unusedBranch(wanted: string): Promise<string> {
    const checked = await runGit(this.#repository, ['check-ref-format', '--branch', wanted]);
    if (checked.code !== 0)
      throw new Error(`git refused the branch name ${JSON.stringify(wanted)}: ${checked.stderr.trim()}`);
    for (let attempt = 1; attempt < 1000; attempt++) {
      const name = attempt === 1 ? wanted : `${wanted}-${attempt}`;
      if (!(await this.#refExists(`refs/heads/${name}`)) && !(await this.#refExists(`refs/remotes/origin/${name}`)))
        return name;
    }
    throw new Error(`Every branch name from ${wanted} to ${wanted}-999 is taken.`);
  }

  /** The worktree's `pages/` and `public/`, refused when either is a link (it would lead the guards elsewhere). */
  async #files(change: WriterChange): Promise<LocalWorkspace> {
    for (const folder of ['pages', 'public']) {
      const info = await lstat(join(change.worktree, folder)).catch(() => undefined);
      if (info && !info.isDirectory())
        throw new WorkspaceRefusal(
          403,
          `${folder}/ in the change ${change.branch} is not a folder (a link?); the studio will not write through it.`,
        );
    }
    return new LocalWorkspace({ pagesDir: join(change.worktree, 'pages'), publicDir: join(change.worktree, 'public') });
  }

  /**
   * Starts the writer's change from the remote's main, or continues their open one (whatever page
   * they open next). The branch is named after them and `firstPage`.
   */
  openChange(writer: ChangeWriter, firstPage: string): Promise<OpenedChange> {
    const person = gitPersonOf(writer);
    checkPageName(firstPage);
    return this.#writerQueue(person).run(() => this.#queue.run(() => this.#openChange(person, firstPage)));
  }

  async #openChange(person: GitPerson, firstPage: string): Promise<OpenedChange> {
    const open = await this.#record(person);
    if (open) {
      const there = await lstat(join(open.worktree, '.git')).then(
        () => true,
        () => false,
      );
      if (!there) {
        // The worktree was lost (the data folder restored without it): check the branch out again.
        await runGit(this.#repository, ['worktree', 'prune']);
        await gitOrFail(this.#repository, ['worktree', 'add', '--quiet', open.worktree, open.branch]);
      }
      return { ...open, started: false };
    }
    const main = await this.#fetchMain();
    const branch = await this.#unusedBranch(branchNameFor(person, firstPage));
    const worktree = join(
      this.#options.dataDir,
      'changes',
      branch.slice(branchPrefix.length + 1).replaceAll('/', '--'),
    );
    await rm(worktree, { recursive: true, force: true });
    await runGit(this.#repository, ['worktree', 'prune']);
    await gitOrFail(this.#repository, ['worktree', 'add', '--quiet', '--no-track', '-b', branch, worktree, main]);
    const change: WriterChange = {
      writer: person,
      branch,
      worktree,
      firstPage,
      baseCommit: main,
      startedAt: new Date().toISOString(),
    };
    await this.#writeRecord(person, change);
    return { ...change, started: true };
  }

  /**
   * A checkout of the remote's main at `<dataDir>/main` (no branch: a detached worktree), brought to
   * the newest main at most every `freshMs`: what a member with no change open sees and previews.
   */
  mainCheckout(freshMs = 60_000): Promise<string> {
    const folder = join(this.#options.dataDir, 'main');
    if (this.#mainCheckedOut !== undefined && Date.now() - this.#mainCheckedOut < freshMs)
      return Promise.resolve(folder);
    return this.#queue.run(async () => {
      if (this.#mainCheckedOut !== undefined && Date.now() - this.#mainCheckedOut < freshMs) return folder;
      const main = await this.#fetchMain();
      const there = await lstat(join(folder, '.git')).then(
        () => true,
        () => false,
      );
      if (there) await gitOrFail(folder, ['checkout', '--quiet', '--force', '--detach', main]);
      else {
        await rm(folder, { recursive: true, force: true });
        await runGit(this.#repository, ['worktree', 'prune']);
        await gitOrFail(this.#repository, ['worktree', 'add', '--quiet', '--detach', folder, main]);
      }
      this.#mainCheckedOut = Date.now();
      return folder;
    });
  }

  /** The files the writer's change saved, against the main it started from (or last merged), sorted. */
  async changedFiles(writer: ChangeWriter): Promise<string[]> {
    const change = await this.#record(gitPersonOf(writer));
    if (!change) return [];
    const base = await runGit(change.worktree, ['merge-base', 'HEAD', `refs/remotes/origin/${this.mainBranch}`]);
    const from = base.code === 0 ? base.stdout.trim() : change.baseCommit;
    const diff = await gitOrFail(change.worktree, ['diff', '--name-only', '-z', from, 'HEAD', '--']);
    return diff.split('\0').filter(Boolean).sort();
  }

  /** The writer's open change, if any. */
  currentChange(writer: ChangeWriter): Promise<WriterChange | undefined> {
    return this.#record(gitPersonOf(writer));
  }

  /** A file of the writer's change, as they last saved it. */
  async readPage(writer: ChangeWriter, file: string): Promise<PageText> {
    const change = await this.#record(gitPersonOf(writer));
    if (!change) throw noChange(file);
    const bytes = await (await this.#files(change)).read(file);
    return { file, text: bytes.toString('utf8'), version: versionOf(bytes) };
  }

  /**
   * Saves a file of the writer's change as a commit of theirs. `version` is the version it was
   * opened at (null for a new file); when the file changed since, nothing is written and the
   * answer is the conflict the local studio gives, with the text there now.
   */
  savePage(
    writer: ChangeWriter,
    file: string,
    data: string | Uint8Array,
    version: string | null,
  ): Promise<SaveOutcome> {
    return this.withChange(writer, async ({ files, git, gitOrFail: must }) => {
      const disk = (await files.exists(file)) ? await files.read(file) : null;
      const diskVersion = disk ? versionOf(disk) : null;
      const conflict = (): SaveOutcome => ({
        status: 'conflict',
        conflict: {
          error:
            disk && version === null
              ? `${file} exists already; choose another name.`
              : disk
                ? `${file} was saved again after you opened it (in another tab or window). Compare both versions before saving.`
                : `${file} was deleted after you opened it. Save again to write it back.`,
          diskText: disk?.toString('utf8') ?? '',
          diskVersion,
        },
      });
      if (version !== diskVersion) return conflict();
      if (version === null) {
        if (!(await files.create(file, data))) return conflict();
      } else await files.write(file, data);
      const pathspec = `:(top,literal)${file}`;
      await must(['add', '--', pathspec]);
      const unchanged = (await git(['diff', '--cached', '--quiet', '--', pathspec])).code === 0;
      if (!unchanged) await must(['commit', '--quiet', '--no-verify', '--message', `Save ${file}`, '--', pathspec]);
      const commit = unchanged ? null : (await must(['rev-parse', 'HEAD'])).trim();
      return { status: 'saved', file, version: versionOf(data), commit };
    });
  }

  /**
   * Runs `task` with the writer's open change inside the repository's queue (the submit uses it to
   * merge and push). Refused when the writer has no change open.
   */
  withChange<T>(writer: ChangeWriter, task: (session: ChangeSession) => Promise<T>): Promise<T> {
    const author = gitPersonOf(writer);
    const committer = this.#options.studio;
    return this.#writerQueue(author).run(async () => {
      const change = await this.#record(author);
      if (!change) throw new WorkspaceRefusal(409, 'You have no change open: open a page to edit first.');
      const files = await this.#files(change);
      const git = (args: string[]) => runGit(change.worktree, args, { author, committer });
      const session: ChangeSession = {
        change,
        author,
        files,
        git,
        gitOrFail: (args) => gitOrFail(change.worktree, args, { author, committer }),
        blob: async (spec) => {
          const run = await runGit(change.worktree, ['cat-file', 'blob', spec], { binary: true });
          return run.code === 0 ? run.bytes : undefined;
        },
        fetchMain: () => this.#queue.run(() => this.#fetchMain()),
        mainRef: `refs/remotes/origin/${this.#options.mainBranch}`,
        push: () =>
          this.#queue.run(async () =>
            runGit(
              change.worktree,
              ['push', '--porcelain', 'origin', `refs/heads/${change.branch}:refs/heads/${change.branch}`],
              { config: await this.#remoteConfig() },
            ),
          ),
        update: async (patch) => {
          Object.assign(change, patch);
          await this.#writeRecord(author, change);
          return change;
        },
      };
      return task(session);
    });
  }

  /**
   * Ends the writer's change (once merged or closed): removes its worktree and forgets it; the
   * branch stays in the repository. Their next page opened starts a new change from main.
   */
  closeChange(writer: ChangeWriter): Promise<void> {
    const person = gitPersonOf(writer);
    return this.#writerQueue(person).run(() =>
      this.#queue.run(async () => {
        const change = await this.#record(person);
        if (!change) return;
        await runGit(this.#repository, ['worktree', 'remove', '--force', change.worktree]);
        await rm(change.worktree, { recursive: true, force: true });
        await runGit(this.#repository, ['worktree', 'prune']);
        await rm(this.#recordFile(person), { force: true });
      }),
    );
  }
}
