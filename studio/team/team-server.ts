import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  constants as http2Constants,
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Stream,
} from 'node:http2';
import type { Socket } from 'node:net';
import { securityHeaders } from '../../builder/site-files/security-headers';
import {
  connectionsCheckingIntervalMs,
  defaultMaxConnections,
  headersTimeoutMs,
  keepAliveTimeoutMs,
  limitConnections,
  requestTimeoutMs,
} from '../../server/connection-limits';
import { defaultConnectionsPerAddress } from '../../server/settings';
import { cspReportPath, cspReportReceiver } from '../../server/csp-reports';
import { clientAddress } from '../../server/forms/client-address';
import { createRateLimiter } from '../../server/forms/rate-limiter';
import { closeIfBodyUnread } from '../../server/plain-answer';
import { requestFailureLog } from '../../server/request-failure';
import { parseRequestTarget } from '../../server/request-target';
import { tlsCiphers } from '../../server/tls-ciphers';
import type { AuditEntry, AuditLog } from './audit-log';
import { openAuditLog } from './open-audit-log';
import { SessionStore, pendingSignInMs, randomToken, sameSecret, type TeamMember, type TeamSession } from './sessions';
import { SignIn, SignInRefusal, callbackPath } from './sign-in';
import { signInProblemPage, signedOutPage, stylePath, teamCss } from './team-pages';
import type { TeamSettings } from './team-settings';
import type { TeamStudio } from './team-studio';

export const studioPath = '/_studio';
export const signInPath = '/_studio/sign-in';
export const signOutPath = '/_studio/sign-out';
export const signedOutPath = '/_studio/signed-out';
export const apiPrefix = '/_studio/api/';
export const memberApiPath = '/_studio/api/team/me';
export const publishApiPath = '/_studio/api/team/publish';
export const auditApiPath = '/_studio/api/team/audit';
export const submittedApiPath = '/_studio/api/team/changes';
/** The header every POST, PUT, PATCH and DELETE carries: the session's CSRF token. */
export const csrfHeader = 'x-csrf-token';

/** What a handler behind the sign-in is given: the member, their session, where they came from. */
export interface TeamRequest {
  req: IncomingMessage;
  res: ServerResponse;
  member: TeamMember;
  session: TeamSession;
  address: string;
  url: URL;
}

type TeamRoute = (request: TeamRequest) => void | Promise<void>;

export interface TeamServerOptions {
  settings: TeamSettings;
  /** HTTPS with HTTP/2 and HTTP/1.1 with these PEM bytes; unset: plain HTTP/1.1. */
  tls?: { cert: Buffer; key: Buffer };
  log?: (line: string) => void;
  /** The studio itself behind the sign-in (`team-studio.ts`): its app, endpoints and previews, given the audit log. */
  studio: (audit: AuditLog) => TeamStudio;
}

export interface TeamServer {
  server: Server | Http2SecureServer;
  audit: AuditLog;
  shutdown: () => Promise<void>;
}

/**
 * The session cookie. `Secure` always; `__Host-` (no Domain, Path=/, Secure, set over HTTPS only:
 * no other host or path can plant or shadow it) when the studio's public address is https://,
 * as it is in every deployment. On an http:// loopback address (a trial, the tests) the prefix is
 * left off: a browser takes `Secure` cookies from http://localhost and 127.0.0.1, which count as
 * secure contexts, but no version of the prefixes' rules promises the same for them.
 */
function cookieNames(publicUrl: string): { session: string; signIn: string } {
  const prefix = publicUrl.startsWith('https:') ? '__Host-' : '';
  return { session: `${prefix}studio-session`, signIn: `${prefix}studio-sign-in` };
}

function cookie(name: string, value: string, maxAgeSeconds?: number): string {
  const age = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax${age}`;
}

/** The value of cookie `name` in a `Cookie` header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return undefined;
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  closeIfBodyUnread(res.req, res);
  const bytes = Buffer.from(body);
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': bytes.length, ...headers });
  res.end(res.req.method === 'HEAD' ? undefined : bytes);
}

const html = (res: ServerResponse, status: number, body: string, headers?: Record<string, string>) =>
  send(res, status, 'text/html; charset=utf-8', body, headers);
const json = (res: ServerResponse, status: number, body: unknown, headers?: Record<string, string>) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
const redirect = (res: ServerResponse, location: string, headers: Record<string, string | string[]> = {}) => {
  closeIfBodyUnread(res.req, res);
  res.writeHead(303, { Location: location, 'Content-Length': 0, ...headers });
  res.end();
};

const changes = (method: string) => method !== 'GET' && method !== 'HEAD';

/** An HTTP/2 stream whose request body has not arrived within the request timeout is cancelled, as the server does. */
function limitStreamBody(stream: ServerHttp2Stream): void {
  if (stream.endAfterHeaders) return;
  const timer = setTimeout(() => stream.close(http2Constants.NGHTTP2_CANCEL), requestTimeoutMs);
  const clear = () => clearTimeout(timer);
  stream.once('end', clear);
  stream.once('close', clear);
}

/**
 * The studio for a team (`npm run studio:team`): sign-in with the organisation's OpenID Connect
 * provider, sessions, roles and the audit log, with the production server's hardening (its
 * connection limits and timeouts, TLS suites with HTTP/2, security headers, request-target
 * reading). Every page but sign-in's own answers 303 to sign-in without a session, every API call
 * 401; every change needs the session's CSRF token. Handlers behind the sign-in get a
 * `TeamRequest` with the signed-in `TeamMember`: the seam for the writer's worktree, submit and
 * publish (issue 45, items 4 to 6).
 */
export function createTeamServer({
  settings,
  tls,
  log = console.log,
  studio: makeStudio,
}: TeamServerOptions): TeamServer {
  const sessions = new SessionStore(settings.sessionIdleMs, settings.sessionMaxMs);
  const signIn = new SignIn(settings);
  const audit = openAuditLog({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir, log });
  const studio = makeStudio(audit);
  const names = cookieNames(settings.publicUrl);
  const startLimiter = createRateLimiter({ limit: settings.signInLimit, windowMs: 60_000 });
  const returnLimiter = createRateLimiter({ limit: settings.signInLimit, windowMs: 60_000 });
  /** When each address's last refused sign-in was written to the audit log: one line a minute at most. */
  const refusalsRecorded = new Map<string, number>();
  const receiveCspReport = cspReportReceiver(log);
  const logFailure = requestFailureLog(log);
  const headers = { ...securityHeaders(), 'Cache-Control': 'no-store' };

  const routes: Record<string, Partial<Record<string, TeamRoute>>> = {
    [memberApiPath]: {
      GET: ({ res, member, session }) =>
        json(res, 200, { name: member.name, email: member.email, role: member.role, csrfToken: session.csrfToken }),
    },
    [signOutPath]: {
      POST: async ({ req, res, member, address }) => {
        sessions.close(cookieValue(req.headers.cookie, names.session) ?? '');
        await audit.record({ event: 'sign-out', member: who(member), address });
        json(res, 200, { signedOut: true }, { 'Set-Cookie': cookie(names.session, '', 0) });
      },
    },
    [publishApiPath]: {
      POST: publisherOnly('publish', (request) => studio.handle(request)),
    },
    [submittedApiPath]: {
      GET: publisherOnly('see the changes waiting to be published', (request) => studio.handle(request)),
    },
    [auditApiPath]: {
      GET: publisherOnly('read the audit log', async ({ res, url }) => {
        const count = Math.min(Math.max(Number(url.searchParams.get('last')) || 200, 1), 10_000);
        json(res, 200, { entries: await audit.last(count) });
      }),
    },
  };

  function who(member: TeamMember): AuditEntry['member'] {
    return { email: member.email, name: member.name, role: member.role };
  }

  /** A route for publishers alone: a writer is refused 403, and the refusal goes into the audit log. */
  function publisherOnly(what: string, route: TeamRoute): TeamRoute {
    return async (request) => {
      if (request.member.role === 'publisher') return route(request);
      const reason = `Only publishers may ${what}; you are signed in as a writer.`;
      await refuse(request, 403, reason);
    };
  }

  async function refuse({ req, res, member, address, url }: TeamRequest, status: number, reason: string) {
    await audit.record({
      event: 'refused',
      member: who(member),
      address,
      method: req.method ?? '',
      path: url.pathname,
      status,
      reason,
    });
    json(res, status, { error: reason });
  }

  async function refuseSignIn(res: ServerResponse, address: string, path: string, retryAfterSeconds: number) {
    const time = Date.now();
    if ((refusalsRecorded.get(address) ?? 0) < time - 60_000) {
      if (refusalsRecorded.size > 10_000) refusalsRecorded.clear();
      // Marked before the write, so refusals meanwhile write no second line; unmarked if it fails,
      // so the next refusal is recorded.
      refusalsRecorded.set(address, time);
      await audit
        .record({
          event: 'sign-in refused',
          address,
          method: 'GET',
          path,
          status: 429,
          reason: 'too many sign-ins from this address in a minute',
        })
        .catch((error: unknown) => {
          refusalsRecorded.delete(address);
          throw error;
        });
    }
    html(
      res,
      429,
      signInProblemPage(
        `Too many sign-ins came from your network in the last minute. Wait ${retryAfterSeconds} seconds, then try again.`,
      ),
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }

  async function startSignIn(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    const decision = startLimiter.take(address);
    if (!decision.allowed) return refuseSignIn(res, address, signInPath, decision.retryAfterSeconds);
    const state = randomToken();
    // A browser that has a sign-in under way keeps its cookie, so sign-ins started in two tabs
    // both finish; only a value of the shape this server makes is taken.
    const held = cookieValue(req.headers.cookie, names.signIn);
    const binding = held && /^[\w-]{43}$/.test(held) ? held : randomToken();
    const start = await signIn.start(state);
    const kept = sessions.startSignIn(state, {
      binding,
      codeVerifier: start.codeVerifier,
      nonce: start.nonce,
      started: Date.now(),
    });
    if (!kept)
      return html(res, 503, signInProblemPage('Too many sign-ins are under way at once. Try again in a minute.'), {
        'Retry-After': '60',
      });
    redirect(res, start.url.href, { 'Set-Cookie': cookie(names.signIn, binding, pendingSignInMs / 1000) });
  }

  async function finishSignIn(req: IncomingMessage, res: ServerResponse, address: string): Promise<void> {
    const decision = returnLimiter.take(address);
    if (!decision.allowed) return refuseSignIn(res, address, callbackPath, decision.retryAfterSeconds);
    const current = new URL(`${settings.publicUrl}${callbackPath}${(req.url ?? '').replace(/^[^?]*/, '')}`);
    const state = current.searchParams.get('state') ?? '';
    const pending = state ? sessions.takeSignIn(state) : undefined;
    const clearSignIn = cookie(names.signIn, '', 0);
    const refused = async (reason: string) => {
      await audit.record({ event: 'sign-in refused', address, method: 'GET', path: callbackPath, status: 400, reason });
      html(res, 400, signInProblemPage(reason), { 'Set-Cookie': clearSignIn });
    };
    // Checked first: until the state and this browser's cookie match, nothing in the address is
    // the provider's, and a made-up error text would be shown on the studio's own page.
    if (!pending || !sameSecret(cookieValue(req.headers.cookie, names.signIn), pending.binding))
      return refused(
        'This sign-in was not started in this browser, or it took longer than ten minutes. Start it again from the studio.',
      );
    const providerError = current.searchParams.get('error_description') ?? current.searchParams.get('error');
    if (providerError) return refused(`The sign-in provider did not sign you in: ${providerError.slice(0, 300)}.`);
    let member: TeamMember;
    try {
      member = await signIn.finish(current, { state, codeVerifier: pending.codeVerifier, nonce: pending.nonce });
    } catch (error) {
      if (error instanceof SignInRefusal) return refused(error.message);
      throw error;
    }
    // Recorded first: the session's idle time starts when it opens, and the log's write may take a
    // while on a busy disk; a sign-in the log cannot keep opens no session (the request fails).
    await audit.record({ event: 'sign-in', member: who(member), address });
    const opened = sessions.open(member);
    redirect(res, `${studioPath}/`, { 'Set-Cookie': [cookie(names.session, opened.id), clearSignIn] });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const target = parseRequestTarget(req.url);
    if (!target.ok) return json(res, target.status, { error: target.reason });
    const { pathname } = target;
    const method = req.method ?? 'GET';
    const address = clientAddress(req, settings.trustedProxies);
    if (pathname === cspReportPath) return receiveCspReport(req, res);
    if (pathname === '/' && !changes(method)) return redirect(res, `${studioPath}/`);
    if (pathname === signInPath && !changes(method)) return startSignIn(req, res, address);
    if (pathname === callbackPath && !changes(method)) return finishSignIn(req, res, address);
    if (pathname === signedOutPath && !changes(method)) return html(res, 200, signedOutPage());
    // The signed-out and sign-in problem pages' style, the same for everyone.
    if (pathname === stylePath && !changes(method)) return send(res, 200, 'text/css; charset=utf-8', teamCss);
    const session = sessions.find(cookieValue(req.headers.cookie, names.session));
    // Outside /_studio/ are the studio's code and the pages its previews show, for a signed-in
    // member alone; a browser's own requests (`/favicon.ico`) must not start sign-ins.
    const inStudio = pathname === studioPath || pathname.startsWith(`${studioPath}/`);
    if (!inStudio && (!session || changes(method))) return json(res, 404, { error: 'Not found.' });

    // A browser says what a request is for (`Sec-Fetch-Dest`): only a page opened, not an image or
    // a script it loads, is sent to sign in, so no page's parts start sign-ins of their own.
    const dest = req.headers['sec-fetch-dest'];
    const isApi = pathname.startsWith(apiPrefix) || changes(method) || (dest !== undefined && dest !== 'document');
    if (!session) {
      if (isApi)
        return json(res, 401, { error: 'You are not signed in to the studio, or your session ended. Sign in again.' });
      return redirect(res, signInPath);
    }
    const url = new URL(req.url ?? '/', settings.publicUrl);
    const request: TeamRequest = { req, res, member: session.member, session, address, url };
    if (changes(method)) {
      const sent = req.headers[csrfHeader];
      if (!sameSecret(typeof sent === 'string' ? sent : undefined, session.csrfToken))
        return refuse(
          request,
          403,
          'This change did not carry the security token of your studio page. Reload the page and try again.',
        );
    }
    const forPath = routes[pathname];
    const handler = forPath?.[method === 'HEAD' ? 'GET' : method];
    if (handler) return handler(request);
    if (forPath)
      return json(res, 405, { error: `${method} is not answered here.` }, { Allow: Object.keys(forPath).join(', ') });
    return studio.handle(request);
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    logFailure(req, error);
    if (res.headersSent || res.destroyed) return void res.destroy();
    json(res, 500, { error: 'Something went wrong in the studio. Try again in a moment.' }, { Connection: 'close' });
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    route(req, res).catch((error: unknown) => {
      if (error instanceof SignInRefusal) {
        if (res.headersSent) return void res.destroy();
        return html(res, 502, signInProblemPage(error.message));
      }
      fail(req, res, error);
    });
  }

  const timeouts = {
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: connectionsCheckingIntervalMs,
  };
  let server: Server | Http2SecureServer;
  if (tls) {
    const secure = createSecureServer({
      ...tls,
      allowHTTP1: true,
      minVersion: 'TLSv1.2',
      ciphers: tlsCiphers,
      handshakeTimeout: headersTimeoutMs,
      settings: { maxConcurrentStreams: 100 },
    });
    // HTTP/1.1 over TLS is answered by Node's HTTP/1.1 code, which reads these from the server.
    Object.assign(secure, timeouts);
    secure.setTimeout(requestTimeoutMs);
    // The compatibility API's request and response have every member the handler uses.
    secure.on('request', handle as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void);
    secure.on('stream', limitStreamBody);
    server = secure;
  } else server = createServer(timeouts, handle);
  limitConnections(server, {
    maxConnections: defaultMaxConnections(),
    ...(settings.trustedProxies === 0 && { maxConnectionsPerAddress: defaultConnectionsPerAddress }),
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  async function shutdown(): Promise<void> {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    await studio.close();
    await audit.close();
  }

  return { server, audit, shutdown };
}
