/**
 * A stand-in for the GitHub REST endpoints the review comment calls, on loopback: it keeps the
 * comments of each pull request (written by github-actions[bot] when the writing token posts),
 * each pull request's head commit and each workflow run's artifacts, checks the token, pages lists
 * as GitHub does (per_page up to 100, a Link header) and can be told to fail the next requests.
 */
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
  close(): Promise<void>;
}

const prefix = '/api/v3';

export async function startGitHubStandIn(): Promise<GitHubStandIn> {
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
    const given = /^(?:Bearer|token) (.+)$/.exec(authorization)?.[1];
    if (given !== token && given !== readOnlyToken) return fail(401, 'Bad credentials');

    const path = url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : undefined;
    const pull = path && /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)$/.exec(path);
    if (pull && method === 'GET') {
      if (pull[1] !== repository || !heads.has(Number(pull[2]))) return fail(404, 'Not Found');
      const number = Number(pull[2]);
      return send(200, { number, state: 'open', head: { sha: heads.get(number) } });
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
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
