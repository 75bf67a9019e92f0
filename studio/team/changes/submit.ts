/**
 * A writer's change from their branch to the live site: **submit** merges the remote's main into
 * the branch (a page both changed comes back as its three texts, for the studio's three-way
 * conflict dialog), pushes it and opens or updates its pull request with the review report as the
 * body; **state** reads the pull request (open, changes requested, merged, closed); **publish**, for
 * publishers only, merges it through GitHub once every check on its head commit has passed.
 */
import { GitHubError, gitHubRequest, type GitHubConnection } from '../../../review/github/github-rest';
import { commentBodyLimit } from '../../../review/github/review-comment';
import { WorkspaceRefusal } from '../../server/workspace-access';
import type {
  TeamConflictingFile,
  TeamConflictResolution,
  TeamSubmitConflict,
  TeamSubmitted,
} from '../../shared/team-api';
import { mergeTexts, overlapsOf } from '../../shared/three-way-merge';
import { branchPrefix, type ChangeWriter } from './branch-names';
import type { ChangeSession, WriterChange, WriterChanges } from './writer-changes';

/** The GitHub repository the pull requests go to. */
export interface PullRequestTarget {
  github: GitHubConnection;
  /** `owner/name`. */
  repository: string;
}

// The shapes the studio app reads are the API's: one declaration for both sides.
export type ConflictingFile = TeamConflictingFile;
export type SubmitConflict = TeamSubmitConflict;
export type Submitted = TeamSubmitted;
export type ConflictResolution = TeamConflictResolution;

export interface SubmitOptions {
  /**
   * The pull request's body: the review report's Markdown of the change (`runReview` on the
   * worktree against `mainCommit`), made once main is merged in.
   */
  reportFor: (change: { worktree: string; branch: string; mainCommit: string }) => Promise<string>;
  /** The pull request's title; from the first page and the writer when not given. */
  title?: string;
  resolution?: ConflictResolution;
}

const bodyCutNote =
  '\n\n_The report is longer than GitHub takes in a pull request, so it ends here; the studio shows all of it._';

/** The body cut at a line end to fit GitHub's limit, with a note saying so. */
export function fitBody(body: string): string {
  if (body.length <= commentBodyLimit) return body;
  const room = commentBodyLimit - bodyCutNote.length;
  const cut = body.lastIndexOf('\n', room);
  return `${body.slice(0, cut > 0 ? cut : room).trimEnd()}${bodyCutNote}`;
}

const textOf = (bytes: Buffer | undefined) => (bytes === undefined ? null : bytes.toString('utf8'));

/** The unmerged files of the worktree's merge, each with its base, writer and main texts. */
async function conflictingFiles(session: ChangeSession): Promise<ConflictingFile[]> {
  const listed = await session.gitOrFail(['ls-files', '--unmerged', '-z']);
  const stages = new Map<string, Map<number, string>>();
  for (const entry of listed.split('\0')) {
    const match = /^\d+ ([0-9a-f]+) ([123])\t(.+)$/s.exec(entry);
    if (!match) continue;
    const [, blob, stage, file] = match;
    if (!stages.has(file)) stages.set(file, new Map());
    stages.get(file)!.set(Number(stage), blob);
  }
  const files: ConflictingFile[] = [];
  for (const [file, blobs] of [...stages].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const read = async (stage: number) => {
      const blob = blobs.get(stage);
      return blob ? session.blob(blob) : undefined;
    };
    const [base, writer, main] = await Promise.all([read(1), read(2), read(3)]);
    const binary = [base, writer, main].some((bytes) => bytes?.includes(0));
    const [baseText, writerText, mainText] = [textOf(base), textOf(writer), textOf(main)];
    const lines =
      binary || writerText === null || mainText === null
        ? []
        : overlapsOf(mergeTexts(baseText, writerText, mainText)).map((overlap) => overlap.mineLine);
    files.push({ file, baseText, writerText, mainText, binary, lines });
  }
  return files;
}

function conflictMessage(files: ConflictingFile[]): string {
  const names = files
    .map(({ file, lines }) =>
      lines.length ? `${file} (line${lines.length === 1 ? '' : 's'} ${lines.join(', ')})` : file,
    )
    .join(', ');
  return files.length === 1
    ? `${names} was changed on the live site while you worked on it, in the same place as your change. Choose what to keep in each place marked, then submit again.`
    : `These files were changed on the live site while you worked on them, in the same places as your change: ${names}. Choose what to keep in each place marked, then submit again.`;
}

/**
 * Merges `mainCommit` into the writer's branch. On a conflict the merge is undone (the branch stays
 * as the writer saved it) and the three texts of each file come back.
 */
async function mergeMain(session: ChangeSession, mainCommit: string): Promise<SubmitConflict | undefined> {
  const headCommit = (await session.gitOrFail(['rev-parse', 'HEAD'])).trim();
  const merged = await session.git([
    'merge',
    '--no-edit',
    '--message',
    `Merge the live site (${mainCommit.slice(0, 10)}) into ${session.change.branch}`,
    mainCommit,
  ]);
  if (merged.code === 0) return undefined;
  const files = await conflictingFiles(session);
  await session.git(['merge', '--abort']);
  if (files.length === 0)
    throw new Error(
      `git could not merge the live site into ${session.change.branch}: ${merged.stderr.trim() || merged.stdout.trim()}`,
    );
  return { status: 'conflict', error: conflictMessage(files), mainCommit, headCommit, files };
}

/** Commits the merge of `resolution.mainCommit` with the writer's chosen text for each conflicting file. */
async function applyResolution(
  session: ChangeSession,
  resolution: ConflictResolution,
  latestMain: string,
): Promise<SubmitConflict | undefined> {
  const keep = resolution.keep ?? {};
  const texts = Object.entries(resolution.texts as Record<string, unknown>);
  if (
    texts.some(([, text]) => typeof text !== 'string') ||
    Object.values(keep as Record<string, unknown>).some((side) => side !== 'writer' && side !== 'main')
  )
    throw new WorkspaceRefusal(400, 'The choice for a file was missing; choose again, then submit.');
  const headCommit = (await session.gitOrFail(['rev-parse', 'HEAD'])).trim();
  if (headCommit !== resolution.headCommit)
    throw new WorkspaceRefusal(
      409,
      'Your change was saved again after the differences were shown: submit again to see them as they are now.',
    );
  // Checked as a commit name first: it is handed to git as an argument.
  const known =
    /^[0-9a-f]{40,64}$/.test(resolution.mainCommit) &&
    (await session.git(['merge-base', '--is-ancestor', resolution.mainCommit, latestMain])).code === 0;
  if (!known)
    throw new WorkspaceRefusal(409, 'The live site is not where it was when the differences were shown: submit again.');
  await session.git(['merge', '--no-commit', '--no-ff', resolution.mainCommit]);
  try {
    const files = await conflictingFiles(session);
    const conflicting = new Set(files.map((file) => file.file));
    const stray = [...Object.keys(resolution.texts), ...Object.keys(keep)].filter((file) => !conflicting.has(file));
    if (stray.length)
      throw new WorkspaceRefusal(
        409,
        `${stray.join(', ')} did not differ from the live site; submit again to see which files do.`,
      );
    const missing = files.filter(
      (file) => !Object.hasOwn(resolution.texts, file.file) && !Object.hasOwn(keep, file.file),
    );
    if (missing.length)
      return {
        status: 'conflict',
        error: conflictMessage(missing),
        mainCommit: resolution.mainCommit,
        headCommit,
        files,
      };
    for (const { file, writerText, mainText } of files) {
      const pathspec = `:(top,literal)${file}`;
      if (Object.hasOwn(resolution.texts, file)) {
        // Through the path guards: a resolution writes only under pages/ and public/.
        await session.files.write(file, resolution.texts[file]);
        await session.gitOrFail(['add', '--', pathspec]);
        continue;
      }
      // Checked by the guards too, though git writes it: the same name must be one the studio may touch.
      await session.files.exists(file);
      const side = keep[file];
      if ((side === 'writer' ? writerText : mainText) === null)
        await session.gitOrFail(['rm', '--quiet', '--', pathspec]);
      else {
        await session.gitOrFail(['checkout', side === 'writer' ? '--ours' : '--theirs', '--', pathspec]);
        await session.gitOrFail(['add', '--', pathspec]);
      }
    }
    await session.gitOrFail([
      'commit',
      '--quiet',
      '--no-verify',
      '--message',
      `Merge the live site (${resolution.mainCommit.slice(0, 10)}) into ${session.change.branch}, choosing between the differing places`,
    ]);
    return undefined;
  } finally {
    // A refusal or a returned conflict leaves the merge half done: undo it (nothing to undo after the commit).
    await session.git(['merge', '--abort']);
  }
}

interface PullRequestAnswer {
  number: number;
  html_url: string;
  state: 'open' | 'closed';
  merged?: boolean;
  merged_at?: string | null;
  head: { sha: string; ref: string };
}

async function openPullRequest(
  target: PullRequestTarget,
  change: WriterChange,
  { title, body, base }: { title: string; body: string; base: string },
): Promise<{ pull: PullRequestAnswer; created: boolean }> {
  const { github, repository } = target;
  const owner = repository.split('/')[0];
  let open: PullRequestAnswer | undefined;
  if (change.pullRequest !== undefined) {
    const { data } = await gitHubRequest<PullRequestAnswer>(github, {
      method: 'GET',
      path: `/repos/${repository}/pulls/${change.pullRequest}`,
      retry: true,
    });
    if (data.state === 'open') open = data;
  }
  if (!open) {
    // A pull request opened by an earlier submit whose answer was lost is found by its branch.
    const head = encodeURIComponent(`${owner}:${change.branch}`);
    const { data } = await gitHubRequest<PullRequestAnswer[]>(github, {
      method: 'GET',
      path: `/repos/${repository}/pulls?head=${head}&state=open&per_page=100`,
      retry: true,
    });
    open = data[0];
  }
  if (open) {
    const { data } = await gitHubRequest<PullRequestAnswer>(github, {
      method: 'PATCH',
      path: `/repos/${repository}/pulls/${open.number}`,
      body: { body },
      retry: true,
    });
    return { pull: data, created: false };
  }
  const { data } = await gitHubRequest<PullRequestAnswer>(github, {
    method: 'POST',
    path: `/repos/${repository}/pulls`,
    body: { title, head: change.branch, base, body },
    retry: false,
  });
  return { pull: data, created: true };
}

/**
 * Submits the writer's change for review. A conflict with main answers the files' three texts and
 * changes nothing; the writer's choices come back as `resolution` on the next submit.
 */
export function submitChange(
  changes: WriterChanges,
  target: PullRequestTarget,
  writer: ChangeWriter,
  { reportFor, title, resolution }: SubmitOptions,
): Promise<SubmitConflict | Submitted> {
  return changes.withChange(writer, async (session) => {
    const latestMain = await session.fetchMain();
    if (resolution) {
      const conflict = await applyResolution(session, resolution, latestMain);
      if (conflict) return conflict;
    }
    const own = await session.git(['merge-base', '--is-ancestor', 'HEAD', latestMain]);
    if (own.code === 0)
      throw new WorkspaceRefusal(409, 'There is nothing to submit yet: save a change to a page first, then submit.');
    const conflict = await mergeMain(session, latestMain);
    if (conflict) return conflict;
    const commit = (await session.gitOrFail(['rev-parse', 'HEAD'])).trim();
    const pushed = await session.push();
    if (pushed.code !== 0) {
      if (/\[rejected\]|non-fast-forward|fetch first/.test(pushed.stdout + pushed.stderr))
        throw new WorkspaceRefusal(
          409,
          `The branch ${session.change.branch} on GitHub has commits the studio does not have (someone added to it there). Ask whoever runs the site to bring them into the studio, then submit again.`,
        );
      console.error(
        `studio: git push of ${session.change.branch} failed: ${pushed.stderr.trim() || pushed.stdout.trim()}`,
      );
      throw new WorkspaceRefusal(
        503,
        "The studio could not send your change to the site's repository just now. Try again in a minute; if it keeps failing, ask whoever runs the studio to check its access to the repository.",
      );
    }
    const body = fitBody(
      await reportFor({ worktree: session.change.worktree, branch: session.change.branch, mainCommit: latestMain }),
    );
    const { pull, created } = await openPullRequest(target, session.change, {
      title: title ?? `${session.change.firstPage}, by ${session.author.name}`,
      body,
      base: changes.mainBranch,
    });
    await session.update({ pullRequest: pull.number });
    return { status: 'submitted', pullRequest: { number: pull.number, url: pull.html_url }, created, commit };
  });
}

export type ChangeStateName = 'not submitted' | 'open' | 'changes requested' | 'merged' | 'closed';

export interface ChangeState {
  state: ChangeStateName;
  pullRequest?: { number: number; url: string; headCommit: string };
  /** Who asked for changes (their latest review), when the state is `changes requested`. */
  requestedBy: string[];
  /** Who approved (their latest review). */
  approvedBy: string[];
}

interface ReviewAnswer {
  user: { login: string } | null;
  state: string;
}

async function allPages<T>(github: GitHubConnection, path: string): Promise<T[]> {
  const all: T[] = [];
  for (let next: string | undefined = path; next !== undefined;) {
    const answer: { data: T[]; next?: string } = await gitHubRequest<T[]>(github, {
      method: 'GET',
      path: next,
      retry: true,
    });
    all.push(...answer.data);
    next = answer.next;
  }
  return all;
}

/** A pull request's state: merged, closed, changes requested (by anyone's latest review), or open. */
export async function pullRequestState(target: PullRequestTarget, number: number): Promise<ChangeState> {
  const { github, repository } = target;
  const { data: pull } = await gitHubRequest<PullRequestAnswer>(github, {
    method: 'GET',
    path: `/repos/${repository}/pulls/${number}`,
    retry: true,
  });
  const pullRequest = { number: pull.number, url: pull.html_url, headCommit: pull.head.sha };
  const reviews = await allPages<ReviewAnswer>(github, `/repos/${repository}/pulls/${number}/reviews?per_page=100`);
  // Each reviewer's latest verdict counts; a comment alone is no verdict.
  const latest = new Map<string, string>();
  for (const review of reviews)
    if (review.user && ['APPROVED', 'CHANGES_REQUESTED', 'DISMISSED'].includes(review.state))
      latest.set(review.user.login, review.state);
  const by = (state: string) => [...latest].filter(([, verdict]) => verdict === state).map(([login]) => login);
  const requestedBy = by('CHANGES_REQUESTED');
  const approvedBy = by('APPROVED');
  const state: ChangeStateName =
    pull.merged || pull.merged_at
      ? 'merged'
      : pull.state === 'closed'
        ? 'closed'
        : requestedBy.length
          ? 'changes requested'
          : 'open';
  return { state, pullRequest, requestedBy, approvedBy };
}

/** A submitted change waiting to be published, as a publisher's list shows it. */
export interface SubmittedChange {
  number: number;
  url: string;
  title: string;
  /** `studio/ada-lovelace/cloud`. */
  branch: string;
  headCommit: string;
}

/** The open pull requests the studio opened (their branches start `studio/`), oldest first. */
export async function submittedChanges(target: PullRequestTarget): Promise<SubmittedChange[]> {
  const pulls = await allPages<PullRequestAnswer & { title: string }>(
    target.github,
    `/repos/${target.repository}/pulls?state=open&sort=created&direction=asc&per_page=100`,
  );
  return pulls
    .filter((pull) => pull.head.ref.startsWith(`${branchPrefix}/`))
    .map((pull) => ({
      number: pull.number,
      url: pull.html_url,
      title: pull.title,
      branch: pull.head.ref,
      headCommit: pull.head.sha,
    }));
}

/** The writer's change's state: `not submitted` until its pull request is opened. */
export async function changeState(
  changes: WriterChanges,
  target: PullRequestTarget,
  writer: ChangeWriter,
): Promise<ChangeState> {
  const change = await changes.currentChange(writer);
  if (change?.pullRequest === undefined) return { state: 'not submitted', requestedBy: [], approvedBy: [] };
  return pullRequestState(target, change.pullRequest);
}

/** A member as the sign-in gives them. */
export interface PublishingMember extends ChangeWriter {
  role: 'writer' | 'publisher';
}

export type PublishRefusalCode =
  'not-publisher' | 'not-open' | 'no-checks' | 'checks-pending' | 'checks-failed' | 'not-mergeable' | 'head-moved';

/** A publish that was refused: why (`code`), the HTTP status to answer with, and a sentence for the member. */
export class PublishRefusal extends Error {
  override name = 'PublishRefusal';
  constructor(
    readonly code: PublishRefusalCode,
    readonly status: 403 | 409,
    message: string,
  ) {
    super(message);
  }
}

interface CombinedStatus {
  statuses: { context: string; state: string; description?: string | null }[];
}
interface CheckRuns {
  check_runs: { name: string; status: string; conclusion: string | null }[];
}

/** Every check on a commit: each commit status (the newest per name) and each check run. */
export async function checksOf(
  target: PullRequestTarget,
  commit: string,
): Promise<{ passed: string[]; pending: string[]; failed: string[] }> {
  const { github, repository } = target;
  const [status, runs] = await Promise.all([
    gitHubRequest<CombinedStatus>(github, {
      method: 'GET',
      path: `/repos/${repository}/commits/${commit}/status?per_page=100`,
      retry: true,
    }),
    gitHubRequest<CheckRuns>(github, {
      method: 'GET',
      path: `/repos/${repository}/commits/${commit}/check-runs?per_page=100`,
      retry: true,
    }),
  ]);
  const passed: string[] = [];
  const pending: string[] = [];
  const failed: string[] = [];
  for (const { context, state } of status.data.statuses) {
    if (state === 'success') passed.push(context);
    else if (state === 'pending') pending.push(context);
    else failed.push(`${context} (${state})`);
  }
  for (const run of runs.data.check_runs) {
    if (run.status !== 'completed') pending.push(run.name);
    else if (run.conclusion === 'success' || run.conclusion === 'neutral' || run.conclusion === 'skipped')
      passed.push(run.name);
    else failed.push(`${run.name} (${run.conclusion ?? 'no result'})`);
  }
  return { passed, pending, failed };
}

/**
 * Merges a pull request, for publishers only, when every check on its head commit has passed;
 * the merge names that commit, so a push after the checks is never published unchecked.
 */
export async function publishChange(
  target: PullRequestTarget,
  member: PublishingMember,
  number: number,
  { mergeMethod = 'merge' }: { mergeMethod?: 'merge' | 'squash' | 'rebase' } = {},
): Promise<{ commit: string; headCommit: string }> {
  if (member.role !== 'publisher')
    throw new PublishRefusal(
      'not-publisher',
      403,
      'Only publishers can publish a change. Submit it for review and a publisher will publish it.',
    );
  const { github, repository } = target;
  const { data: pull } = await gitHubRequest<PullRequestAnswer>(github, {
    method: 'GET',
    path: `/repos/${repository}/pulls/${number}`,
    retry: true,
  });
  if (pull.merged || pull.merged_at)
    throw new PublishRefusal('not-open', 409, `Change #${number} is published already.`);
  if (pull.state !== 'open')
    throw new PublishRefusal(
      'not-open',
      409,
      `Change #${number} was closed without publishing; it cannot be published.`,
    );
  const { passed, pending, failed } = await checksOf(target, pull.head.sha);
  if (failed.length)
    throw new PublishRefusal(
      'checks-failed',
      409,
      `Change #${number} cannot be published: ${failed.length === 1 ? 'this check' : 'these checks'} failed: ${failed.join(', ')}. The writer fixes the change and submits it again.`,
    );
  if (pending.length)
    throw new PublishRefusal(
      'checks-pending',
      409,
      `Change #${number} cannot be published yet: ${pending.length === 1 ? 'this check has' : 'these checks have'} not finished: ${pending.join(', ')}. Publish again when ${pending.length === 1 ? 'it passes' : 'they pass'}.`,
    );
  if (!passed.length)
    throw new PublishRefusal(
      'no-checks',
      409,
      `Change #${number} cannot be published yet: no checks have reported on it. Publish again once they have run and passed.`,
    );
  try {
    const { data } = await gitHubRequest<{ sha: string }>(github, {
      method: 'PUT',
      path: `/repos/${repository}/pulls/${number}/merge`,
      body: { sha: pull.head.sha, merge_method: mergeMethod },
      retry: false,
    });
    return { commit: data.sha, headCommit: pull.head.sha };
  } catch (error) {
    if (error instanceof GitHubError && error.status === 409)
      throw new PublishRefusal(
        'head-moved',
        409,
        `Change #${number} got new saves while you published; its checks must pass on them first. Publish again then.`,
      );
    if (error instanceof GitHubError && error.status === 405) {
      // Another publisher may have been quicker.
      const { data: now } = await gitHubRequest<PullRequestAnswer>(github, {
        method: 'GET',
        path: `/repos/${repository}/pulls/${number}`,
        retry: true,
      });
      if (now.merged || now.merged_at)
        throw new PublishRefusal('not-open', 409, `Change #${number} is published already.`);
      throw new PublishRefusal(
        'not-mergeable',
        409,
        `Change #${number} cannot be merged into the live site as it is (it differs in the same places as a newer change, or the site's branch rules forbid it). The writer submits it again to bring it up to date.`,
      );
    }
    throw error;
  }
}
