/**
 * The comment workflow's step (`.github/workflows/review-comment.yml`): after a run of the review
 * workflow on a pull request completes, write its report, or that it failed, as the pull
 * request's comment. What the finished run is (its commit, its conclusion, its page) comes from
 * GitHub's `workflow_run` event; which pull request, and the report, come from the run's artifact,
 * which the pull request's code made: it is read with limits (`review-artifact.ts`) and
 * the pull request it names must have the run's commit as its head, or nothing is written.
 */
import { gitHubRequest, type GitHubConnection } from './github-rest';
import { readReviewArtifact } from './review-artifact';
import { failedReviewCommentBody, postReviewComment, reviewCommentBody, type PostedComment } from './review-comment';

/** The part of GitHub's `workflow_run` event payload this reads. */
export interface WorkflowRunEvent {
  workflow_run?: {
    id?: unknown;
    event?: unknown;
    head_sha?: unknown;
    conclusion?: unknown;
    html_url?: unknown;
    pull_requests?: unknown;
  };
}

export interface FinishedRun {
  id: number;
  /** The commit the run reviewed: the pull request's head when it ran. */
  headCommit: string;
  conclusion: string;
  url: string;
  /** Pull requests GitHub itself names for the run (only those from branches of this repository). */
  pullRequests: number[];
}

/** The artifact with the HTML report, named by the review workflow's upload step. */
export const htmlReportArtifact = (pullRequest: number) => `site-review-pr-${pullRequest}`;

/** Why a run gave no report, by its conclusion; undefined for a run that did (success) or was replaced or skipped. */
const failureReasons: Record<string, string> = {
  failure: 'the review job failed',
  timed_out: 'the review job ran out of time',
  startup_failure: 'the review workflow could not start',
};

/** The event's run, or why it is not one this step can answer. */
export function finishedRun(event: WorkflowRunEvent): FinishedRun | string {
  const run = event.workflow_run;
  if (!run) return "the event is not a workflow run's";
  if (run.event !== 'pull_request') return `the run was for a ${String(run.event)} event, not a pull request`;
  if (typeof run.id !== 'number' || typeof run.html_url !== 'string' || typeof run.head_sha !== 'string')
    return "the event's workflow run has no id, page or commit";
  if (!/^[0-9a-f]{40}$/.test(run.head_sha)) return `the run's commit "${run.head_sha}" is not a commit id`;
  const pullRequests = Array.isArray(run.pull_requests)
    ? run.pull_requests
        .map((pull: unknown) =>
          typeof pull === 'object' && pull !== null && 'number' in pull ? pull.number : undefined,
        )
        .filter((number): number is number => typeof number === 'number')
    : [];
  return {
    id: run.id,
    headCommit: run.head_sha,
    conclusion: typeof run.conclusion === 'string' ? run.conclusion : 'unknown',
    url: run.html_url,
    pullRequests,
  };
}

export type RunCommentResult =
  { written: true; posted: PostedComment; pullRequest: number } | { written: false; why: string };

/** The HTML report's own page, when the run kept it; else the run's page, which lists its artifacts. */
async function htmlReportUrl(
  connection: GitHubConnection,
  repository: string,
  run: FinishedRun,
  pullRequest: number,
): Promise<string> {
  const { data } = await gitHubRequest<{ artifacts?: { id: number; name: string; expired?: boolean }[] }>(connection, {
    method: 'GET',
    path: `/repos/${repository}/actions/runs/${run.id}/artifacts?name=${htmlReportArtifact(pullRequest)}`,
    retry: true,
  });
  const artifact = data.artifacts?.find(
    (candidate) => candidate.name === htmlReportArtifact(pullRequest) && !candidate.expired,
  );
  return artifact ? `${run.url}/artifacts/${artifact.id}` : run.url;
}

/**
 * Writes the finished run's comment. Throws `ArtifactRefused` for an artifact the review job
 * cannot have made, `GitHubError` when GitHub refuses.
 */
export async function commentFromRun(
  connection: GitHubConnection,
  { repository, run, artifactDir }: { repository: string; run: FinishedRun; artifactDir: string },
): Promise<RunCommentResult> {
  const failed = failureReasons[run.conclusion];
  if (run.conclusion !== 'success' && !failed)
    return { written: false, why: `the run ended "${run.conclusion}" (a newer push replaced it, or it was skipped)` };
  const artifact = await readReviewArtifact(artifactDir);
  const pullRequest = artifact?.pullRequest ?? (run.pullRequests.length === 1 ? run.pullRequests[0] : undefined);
  if (pullRequest === undefined)
    return { written: false, why: 'the run left no artifact naming its pull request, and GitHub names none' };

  const { data: pull } = await gitHubRequest<{ head?: { sha?: string }; state?: string }>(connection, {
    method: 'GET',
    path: `/repos/${repository}/pulls/${pullRequest}`,
    retry: true,
  });
  if (pull.head?.sha !== run.headCommit)
    return {
      written: false,
      why:
        `pull request #${pullRequest}'s last commit is ${pull.head?.sha?.slice(0, 7) ?? 'unknown'}, not ${run.headCommit.slice(0, 7)}, ` +
        'the one this run reviewed: a newer push is under review, or the artifact names another pull request',
    };

  const target = { repository, pullRequest };
  if (!failed && artifact?.report?.trim()) {
    const detailsUrl = await htmlReportUrl(connection, repository, run, pullRequest);
    const posted = await postReviewComment(
      connection,
      target,
      reviewCommentBody(artifact.report, { detailsUrl, headCommit: run.headCommit }),
    );
    return { written: true, posted, pullRequest };
  }
  const failure = {
    commit: run.headCommit,
    reason: failed ?? 'the review job finished without a report',
    runUrl: run.url,
    said: artifact?.report,
  };
  const posted = await postReviewComment(connection, target, (earlier) => failedReviewCommentBody(failure, earlier));
  return { written: true, posted, pullRequest };
}
