/**
 * The change report as one pull-request comment that each later run replaces: found again by a
 * hidden marker at the start of its body, paging through the pull request's comments.
 */
import { GitHubError, gitHubRequest, type GitHubAnswer, type GitHubConnection } from './github-rest';

/** Starts the comment's body; GitHub shows nothing of it. */
export const reviewCommentMarker = '<!-- site-review -->';
/** GitHub refuses a comment body longer than this (422 "body is too long"). */
export const commentBodyLimit = 65_536;

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
  const made = headCommit ? `Made for \`${headCommit.slice(0, 7)}\`. ` : '';
  const footer = `\n\n---\n${made}Before and after, page by page: ${whole}.\n`;
  const report = markdown.trimEnd();
  const body = `${reviewCommentMarker}\n${report}${footer}`;
  if (body.length <= commentBodyLimit) return body;
  const note =
    `\n\n---\n**The report is longer than a comment can hold (${commentBodyLimit.toLocaleString('en')} characters) ` +
    `and stops here.** Read all of it in ${whole}.\n`;
  // Room for the marker, the note and a closing fence.
  const room = commentBodyLimit - reviewCommentMarker.length - 1 - note.length - 4;
  const cut = report.lastIndexOf('\n', room);
  const kept = closeOpenFence(report.slice(0, cut > 0 ? cut : room).trimEnd());
  return `${reviewCommentMarker}\n${kept}${note}`;
}

/** The pull request's comment that starts with the marker (the oldest, should there be more), reading every page. */
export async function findReviewComment(
  connection: GitHubConnection,
  { repository, pullRequest }: ReviewCommentTarget,
): Promise<IssueComment | undefined> {
  let path: string | undefined = `/repos/${repository}/issues/${pullRequest}/comments?per_page=100&page=1`;
  for (let page = 1; path; page++) {
    const answer: GitHubAnswer<IssueComment[]> = await gitHubRequest<IssueComment[]>(connection, {
      method: 'GET',
      path,
      retry: true,
    });
    const found = answer.data.find((comment) => comment.body?.startsWith(reviewCommentMarker));
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
 * Writes `body` as the pull request's review comment: replaces the earlier one when there is one,
 * else creates it. A creation whose answer was lost (a 5xx, a dropped connection) may still have
 * happened, so it is never simply sent again: the comments are read again first.
 */
export async function postReviewComment(
  connection: GitHubConnection,
  target: ReviewCommentTarget,
  body: string,
): Promise<PostedComment> {
  if (!/^[\w.-]+\/[\w.-]+$/.test(target.repository))
    throw new GitHubError(`GITHUB_REPOSITORY should read owner/name, not "${target.repository}"`);
  for (let round = 1; ; round++) {
    const earlier = await findReviewComment(connection, target);
    if (earlier) {
      if (earlier.body === body) return { action: 'unchanged', id: earlier.id, url: earlier.html_url };
      const { data } = await gitHubRequest<IssueComment>(connection, {
        method: 'PATCH',
        path: `/repos/${target.repository}/issues/comments/${earlier.id}`,
        body: { body },
        retry: true,
      });
      return { action: 'updated', id: data.id, url: data.html_url };
    }
    try {
      const { data } = await gitHubRequest<IssueComment>(connection, {
        method: 'POST',
        path: `/repos/${target.repository}/issues/${target.pullRequest}/comments`,
        body: { body },
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
