import { lstat, mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from './git';

export interface Worktree {
  dir: string;
  remove(): Promise<void>;
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
 * Checks out `commit` in a temporary git worktree that shares the project's node_modules (a
 * symbolic link): the base is built by its own code with today's installed dependencies.
 */
export async function checkoutWorktree(root: string, commit: string): Promise<Worktree> {
  // A folder of its own each time: the build's caches are keyed by content, not by folder, so the
  // base's compiled pages, bundles and documents are found from any folder.
  const dir = await mkdtemp(join(tmpdir(), 'site-review-base-'));
  try {
    await git(root, ['worktree', 'add', '--detach', '--force', dir, commit]);
    await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  } catch (error) {
    await removeWorktree(root, dir).catch(() => undefined);
    throw error;
  }
  return { dir, remove: () => removeWorktree(root, dir) };
}
