import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReviewRepo, type ReviewRepo } from '../review/review-repo';

export interface TeamRemote {
  /** The site as a developer's clone: commits here are pushed to `remote` with `push()`. */
  site: ReviewRepo;
  /** A real bare repository standing for GitHub's copy, `origin` of the studio's repository. */
  remote: string;
  /** A fresh data folder for a studio. */
  dataDir: string;
  /** A file as it is on a branch of the remote, or undefined when it is not there. */
  remoteFile(branch: string, file: string): string | undefined;
  remoteGit(...args: string[]): string;
  /** Pushes the clone's main to the remote (a change made on the live site meanwhile). */
  push(): void;
  /** Brings the remote's main (merged pull requests) into the clone's. */
  pull(): void;
  dispose(): void;
}

/** The site's committed files in a scratch repository (the review tests' helper), cloned bare as the remote. */
export function createTeamRemote(name: string): TeamRemote {
  const site = createReviewRepo(`team-${name}`);
  const scratch = mkdtempSync(join(tmpdir(), `studio-team-${name}-`));
  const remote = join(scratch, 'origin.git');
  execFileSync('git', ['clone', '--quiet', '--bare', site.root, remote]);
  site.git('remote', 'add', 'origin', remote);
  const remoteGit = (...args: string[]) => execFileSync('git', args, { cwd: remote, encoding: 'utf8' }).trim();
  return {
    site,
    remote,
    dataDir: join(scratch, 'studio-data'),
    remoteGit,
    remoteFile: (branch, file) => {
      try {
        return execFileSync('git', ['show', `refs/heads/${branch}:${file}`], {
          cwd: remote,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      } catch {
        return undefined;
      }
    },
    push: () => {
      site.git('push', '--quiet', 'origin', 'main');
    },
    pull: () => {
      site.git('fetch', '--quiet', 'origin', 'main');
      site.git('merge', '--quiet', '--ff-only', 'FETCH_HEAD');
    },
    dispose: () => {
      site.dispose();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
