import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, readFile, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from './git';

export interface Worktree {
  dir: string;
  remove(): Promise<void>;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes a checkout: the dependency link first (never followed), then the worktree, then git's record of it. */
async function removeWorktree(root: string, dir: string): Promise<void> {
  const link = join(dir, 'node_modules');
  if ((await lstat(link).catch(() => undefined))?.isSymbolicLink()) await unlink(link);
  await git(root, ['worktree', 'remove', '--force', dir]).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
  await git(root, ['worktree', 'prune']);
}

/**
 * The same folder for every review of this project, so the base's compiled pages stay in the
 * compile cache between reviews (its keys include the project folder). A lock file with the
 * owner's pid keeps two reviews at once apart: the second gets a folder of its own.
 */
async function claimFolder(root: string): Promise<{ dir: string; release: () => Promise<void> }> {
  const stable = join(tmpdir(), `site-review-base-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  const lock = `${stable}.lock`;
  const owner = Number((await readFile(lock, 'utf8').catch(() => '')).trim());
  if (owner && owner !== process.pid && isRunning(owner)) {
    const dir = `${stable}-${randomUUID().slice(0, 8)}`;
    return { dir, release: async () => {} };
  }
  await writeFile(lock, String(process.pid));
  return { dir: stable, release: () => rm(lock, { force: true }) };
}

/**
 * Checks out `commit` in a temporary git worktree that shares the project's node_modules (a
 * symbolic link): the base is built by its own code with today's installed dependencies.
 */
export async function checkoutWorktree(root: string, commit: string): Promise<Worktree> {
  const { dir, release } = await claimFolder(root);
  try {
    // Left over from a review that was killed.
    if (existsSync(dir)) await removeWorktree(root, dir);
    await git(root, ['worktree', 'add', '--detach', '--force', dir, commit]);
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  } catch (error) {
    await release();
    throw error;
  }
  return {
    dir,
    remove: async () => {
      try {
        await removeWorktree(root, dir);
      } finally {
        await release();
      }
    },
  };
}
