/**
 * A stand-in for the GitHub REST endpoints the review comment calls, on loopback: it keeps the
 * comments of each pull request (written by github-actions[bot] when the writing token posts),
 * each pull request's head commit and each workflow run's artifacts, checks the token, pages lists
 * as GitHub does (per_page up to 100, a Link header) and can be told to fail the next requests.
 *
 * For the team studio's submit and publish it also keeps pull requests over a real bare repository
 * (`remote`): opened from a branch pushed there, listed by head, their reviews, the head commit's
 * statuses and check runs, and a merge that really merges into the repository's base branch.
 */
import { execFile } from 'node:child_process';
import { verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredComment {
  id: number;
  body: string;
  user: { login: string; type: 'Bot' | 'User' };
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface Fault {
  method: 'GET' | 'POST' | 'PATCH';
  status: number;
  headers?: Record<string, string>;
  message?: string;
  /** Do what was asked, then answer with the fault anyway (a creation whose answer was lost). */
  afterDoing?: boolean;
}

export interface RequestSeen {
  method: string;
  path: string;
  status: number;
}

export interface GitHubStandIn {
  /** What GITHUB_API_URL is set to: under `/api/v3`, as GitHub Enterprise serves it, to catch joined paths. */
  apiUrl: string;
  repository: string;
  /** The token that may write; `readOnlyToken` may only read (a fork's pull request). */
  token: string;
  readOnlyToken: string;
  comments(pullRequest: number): StoredComment[];
  /** Adds a comment by someone else, as a person commenting on the pull request. */
  addComment(pullRequest: number, body: string, login?: string): void;
  /** Opens (or pushes to) a pull request: `GET /pulls/{n}` answers with this head commit. */
  setPullRequestHead(pullRequest: number, sha: string): void;
  /** Lists an artifact under a workflow run, as `GET /actions/runs/{id}/artifacts` does. */
  addRunArtifact(runId: number, name: string, id: number): void;
  failNext(...faults: Fault[]): void;
  requests: RequestSeen[];
  /** The pull requests opened through `POST /pulls` (with a `remote`), by number. */
  pullRequests(): StoredPullRequest[];
  /** A review by someone, as `GET /pulls/{n}/reviews` lists it. */
  addReview(pullRequest: number, state: ReviewState, login?: string, body?: string): void;
  /** Sets a commit status (`GET /commits/{ref}/status`), the newest per context counting. */
  setCommitStatus(sha: string, context: string, state: StatusState, description?: string): void;
  /** Sets a check run (`GET /commits/{ref}/check-runs`) by name. */
  setCheckRun(sha: string, name: string, status: CheckRunStatus, conclusion?: CheckRunConclusion): void;
  /** Closes a pull request without merging, as a reviewer may. */
  closePullRequest(pullRequest: number): void;
  /** With `app`: the installation tokens minted so far, oldest first, with the body each was asked with. */
  mintedTokens(): { token: string; expiresAt: number; body: unknown }[];
  close(): Promise<void>;
}

export type ReviewState = 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';
export type StatusState = 'success' | 'pending' | 'failure' | 'error';
export type CheckRunStatus = 'queued' | 'in_progress' | 'completed';
export type CheckRunConclusion =
  'success' | 'failure' | 'neutral' | 'cancelled' | 'skipped' | 'timed_out' | 'action_required';

export interface StoredPullRequest {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  merged: boolean;
  merged_at: string | null;
  merge_commit_sha: string | null;
  html_url: string;
  user: { login: string };
  head: { ref: string; sha: string; label: string };
  base: { ref: string };
}

export interface StandInOptions {
  /** A bare repository standing for GitHub's copy: pull requests are opened from its branches and merged into it. */
  remote?: string;
  /**
   * A GitHub App installed on the repository: requests signed with its key (an RS256 JWT) may find
   * the installation and mint its tokens, which write as `token` does until they expire.
   */
  app?: { id: number; publicKey: KeyObject; tokenLifetimeMs?: number };
}

/** The App's id when `jwt` is a token its key signed that is valid now (GitHub's rules), else why not. */
function checkAppJwt(jwt: string, app: NonNullable<StandInOptions['app']>): string | undefined {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) return 'A JSON web token could not be decoded';
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    app.publicKey,
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'A JSON web token could not be decoded';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    iat?: number;
    exp?: number;
    iss?: string;
  };
  const now = Date.now() / 1000;
  if (claims.iss !== String(app.id)) return 'Integration not found';
  if (typeof claims.exp !== 'number' || typeof claims.iat !== 'number' || claims.exp <= now)
    return "'Expiration time' claim ('exp') must be a numeric value representing the future time at which the assertion expires";
  if (claims.exp - claims.iat > 600) return "'Expiration time' claim ('exp') is too far in the future";
  if (claims.iat > now + 60)
    return "'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued";
  return undefined;
}

const installationId = 4242;

function gitIn(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, env: { ...process.env, LC_ALL: 'C', ...env } }, (error, stdout) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout: stdout.trim() }),
    );
  });
}

const prefix = '/api/v3';

export async function startGitHubStandIn({ remote, app }: StandInOptions = {}): Promise<GitHubStandIn> {
  const repository = 'northstar/site';
  const token = 'ghs_writer';
  const readOnlyToken = 'ghs_reader';
  const byPullRequest = new Map<number, StoredComment[]>();
  const faults: Fault[] = [];
  const requests: RequestSeen[] = [];
  const heads = new Map<number, string>();
  const runArtifacts = new Map<number, { id: number; name: string }[]>();
  let nextId = 1000;
  let origin = '';
  const pulls = new Map<number, StoredPullRequest>();
  const reviews = new Map<
    number,
    { id: number; user: { login: string }; state: ReviewState; body: string; submitted_at: string; commit_id: string }[]
  >();
  const statuses = new Map<string, { context: string; state: StatusState; description: string | null }[]>();
  const checkRuns = new Map<
    string,
    { id: number; name: string; status: CheckRunStatus; conclusion: CheckRunConclusion | null }[]
  >();
  let nextPullRequest = 101;
  const minted: { token: string; expiresAt: number; body: unknown }[] = [];
  const owner = repository.split('/')[0];

  const commentsOf = (pullRequest: number) => {
    if (!byPullRequest.has(pullRequest)) byPullRequest.set(pullRequest, []);
    return byPullRequest.get(pullRequest)!;
  };
  const store = (pullRequest: number, body: string, user: StoredComment['user']) => {
    const id = nextId++;
    const now = new Date().toISOString();
    const comment = {
      id,
      body,
      user,
      html_url: `https://github.example/${repository}/pull/${pullRequest}#issuecomment-${id}`,
      created_at: now,
      updated_at: now,
    };
    commentsOf(pullRequest).push(comment);
    return comment;
  };

  async function readJson(request: IncomingMessage): Promise<{ body?: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { body?: unknown };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', origin);
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      requests.push({ method, path: `${url.pathname}${url.search}`, status });
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(JSON.stringify(data));
    };
    const fail = (status: number, message: string, headers: Record<string, string> = {}) =>
      send(status, { message, documentation_url: 'https://docs.github.com/rest', status: String(status) }, headers);

    const authorization = request.headers.authorization ?? '';
    const bearer = /^(?:Bearer|token) (.+)$/.exec(authorization)?.[1];
    const path = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : undefined;

    // The App's own requests, signed with its key: find its installation, mint a token of it.
    const installationOf = path && /^\/repos\/([^/]+\/[^/]+)\/installation$/.exec(path);
    const mint = path && /^\/app\/installations\/(\d+)\/access_tokens$/.exec(path);
    if (installationOf || mint) {
      if (!app) return fail(404, 'Not Found');
      const refused = checkAppJwt(bearer ?? '', app);
      if (refused) return fail(401, refused);
      if (installationOf && method === 'GET') {
        if (installationOf[1] !== repository) return fail(404, 'Not Found');
        return send(200, { id: installationId, account: { login: owner }, app_id: app.id });
      }
      if (mint && method === 'POST') {
        if (Number(mint[1]) !== installationId) return fail(404, 'Not Found');
        const body = await readJson(request);
        const asked = (body as { repositories?: unknown }).repositories;
        if (asked !== undefined && !(Array.isArray(asked) && asked.every((name) => name === repository.split('/')[1])))
          return fail(
            422,
            'There is at least one repository that does not exist or is not accessible to the parent installation.',
          );
        const expiresAt = Date.now() + (app.tokenLifetimeMs ?? 3_600_000);
        const issued = { token: `ghs_installation_${minted.length + 1}`, expiresAt, body };
        minted.push(issued);
        return send(201, { token: issued.token, expires_at: new Date(expiresAt).toISOString() });
      }
      return fail(404, 'Not Found');
    }

    // An installation token writes as `token` does, until it expires.
    const installationToken = minted.find((issued) => issued.token === bearer && issued.expiresAt > Date.now());
    const given = installationToken ? token : bearer;
    if (given !== token && given !== readOnlyToken) return fail(401, 'Bad credentials');

    const pullRoute = path && /^\/repos\/([^/]+\/[^/]+)\/(pulls|commits)(?:\/(.*))?$/.exec(path);
    if (pullRoute) {
      if (pullRoute[1] !== repository) return fail(404, 'Not Found');
      return pullRequestRoutes(
        request,
        method,
        url,
        pullRoute[2],
        pullRoute[3] ?? '',
        given === readOnlyToken,
        send,
        fail,
      );
    }
    const artifacts = path && /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(path);
    if (artifacts && method === 'GET') {
      if (artifacts[1] !== repository) return fail(404, 'Not Found');
      const name = url.searchParams.get('name');
      const listed = (runArtifacts.get(Number(artifacts[2])) ?? []).filter(
        (artifact) => !name || artifact.name === name,
      );
      return send(200, {
        total_count: listed.length,
        artifacts: listed.map((artifact) => ({ ...artifact, expired: false })),
      });
    }
    const list = path && /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path);
    const one = path && /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path);
    const repo = (list || one)?.[1];
    if (!repo || repo !== repository) return fail(404, 'Not Found');

    const fault = faults[0]?.method === method ? faults.shift() : undefined;
    if (fault && !fault.afterDoing) return fail(fault.status, fault.message ?? 'Server Error', fault.headers);
    if (method !== 'GET' && given === readOnlyToken) return fail(403, 'Resource not accessible by integration');

    if (list && method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      if (!(perPage >= 1 && perPage <= 100)) return fail(422, 'per_page must be between 1 and 100');
      const all = commentsOf(Number(list[2]));
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const pageUrl = (n: number) => {
        const address = new URL(url);
        address.searchParams.set('page', String(n));
        return `<${address.href}>`;
      };
      const links = page < last ? [`${pageUrl(page + 1)}; rel="next"`, `${pageUrl(last)}; rel="last"`] : [];
      return send(200, all.slice((page - 1) * perPage, page * perPage), links.length ? { link: links.join(', ') } : {});
    }
    if (list && method === 'POST') {
      const { body } = await readJson(request);
      if (typeof body !== 'string') return fail(422, 'Invalid request. "body" wasn\'t supplied.');
      if (body.length > 65_536) return fail(422, 'Validation Failed', {});
      const created = store(Number(list[2]), body, { login: 'github-actions[bot]', type: 'Bot' });
      if (fault) return fail(fault.status, fault.message ?? 'Server Error', fault.headers);
      return send(201, created);
    }
    if (one && method === 'PATCH') {
      const { body } = await readJson(request);
      if (typeof body !== 'string') return fail(422, 'Invalid request. "body" wasn\'t supplied.');
      if (body.length > 65_536) return fail(422, 'Validation Failed');
      const comment = [...byPullRequest.values()].flat().find((stored) => stored.id === Number(one[2]));
      if (!comment) return fail(404, 'Not Found');
      // As GitHub does: an installation's token may not edit what a person wrote.
      if (comment.user.login !== 'github-actions[bot]') return fail(403, 'Resource not accessible by integration');
      comment.body = body;
      comment.updated_at = new Date().toISOString();
      if (fault) return fail(fault.status, fault.message ?? 'Server Error', fault.headers);
      return send(200, comment);
    }
    return fail(404, 'Not Found');
  }

  /** The head commit of a branch of the remote, as GitHub reads it when asked. */
  async function branchHead(ref: string): Promise<string | undefined> {
    if (!remote) return undefined;
    const run = await gitIn(remote, ['rev-parse', '--verify', '--quiet', `refs/heads/${ref}^{commit}`]);
    return run.code === 0 ? run.stdout : undefined;
  }

  async function currentPull(pull: StoredPullRequest): Promise<StoredPullRequest> {
    if (pull.state === 'open') pull.head.sha = (await branchHead(pull.head.ref)) ?? pull.head.sha;
    return pull;
  }

  /** Merges the pull request's head into its base in the remote, as GitHub's merge button does. */
  async function mergeInRemote(pull: StoredPullRequest, title: string): Promise<string | undefined> {
    if (!remote) return undefined;
    const base = await branchHead(pull.base.ref);
    if (!base) return undefined;
    const tree = await gitIn(remote, ['merge-tree', '--write-tree', base, pull.head.sha]);
    if (tree.code !== 0) return undefined;
    const commit = await gitIn(
      remote,
      ['commit-tree', tree.stdout.split('\n')[0], '-p', base, '-p', pull.head.sha, '-m', title],
      {
        GIT_AUTHOR_NAME: 'GitHub',
        GIT_AUTHOR_EMAIL: 'noreply@github.example',
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.example',
      },
    );
    if (commit.code !== 0) return undefined;
    const moved = await gitIn(remote, ['update-ref', `refs/heads/${pull.base.ref}`, commit.stdout, base]);
    return moved.code === 0 ? commit.stdout : undefined;
  }

  function paged<T>(
    url: URL,
    all: T[],
    send: (status: number, data: unknown, headers?: Record<string, string>) => void,
  ) {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 30)));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
    const last = Math.max(1, Math.ceil(all.length / perPage));
    const address = new URL(url);
    address.searchParams.set('page', String(page + 1));
    send(
      200,
      all.slice((page - 1) * perPage, page * perPage),
      page < last ? { link: `<${address.href}>; rel="next"` } : {},
    );
  }

  async function pullRequestRoutes(
    request: IncomingMessage,
    method: string,
    url: URL,
    kind: string,
    rest: string,
    readOnly: boolean,
    send: (status: number, data: unknown, headers?: Record<string, string>) => void,
    fail: (status: number, message: string) => void,
  ): Promise<void> {
    if (method !== 'GET' && readOnly) return fail(403, 'Resource not accessible by integration');
    const numbered = /^(\d+)(?:\/(reviews|merge))?$/.exec(rest);
    const pull = numbered ? pulls.get(Number(numbered[1])) : undefined;
    if (kind === 'commits') {
      const commit = /^([^/]+)\/(status|check-runs)$/.exec(rest);
      if (!commit || method !== 'GET') return fail(404, 'Not Found');
      const sha = decodeURIComponent(commit[1]);
      if (commit[2] === 'check-runs') {
        const runs = checkRuns.get(sha) ?? [];
        return send(200, { total_count: runs.length, check_runs: runs });
      }
      const listed = statuses.get(sha) ?? [];
      const state = listed.some((status) => status.state === 'failure' || status.state === 'error')
        ? 'failure'
        : listed.length === 0 || listed.some((status) => status.state === 'pending')
          ? 'pending'
          : 'success';
      return send(200, { sha, state, total_count: listed.length, statuses: listed });
    }
    if (rest === '' && method === 'GET') {
      const state = url.searchParams.get('state') ?? 'open';
      const head = url.searchParams.get('head');
      const listed = [];
      for (const stored of pulls.values()) {
        if (state !== 'all' && stored.state !== state) continue;
        if (head && head !== stored.head.label) continue;
        listed.push(await currentPull(stored));
      }
      return paged(url, listed, send);
    }
    if (rest === '' && method === 'POST') {
      const body = (await readJson(request)) as { title?: unknown; head?: unknown; base?: unknown; body?: unknown };
      if (typeof body.title !== 'string' || typeof body.head !== 'string' || typeof body.base !== 'string')
        return fail(422, 'Invalid request. "title", "head" and "base" are required.');
      if (typeof body.body === 'string' && body.body.length > 65_536)
        return fail(422, 'Validation Failed; body is too long');
      const ref = body.head.includes(':') ? body.head.slice(body.head.indexOf(':') + 1) : body.head;
      const sha = await branchHead(ref);
      if (!sha || !(await branchHead(body.base))) return fail(422, 'Validation Failed; head or base is not a branch');
      const label = `${owner}:${ref}`;
      if ([...pulls.values()].some((stored) => stored.state === 'open' && stored.head.label === label))
        return fail(422, `Validation Failed; A pull request already exists for ${label}.`);
      const number = nextPullRequest++;
      const created: StoredPullRequest = {
        number,
        title: body.title,
        body: typeof body.body === 'string' ? body.body : '',
        state: 'open',
        merged: false,
        merged_at: null,
        merge_commit_sha: null,
        html_url: `https://github.example/${repository}/pull/${number}`,
        user: { login: 'site-studio[bot]' },
        head: { ref, sha, label },
        base: { ref: body.base },
      };
      pulls.set(number, created);
      return send(201, created);
    }
    if (!numbered) return fail(404, 'Not Found');
    if (!pull) {
      // Pull requests told of by `setPullRequestHead`, for the review comment's tests.
      const number = Number(numbered[1]);
      if (method === 'GET' && !numbered[2] && heads.has(number))
        return send(200, { number, state: 'open', head: { sha: heads.get(number) } });
      return fail(404, 'Not Found');
    }
    if (!numbered[2] && method === 'GET') return send(200, await currentPull(pull));
    if (!numbered[2] && method === 'PATCH') {
      const body = (await readJson(request)) as { title?: unknown; body?: unknown; state?: unknown };
      if (typeof body.body === 'string' && body.body.length > 65_536)
        return fail(422, 'Validation Failed; body is too long');
      if (typeof body.title === 'string') pull.title = body.title;
      if (typeof body.body === 'string') pull.body = body.body;
      if ((body.state === 'open' || body.state === 'closed') && !pull.merged) pull.state = body.state;
      return send(200, await currentPull(pull));
    }
    if (numbered[2] === 'reviews' && method === 'GET') return paged(url, reviews.get(pull.number) ?? [], send);
    if (numbered[2] === 'merge' && method === 'PUT') {
      const body = (await readJson(request)) as { sha?: unknown; commit_title?: unknown };
      await currentPull(pull);
      if (pull.state !== 'open') return fail(405, 'Pull Request is not mergeable');
      if (typeof body.sha === 'string' && body.sha !== pull.head.sha)
        return fail(409, 'Head branch was modified. Review and try the merge again.');
      const title =
        typeof body.commit_title === 'string'
          ? body.commit_title
          : `Merge pull request #${pull.number} from ${pull.head.label}`;
      const merged = await mergeInRemote(pull, title);
      if (!merged) return fail(405, 'Pull Request is not mergeable');
      Object.assign(pull, {
        state: 'closed',
        merged: true,
        merged_at: new Date().toISOString(),
        merge_commit_sha: merged,
      });
      return send(200, { sha: merged, merged: true, message: 'Pull Request successfully merged' });
    }
    return fail(404, 'Not Found');
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${origin}${prefix}`,
    repository,
    token,
    readOnlyToken,
    comments: (pullRequest) => commentsOf(pullRequest),
    addComment: (pullRequest, body, login = 'copywriter') => {
      store(pullRequest, body, { login, type: 'User' });
    },
    setPullRequestHead: (pullRequest, sha) => {
      heads.set(pullRequest, sha);
    },
    addRunArtifact: (runId, name, id) => {
      runArtifacts.set(runId, [...(runArtifacts.get(runId) ?? []), { id, name }]);
    },
    failNext: (...added) => {
      faults.push(...added);
    },
    requests,
    pullRequests: () => [...pulls.values()],
    addReview: (pullRequest, state, login = 'reviewer', body = '') => {
      const listed = reviews.get(pullRequest) ?? [];
      listed.push({
        id: nextId++,
        user: { login },
        state,
        body,
        submitted_at: new Date().toISOString(),
        commit_id: pulls.get(pullRequest)?.head.sha ?? '',
      });
      reviews.set(pullRequest, listed);
    },
    setCommitStatus: (sha, context, state, description) => {
      const listed = (statuses.get(sha) ?? []).filter((status) => status.context !== context);
      statuses.set(sha, [...listed, { context, state, description: description ?? null }]);
    },
    setCheckRun: (sha, name, status, conclusion) => {
      const listed = (checkRuns.get(sha) ?? []).filter((run) => run.name !== name);
      checkRuns.set(sha, [...listed, { id: nextId++, name, status, conclusion: conclusion ?? null }]);
    },
    mintedTokens: () => [...minted],
    closePullRequest: (pullRequest) => {
      const pull = pulls.get(pullRequest);
      if (pull && !pull.merged) pull.state = 'closed';
    },
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
