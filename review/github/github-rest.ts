/**
 * The few GitHub REST calls the pull-request comment needs, over Node's fetch: the token in every
 * request, answers the operator can act on for 401/403/404/422 and rate limits, and bounded
 * retries where a retry is safe.
 */

export interface GitHubConnection {
  /** `https://api.github.com`, or GitHub Enterprise's `https://host/api/v3` (GITHUB_API_URL in Actions). */
  apiUrl: string;
  /** The token, or where to get a current one for each request (a GitHub App's, renewed as it runs out). */
  token: string | (() => Promise<string>);
  /** Between attempts after a 5xx or a lost connection: attempt n waits `retryDelayMs * 2^(n-1)`. */
  retryDelayMs?: number;
  /**
   * What the token and repository are called where this connection's settings come from, and what
   * the token needs, for refusals' messages. Unset: the review workflow's (`GITHUB_TOKEN`, …).
   */
  names?: { token: string; repository: string; permissions: string };
}

const workflowNames = {
  token: 'GITHUB_TOKEN',
  repository: 'GITHUB_REPOSITORY',
  permissions:
    'The token may not write comments: the workflow job needs `permissions: pull-requests: write`, and a pull request from a fork only ever gets a read-only token.',
};

/** A request GitHub refused or could not answer; `message` says what to do. */
export class GitHubError extends Error {
  override name = 'GitHubError';
  constructor(
    message: string,
    /** The HTTP status, or undefined when no answer came. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface GitHubAnswer<T> {
  status: number;
  data: T;
  /** The `rel="next"` address from the Link header: the next page of a list. */
  next?: string;
}

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  /** `/repos/{owner}/{repo}/…` under the API address, or a whole address GitHub gave (a next page). */
  path: string;
  body?: unknown;
  /** Whether the same request may be sent again after a 5xx: not for a POST (or a merge's PUT) that may have been done. */
  retry: boolean;
}

const attempts = 3;
/** The longest `retry-after` worth waiting for inside one run; a longer one fails with the time to try again. */
const longestWaitSeconds = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function addressOf(apiUrl: string, path: string): URL {
  const base = new URL(apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`);
  const address = new URL(path.replace(/^\//, ''), base);
  // A Link header's next page must stay on the API host: the token goes with every request.
  if (address.origin !== base.origin) throw new GitHubError(`GitHub pointed to ${address.origin}, not ${base.origin}`);
  return address;
}

/** The `rel="next"` address of a Link header (`<https://…?page=2>; rel="next", <…>; rel="last"`). */
export function nextPage(link: string | null): string | undefined {
  for (const part of link?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match) return match[1];
  }
  return undefined;
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown; errors?: unknown };
    const details = Array.isArray(parsed.errors)
      ? parsed.errors
          .map((error: unknown) =>
            typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : '',
          )
          .filter(Boolean)
      : [];
    if (typeof parsed.message === 'string') return [parsed.message, ...details].join('; ');
  } catch {
    // Not JSON: a proxy's page, say.
  }
  return text.trim().slice(0, 200) || response.statusText;
}

/**
 * Seconds to wait before a rate-limited request may be sent again, as GitHub's documentation on
 * rate limits says: `retry-after`, else the reset time when none are left, else a minute when the
 * answer speaks of a (secondary) rate limit. Undefined when the 403 is not about rates.
 */
function rateLimitWait(response: Response, message: string): { seconds: number; primary: boolean } | undefined {
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter !== null && Number.isFinite(Number(retryAfter)))
    return { seconds: Number(retryAfter), primary: false };
  if (response.headers.get('x-ratelimit-remaining') === '0') {
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    return { seconds: Number.isFinite(reset) ? Math.max(0, reset - Date.now() / 1000) : Infinity, primary: true };
  }
  if (response.status === 429 || /rate limit/i.test(message)) return { seconds: 60, primary: false };
  return undefined;
}

function refusal(
  status: number,
  message: string,
  method: string,
  url: URL,
  names: NonNullable<GitHubConnection['names']> = workflowNames,
): GitHubError {
  const where = `${method} ${url.pathname}`;
  switch (status) {
    case 401:
      return new GitHubError(
        `GitHub refused the token (401 ${message}) for ${where}: ${names.token} is missing, expired or wrong.`,
        status,
      );
    case 403:
      return new GitHubError(`GitHub forbade ${where} (403 ${message}). ${names.permissions}`, status);
    case 404:
      return new GitHubError(
        `GitHub found nothing at ${where} (404 ${message}): check ${names.repository} and the pull request number, ` +
          `and that ${names.token} may see the repository.`,
        status,
      );
    case 422:
      return new GitHubError(`GitHub did not accept ${where} (422 ${message}).`, status);
    default:
      return new GitHubError(`GitHub answered ${where} with ${status} ${message}.`, status);
  }
}

/** Sends one request; retries 5xx and lost connections (when `retry`) and short rate-limit waits. */
export async function gitHubRequest<T>(
  connection: GitHubConnection,
  { method, path, body, retry }: RequestOptions,
): Promise<GitHubAnswer<T>> {
  const url = addressOf(connection.apiUrl, path);
  const delay = connection.retryDelayMs ?? 1000;
  let lastFailure = '';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(delay * 2 ** (attempt - 2));
    const token = typeof connection.token === 'string' ? connection.token : await connection.token();
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          'User-Agent': 'site-review-comment',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      lastFailure = `no answer (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`;
      if (retry) continue;
      throw new GitHubError(`${method} ${url.pathname}: ${lastFailure}`);
    }
    if (response.ok) {
      const data = (response.status === 204 ? undefined : await response.json()) as T;
      return { status: response.status, data, next: nextPage(response.headers.get('link')) };
    }
    const message = await messageOf(response);
    if (response.status >= 500) {
      lastFailure = `${response.status} ${message}`;
      if (retry) continue;
      throw new GitHubError(`GitHub answered ${method} ${url.pathname} with ${lastFailure}.`, response.status);
    }
    if (response.status === 403 || response.status === 429) {
      const wait = rateLimitWait(response, message);
      if (wait) {
        if (wait.seconds <= longestWaitSeconds && attempt < attempts) {
          await sleep(wait.seconds * 1000);
          continue;
        }
        const until = Number.isFinite(wait.seconds)
          ? ` until ${new Date(Date.now() + wait.seconds * 1000).toISOString().slice(0, 19)} UTC`
          : '';
        throw new GitHubError(
          `GitHub's ${wait.primary ? '' : 'secondary '}rate limit stopped ${method} ${url.pathname} (${response.status} ${message}): ` +
            `no more requests${until}; run the job again then.`,
          response.status,
        );
      }
    }
    throw refusal(response.status, message, method, url, connection.names);
  }
  throw new GitHubError(
    `GitHub did not answer ${method} ${url.pathname} after ${attempts} attempts (last: ${lastFailure}); try again later.`,
  );
}
