import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import {
  constants as http2Constants,
  createSecureServer,
  type Http2SecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
  type ServerHttp2Stream,
} from 'node:http2';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { normalisePathname } from '../src/shared/route-path';
import { problemPagePath } from '../src/forms/forms';
import { site } from '../src/site';
import {
  connectionsCheckingIntervalMs,
  defaultMaxConnections,
  headersTimeoutMs,
  keepAliveTimeoutMs,
  limitConnections,
  requestTimeoutMs,
} from './connection-limits';
import { cspReportPath, cspReportReceiver } from './csp-reports';
import { mayContinue } from './expect-continue';
import { formsPrefix } from './forms/form-receiver';
import { problemPageRenderer } from './forms/problem-page';
import { openSiteForms, type FormSettings } from './forms/site-forms';
import { parseHeadersFile } from './headers-file';
import { outputFileOf } from './output-file';
import { FileCache } from './file-cache';
import { compileHeaderRules } from './header-rules';
import { healthAnswer, healthReport, mayReadHealthDetails } from './health';
import { closeIfBodyUnread, plainAnswer } from './plain-answer';
import { readRedirects } from './redirects-file';
import { requestFailureLog } from './request-failure';
import { defaultConnectionsPerAddress, defaultFormRateLimit } from './settings';
import { parseRequestTarget } from './request-target';
import { sendStaticFile } from './send-static-file';
import { indexStaticFiles, lookupStaticFile } from './static-index';
import { tlsCiphers } from './tls-ciphers';
import { collectWhenIdle } from './idle-memory';

/** A certificate chain and its private key, PEM. */
export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/** The form settings, of which only the data folder has no default. */
export interface SiteServerOptions extends Pick<FormSettings, 'dataDir'>, Partial<Omit<FormSettings, 'dataDir'>> {
  /** The built site. */
  distDir: string;
  /** The site's origin (`SITE_URL`): form posts are taken only from it. Default `url` in `src/site.ts`. */
  siteUrl?: string;
  /** `HEALTH_TOKEN`: reads `/healthz` in full from anywhere. */
  healthToken?: string;
  /** HTTPS with HTTP/2 and HTTP/1.1; unset: plain HTTP/1.1. */
  tls?: TlsFiles;
  /** Unset: from the open-file limit. */
  maxConnections?: number;
  /** Not applied behind trusted proxies, whose connections all share the proxy's address. */
  maxConnectionsPerAddress?: number;
  /** Bytes of built files kept in memory after their first request (default 64 MB). */
  cacheBytes?: number;
  log?: (line: string) => void;
}

export interface SiteServer {
  server: Server | Http2SecureServer;
  /** The store and the notification channels, in words for the start-up log (no secrets). */
  formsDescription: string[];
  /** Stops accepting, lets requests in flight finish (at most `graceMs`), then closes the store. */
  shutdown: (graceMs: number) => Promise<void>;
}

export const healthPath = '/healthz';

/** Whether the request has more than one Host field, which RFC 9112 (3.2) answers 400. */
function hasManyHosts(req: IncomingMessage): boolean {
  let hosts = 0;
  for (let index = 0; index < req.rawHeaders.length; index += 2)
    if (req.rawHeaders[index].toLowerCase() === 'host') hosts += 1;
  return hosts > 1;
}

/** An HTTP/2 stream whose request body has not arrived within the request timeout is cancelled, as HTTP/1.1's is closed. */
function limitStreamBody(stream: ServerHttp2Stream): void {
  if (stream.endAfterHeaders) return;
  const timer = setTimeout(() => stream.close(http2Constants.NGHTTP2_CANCEL), requestTimeoutMs);
  const clear = () => clearTimeout(timer);
  stream.once('end', clear);
  stream.once('close', clear);
}

/**
 * The production server for a built site: the built files (precompressed brotli or gzip as the
 * client accepts), the `_headers` rules on every response, aliases as 301, the 404 page with
 * status 404, the form receiver on `/forms/<form>`, CSP reports on `/csp-reports` and a health
 * report on `/healthz` (in full only to loopback or the health token). Plain HTTP/1.1, or with
 * `tls` HTTPS speaking HTTP/2 and HTTP/1.1. Connections are capped in all and per address, and
 * slow ones are closed (`connection-limits.ts`). No request can end the process: what the handler
 * did not expect is logged and answered 500.
 */
export function createSiteServer({
  distDir,
  dataDir,
  formRateLimit = defaultFormRateLimit,
  trustedProxies = 0,
  databaseUrl,
  notify,
  retentionDays,
  siteUrl = site.url,
  healthToken,
  tls,
  maxConnections = defaultMaxConnections(),
  maxConnectionsPerAddress = defaultConnectionsPerAddress,
  cacheBytes = 64 * 1024 * 1024,
  log = console.log,
}: SiteServerOptions): SiteServer {
  const logFailure = requestFailureLog(log);
  const receiveCspReport = cspReportReceiver(log);
  const siteHeaders = compileHeaderRules(parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8')));
  const redirects = readRedirects(distDir);
  const files = indexStaticFiles(distDir);
  const cache = new FileCache(cacheBytes, 1024 * 1024);
  const notFoundHtml = readFileSync(join(distDir, '404.html'));
  let closing = false;
  const inFlight = new Set<ServerResponse>();

  function notFound(res: ServerResponse): void {
    closeIfBodyUnread(res.req, res);
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': notFoundHtml.length,
    });
    res.end(res.req.method === 'HEAD' ? undefined : notFoundHtml);
  }

  const siteForms = openSiteForms({
    dataDir,
    formRateLimit,
    trustedProxies,
    databaseUrl,
    notify,
    retentionDays,
    siteUrl,
    problemPage: problemPageRenderer(readFileSync(join(distDir, outputFileOf(problemPagePath)), 'utf8')),
    notFound,
    log,
  });

  function route(req: IncomingMessage, res: ServerResponse): void | Promise<void> {
    const target = parseRequestTarget(req.url);
    const pathname = target.ok ? target.pathname : '/';
    const headers: OutgoingHttpHeaders = siteHeaders(pathname);
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    if (!target.ok)
      return plainAnswer(
        res,
        target.status,
        `${target.status === 414 ? 'URI Too Long' : 'Bad Request'}: ${target.reason}.`,
      );

    if (pathname.startsWith(formsPrefix)) return siteForms.receive(req, res, pathname);
    if (pathname === cspReportPath) return receiveCspReport(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plainAnswer(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    if (pathname === healthPath) {
      const detailed = mayReadHealthDetails(req, { healthToken, trustedProxies });
      return siteForms.health().then((forms) =>
        plainAnswer(res, 200, JSON.stringify(healthAnswer(healthReport(files.size, forms), detailed)), {
          'Content-Type': 'application/json',
        }),
      );
    }
    const redirect = redirects.get(normalisePathname(pathname));
    if (redirect) {
      res.writeHead(301, { Location: redirect, 'Content-Length': 0 });
      return void res.end();
    }
    const file = lookupStaticFile(files, pathname);
    if (!file) return notFound(res);
    return sendStaticFile(req, res, file, {}, cache);
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    logFailure(req, error);
    if (res.headersSent || res.destroyed) return void res.destroy();
    res.removeHeader('Content-Encoding');
    plainAnswer(res, 500, 'Internal Server Error: please try again in a moment.', { Connection: 'close' });
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (closing && req.httpVersionMajor === 1) res.setHeader('Connection', 'close');
    if (hasManyHosts(req))
      return plainAnswer(res, 400, 'Bad Request: more than one Host header.', { Connection: 'close' });
    try {
      const answering = route(req, res);
      if (answering) answering.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  }

  /** `Expect: 100-continue`: the body is invited only when its headers pass the receiver's checks. */
  function handleExpectingContinue(req: IncomingMessage, res: ServerResponse): void {
    if (mayContinue(req, siteUrl) && !hasManyHosts(req)) res.writeContinue();
    handle(req, res);
  }

  const server = tls ? secureServer(tls) : plainServer();
  limitConnections(server, {
    maxConnections,
    ...(trustedProxies === 0 && { maxConnectionsPerAddress }),
  });
  const sessions = new Set<Http2Session>();
  const stopCollecting = collectWhenIdle(server);

  function plainServer(): Server {
    const plain = createServer(
      {
        headersTimeout: headersTimeoutMs,
        requestTimeout: requestTimeoutMs,
        keepAliveTimeout: keepAliveTimeoutMs,
        connectionsCheckingInterval: connectionsCheckingIntervalMs,
      },
      handle,
    );
    plain.on('checkContinue', handleExpectingContinue);
    return plain;
  }

  function secureServer(files: TlsFiles): Http2SecureServer {
    const secure = createSecureServer({
      ...files,
      allowHTTP1: true,
      minVersion: 'TLSv1.2',
      ciphers: tlsCiphers,
      handshakeTimeout: headersTimeoutMs,
      settings: { maxConcurrentStreams: 100 },
    });
    // HTTP/1.1 over TLS is answered by Node's HTTP/1.1 code, which reads these from the server.
    Object.assign(secure, {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs,
    });
    secure.setTimeout(requestTimeoutMs);
    // The compatibility API's request and response have every member the handler uses (headers,
    // url, method, socket, readable body; setHeader, writeHead, end, req): one handler serves both.
    const asHttp2 = (answer: typeof handle) =>
      answer as unknown as (req: Http2ServerRequest, res: Http2ServerResponse) => void;
    secure.on('request', asHttp2(handle));
    secure.on('checkContinue', asHttp2(handleExpectingContinue));
    secure.on('stream', limitStreamBody);
    secure.on('session', (session: Http2Session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
    return secure;
  }

  /** Every open connection, for the end of shutdown: the HTTPS server has no `closeAllConnections`. */
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  /** Node's HTTP/1.1 bookkeeping: the HTTPS server has it too (for HTTP/1.1 over TLS) on Node 20.19 and 24. */
  const closeIdle = () => (server as Partial<Pick<Server, 'closeIdleConnections'>>).closeIdleConnections?.();

  async function shutdown(graceMs: number): Promise<void> {
    closing = true;
    stopCollecting();
    server.close();
    for (const session of sessions) session.close();
    for (const res of inFlight)
      if (!res.headersSent && res.req.httpVersionMajor === 1) res.setHeader('Connection', 'close');
    const deadline = Date.now() + graceMs;
    while (inFlight.size && Date.now() < deadline) {
      closeIdle();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const session of sessions) session.destroy();
    for (const socket of sockets) socket.destroy();
    await siteForms.close();
  }

  return { server, shutdown, formsDescription: siteForms.description };
}
