import { execFile } from 'node:child_process';

/** What a git command printed, and its exit code. */
export interface GitRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** A person as git records them (author or committer). */
export interface GitPerson {
  name: string;
  email: string;
}

/**
 * Settings given to every git call: no hooks (a hook in a repository or in the server's global
 * settings would be code run by a save), no signing prompt, no automatic garbage collection in the
 * middle of another writer's save, and no editor.
 */
const safeSettings = [
  '-c',
  'core.hooksPath=/dev/null',
  '-c',
  'commit.gpgSign=false',
  '-c',
  'gc.auto=0',
  '-c',
  'core.editor=true',
  '-c',
  'advice.detachedHead=false',
];

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

/**
 * Runs git with an argument array (never a shell), in English (its messages are read here), never
 * asking on a terminal. `author` and `committer` go in through git's own variables, so no name is
 * ever parsed out of a `--author "Name <email>"` string.
 */
export function runGit(
  cwd: string,
  args: string[],
  {
    author,
    committer,
    binary = false,
    config = {},
  }: {
    author?: GitPerson;
    committer?: GitPerson;
    binary?: boolean;
    /** Settings for this call only, through git's environment: never on the command line, where `ps` shows them. */
    config?: Record<string, string>;
  } = {},
): Promise<GitRun & { bytes: Buffer }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LC_ALL: 'C',
    LANGUAGE: 'C',
    GIT_TERMINAL_PROMPT: '0',
    GIT_MERGE_AUTOEDIT: 'no',
  };
  if (author) Object.assign(env, { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email });
  if (committer) Object.assign(env, { GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email });
  let count = Number(process.env.GIT_CONFIG_COUNT ?? 0) || 0;
  for (const [key, value] of Object.entries(config)) {
    env[`GIT_CONFIG_KEY_${count}`] = key;
    env[`GIT_CONFIG_VALUE_${count}`] = value;
    count++;
  }
  if (count) env.GIT_CONFIG_COUNT = String(count);
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...safeSettings, ...args],
      { cwd, env, encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, timeout: 300_000 },
      (error, stdout, stderr) => {
        // A number is git's exit code; anything else (ENOENT: no git, or no such folder) is no run at all.
        if (error && typeof error.code !== 'number')
          return reject(
            new Error(`git could not run in ${cwd}: ${errorCode(error)} ${error.message}`, { cause: error }),
          );
        resolve({
          code: error ? Number(error.code) : 0,
          stdout: binary ? '' : stdout.toString('utf8'),
          stderr: stderr.toString('utf8'),
          bytes: stdout,
        });
      },
    );
  });
}

/** Runs git and answers its output, or throws with what git said. */
export async function gitOrFail(
  cwd: string,
  args: string[],
  people: { author?: GitPerson; committer?: GitPerson } = {},
): Promise<string> {
  const run = await runGit(cwd, args, people);
  if (run.code !== 0) throw new Error(`git ${args[0]} failed: ${run.stderr.trim() || run.stdout.trim()}`);
  return run.stdout;
}

/**
 * One queue per repository: `git worktree add`, `fetch`, `push` and commits take locks on files
 * the worktrees share (refs, the object store, the worktree list), and a second git that finds one
 * taken fails instead of waiting. Everything that runs git on a repository goes through its queue.
 */
export class GitQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
