/**
 * The pull request's body: the review report of the writer's change, the same Markdown the review
 * workflow comments (`runReview`, the working tree of their worktree against main's commit).
 */
import { lstat, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runReview } from '../../../review/run-review';
import type { SubmitOptions } from './submit';

/**
 * A `reportFor` for `submitChange`. The build needs the project's dependencies: `nodeModules` (the
 * studio's own `node_modules`) is linked into the worktree once, where the site's `.gitignore`
 * keeps it out of every commit.
 */
export function reviewReportFor({
  nodeModules,
  log = () => {},
}: {
  nodeModules: string;
  log?: (line: string) => void;
}): SubmitOptions['reportFor'] {
  return async ({ worktree, mainCommit }) => {
    const link = join(worktree, 'node_modules');
    if (!(await lstat(link).catch(() => undefined))) await symlink(nodeModules, link, 'dir');
    const reportDir = await mkdtemp(join(tmpdir(), 'studio-team-review-'));
    try {
      const { markdown } = await runReview({ root: worktree, base: mainCommit, screenshots: false, reportDir, log });
      return markdown;
    } finally {
      await rm(reportDir, { recursive: true, force: true });
    }
  };
}
