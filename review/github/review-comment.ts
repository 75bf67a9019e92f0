/**
 * The change report as one pull-request comment that each later run replaces: found again by a
 * hidden marker at the start of its body and by its author, the workflow's bot user, paging
 * through the pull request's comments. Anyone may write a comment that starts with the marker;
 * only the bot's own is ever edited.
 */
import { GitHubError, gitHubRequest, type GitHubAnswer, type GitHubConnection } from './github-rest';

/** Starts the comment's body; GitHub shows nothing of it. */
export const reviewCommentMarker = '<!-- site-review -->';
/** Who writes the comment: the user GitHub Actions' own token (`github.token`) comments as. */
export const reviewCommentAuthor = 'github-actions[bot]';
/** GitHub refuses a comment body longer than this (422 "body is too long"). */
export const commentBodyLimit = 65_536;

/** The commit a comment is about, hidden in its body, so a failed later run can name it. */
const commitLine = (commit: string) => `<!-- site-review-commit: ${commit} -->`;
const commitPattern = /^<!-- site-review-commit: ([0-9a-f]{7,64}) -->$/m;
const failedMark = '<!-- site-review-failed -->';
const lastReportMark = '<!-- site-review-last-report -->';

export interface IssueComment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login: string; type?: string } | null;
}

export interface ReviewCommentTarget {
  /** `owner/name`. */
  repository: string;
  pullRequest: number;
  /** The login whose comment is ours; `reviewCommentAuthor` when not given. */
  author?: string;
}

export interface PostedComment {
  action: 'created' | 'updated' | 'unchanged';
  id: number;
  url: string;
}

/** How many times a lost creation is looked for and tried again. */
const rounds = 3;

function closeOpenFence(text: string): string {
  const fences = text.split('\n').filter((line) => /^\s*(```|~~~)/.test(line)).length;
  return fences % 2 ? `${text}\n\`\`\`` : text;
}

/** `text` cut at the end of a line to at most `room` characters, a code block left open closed again. */
function cutToFit(text: string, room: number): string {
  if (text.length <= room) return text;
  const cut = text.lastIndexOf('\n', room - 4);
  return closeOpenFence(text.slice(0, cut > 0 ? cut : Math.max(0, room - 4)).trimEnd());
}

const short = (commit: string) => `\`${commit.slice(0, 7)}\``;

/**
 * The comment's body: the marker, the report, and where the HTML report is. A report too long for
 * a comment is cut at a line and ends with a note that says so and points to the whole one.
 */
export function reviewCommentBody(
  markdown: string,
  { detailsUrl, headCommit }: { detailsUrl?: string; headCommit?: string } = {},
): string {
  const whole = detailsUrl
    ? `[the HTML report with screenshots](${detailsUrl})`
    : "the HTML report in this workflow run's artifacts";
  // Says which push the comment is about, should a later run fail before replacing it.
  const made = headCommit ? `Made for ${short(headCommit)}. ` : '';
  const head = headCommit ? `${reviewCommentMarker}\n${commitLine(headCommit)}\n` : `${reviewCommentMarker}\n`;
  const footer = `\n\n---\n${made}Before and after, page by page: ${whole}.\n`;
  const report = markdown.trimEnd();
  const body = `${head}${report}${footer}`;
  if (body.length <= commentBodyLimit) return body;
  const note =
    `\n\n---\n**The report is longer than a comment can hold (${commentBodyLimit.toLocaleString('en')} characters) ` +
    `and stops here.** Read all of it in ${whole}.\n`;
  return `${head}${cutToFit(report, commentBodyLimit - head.length - note.length)}${note}`;
}

/** What a failed run says instead of a report; `said` is what the review itself wrote, when it wrote anything. */
export interface ReviewFailure {
  /** The commit the failed run reviewed. */
  commit: string;
  /** Why, in a few words: "the review job failed". */
  reason: string;
  /** The run's page, with its log. */
  runUrl: string;
  said?: string;
}

/**
 * The body that replaces the comment when a run fails: "Site review failed for <commit>: <reason>",
 * with a link to the run, then the last report (from `previous`, the comment's body until now)
 * folded and headed with the commit it was made for, so it never reads as this commit's report.
 */
export function failedReviewCommentBody(failure: ReviewFailure, previous?: string | null): string {
  const head = `${reviewCommentMarker}\n${commitLine(failure.commit)}\n${failedMark}\n`;
  const said = failure.said?.trim().replace(/^# .*\n+/, '');
  const text =
    `## Site review failed for ${short(failure.commit)}: ${failure.reason}\n\n` +
    `There is no report of ${short(failure.commit)}. [The run](${failure.runUrl}) has the whole log.` +
    (said ? `\n\n${said}` : '');
  const top = `${head}${cutToFit(text, Math.floor(commentBodyLimit / 2) - head.length)}\n`;
  const last = previous ? lastReport(previous, failure.commit) : undefined;
  if (!last) return top;
  const section = `\n${lastReportMark}\n${last.heading}\n\n<details><summary>${last.summary}</summary>\n\n`;
  const end = '\n\n</details>\n';
  const room = commentBodyLimit - top.length - section.length - end.length;
  return `${top}${section}${cutToFit(last.report, room)}${end}`;
}

/** The report an earlier comment holds, with what to call it; the one a failure comment folded, when it is one. */
function lastReport(
  previous: string,
  failedCommit: string,
): { heading: string; summary: string; report: string } | undefined {
  if (previous.includes(failedMark)) {
    const at = previous.indexOf(lastReportMark);
    if (at < 0) return undefined;
    const folded = /\n(.*)\n\n<details><summary>(.*)<\/summary>\n\n([\s\S]*)\n\n<\/details>\n?$/.exec(
      previous.slice(at + lastReportMark.length),
    );
    return folded ? { heading: folded[1], summary: folded[2], report: folded[3] } : undefined;
  }
  const commit = commitPattern.exec(previous)?.[1];
  const report = previous.replace(reviewCommentMarker, '').replace(commitPattern, '').replace(/^\n+/, '').trimEnd();
  if (!report) return undefined;
  const made = commit ? `for ${short(commit)}` : 'for an earlier commit';
  return {
    heading: `The last report, ${made}, is folded below: it does not show what ${short(failedCommit)} changed.`,
    summary: `The last report, ${made} (outdated)`,
    report,
  };
}

/** The pull request's comment by `author` that starts with the marker (the oldest, should there be more), reading every page. */
export async function findReviewComment(
  connection: GitHubConnection,
  { repository, pullRequest, author = reviewCommentAuthor }: ReviewCommentTarget,
): Promise<IssueComment | undefined> {
  let path: string | undefined = `/repos/${repository}/issues/${pullRequest}/comments?per_page=100&page=1`;
  for (let page = 1; path; page++) {
    const answer: GitHubAnswer<IssueComment[]> = await gitHubRequest<IssueComment[]>(connection, {
      method: 'GET',
      path,
      retry: true,
    });
    const found = answer.data.find(
      (comment) => comment.user?.login === author && comment.body?.startsWith(reviewCommentMarker),
    );
    if (found) return found;
    // GitHub names the next page in the Link header; without one, a full page may still have a next.
    path =
      answer.next ??
      (answer.data.length === 100
        ? `/repos/${repository}/issues/${pullRequest}/comments?per_page=100&page=${page + 1}`
        : undefined);
  }
  return undefined;
}

/**
 * Writes the pull request's review comment: replaces the earlier one when there is one, else
 * creates it. `body` may be made from the earlier comment's body (a failure folds the last report).
 * A creation whose answer was lost (a 5xx, a dropped connection) may still have happened, so it is
 * never simply sent again: the comments are read again first.
 */
export async function postReviewComment(
  connection: GitHubConnection,
  target: ReviewCommentTarget,
  body: string | ((earlier: string | undefined) => string),
): Promise<PostedComment> {
  if (!/^[\w.-]+\/[\w.-]+$/.test(target.repository))
    throw new GitHubError(`GITHUB_REPOSITORY should read owner/name, not "${target.repository}"`);
  const bodyFor = (earlier: string | undefined) => (typeof body === 'string' ? body : body(earlier));
  for (let round = 1; ; round++) {
    const earlier = await findReviewComment(connection, target);
    if (earlier) {
      const next = bodyFor(earlier.body ?? undefined);
      if (earlier.body === next) return { action: 'unchanged', id: earlier.id, url: earlier.html_url };
      const { data } = await gitHubRequest<IssueComment>(connection, {
        method: 'PATCH',
        path: `/repos/${target.repository}/issues/comments/${earlier.id}`,
        body: { body: next },
        retry: true,
      });
      return { action: 'updated', id: data.id, url: data.html_url };
    }
    try {
      const { data } = await gitHubRequest<IssueComment>(connection, {
        method: 'POST',
        path: `/repos/${target.repository}/issues/${target.pullRequest}/comments`,
        body: { body: bodyFor(undefined) },
        retry: false,
      });
      return { action: 'created', id: data.id, url: data.html_url };
    } catch (error) {
      const unanswered = error instanceof GitHubError && (error.status === undefined || error.status >= 500);
      if (!unanswered || round === rounds) throw error;
      await new Promise((resolve) => setTimeout(resolve, connection.retryDelayMs ?? 1000));
    }
  }
}
