import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Revision } from './report-model';

const run = promisify(execFile);

/** Runs git in `root` and returns its output, trimmed; throws with git's message when it fails. */
export async function git(root: string, args: readonly string[]): Promise<string> {
  try {
    const { stdout } = await run('git', [...args], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`git ${args.join(' ')}: ${stderr || (error instanceof Error ? error.message : String(error))}`);
  }
}

export interface BaseChoice {
  /** A revision as git understands it. */
  base?: string;
  /** A date git understands (`2026-11-01`, `2 weeks ago`): the base is the last commit before it. */
  since?: string;
}

/** The base revision: the one named, the last commit before `since`, or the merge base of HEAD with `main`. */
export async function resolveBase(root: string, { base, since }: BaseChoice): Promise<Revision> {
  let name: string;
  let commit: string;
  if (since !== undefined) {
    commit = await git(root, ['rev-list', '-1', '--first-parent', `--before=${since}`, 'HEAD']);
    if (!commit) throw new Error(`no commit on this branch before ${since}`);
    name = `last commit before ${since}`;
  } else if (base !== undefined) {
    commit = await git(root, ['rev-parse', '--verify', '--end-of-options', `${base}^{commit}`]);
    name = base;
  } else {
    commit = await git(root, ['merge-base', 'HEAD', 'main']);
    name = 'merge base with main';
  }
  const subject = await git(root, ['log', '-1', '--format=%s', commit]);
  return { name, commit, subject };
}

/**
 * Files that differ between `base` and `current`, or the working tree when no `current` is given
 * (committed, staged, unstaged and untracked changes), relative to the repository.
 */
export async function changedFiles(root: string, base: string, current?: string): Promise<string[]> {
  const lines = (text: string) => text.split('\n').filter(Boolean);
  if (current) return lines(await git(root, ['diff', '--name-only', '--no-renames', base, current]));
  const [tracked, untracked] = await Promise.all([
    git(root, ['diff', '--name-only', '--no-renames', base]),
    git(root, ['ls-files', '--others', '--exclude-standard']),
  ]);
  return [...new Set([...lines(tracked), ...lines(untracked)])];
}
