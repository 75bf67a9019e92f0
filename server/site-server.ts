import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { join } from 'node:path';
import { normalisePathname } from '../src/shared/route-path';
import { problemPagePath } from '../src/forms/forms';
import { formsPrefix } from './forms/form-receiver';
import { problemPageRenderer } from './forms/problem-page';
import { openSiteForms, type FormSettings } from './forms/site-forms';
import { parseHeadersFile } from './headers-file';
import { outputFileOf } from './output-file';
import { FileCache } from './file-cache';
import { compileHeaderRules } from './header-rules';
import { healthReport } from './health';
import { closeIfBodyUnread, plainAnswer } from './plain-answer';
import { readRedirects } from './redirects-file';
import { defaultFormRateLimit } from './settings';
import { parseRequestTarget } from './request-target';
import { sendStaticFile } from './send-static-file';
import { indexStaticFiles, lookupStaticFile } from './static-index';

/** The form settings, of which only the data folder has no default. */
export interface SiteServerOptions extends Pick<FormSettings, 'dataDir'>, Partial<Omit<FormSettings, 'dataDir'>> {
  /** The built site. */
  distDir: string;
  /** Bytes of built files kept in memory after their first request (default 64 MB). */
  cacheBytes?: number;
  log?: (line: string) => void;
}

export interface SiteServer {
  server: Server;
  /** The store and the notification channels, in words for the start-up log (no secrets). */
  formsDescription: string[];
  /** Stops accepting, lets requests in flight finish (at most `graceMs`), then closes the store. */
  shutdown: (graceMs: number) => Promise<void>;
}

export const healthPath = '/healthz';

/** How a request is named in the log: its method and target, control characters escaped. */
function requestLine(req: IncomingMessage): string {
  return JSON.stringify(`${req.method ?? '?'} ${req.url ?? ''}`.slice(0, 300));
}

/**
 * The production server for a built site: the built files (precompressed brotli or gzip as the
 * client accepts), the `_headers` rules on every response, aliases as 301, the 404 page with
 * status 404, the form receiver on `/forms/<form>` and a health report on `/healthz`. No request
 * can end the process: what the handler did not expect is logged and answered 500.
 */
export function createSiteServer({
  distDir,
  dataDir,
  formRateLimit = defaultFormRateLimit,
  trustedProxies = 0,
  databaseUrl,
  notify,
  retentionDays,
  cacheBytes = 64 * 1024 * 1024,
  log = console.log,
}: SiteServerOptions): SiteServer {
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
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plainAnswer(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    if (pathname === healthPath) {
      return siteForms.health().then((forms) =>
        plainAnswer(res, 200, JSON.stringify(healthReport(files.size, forms)), {
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
    log(`500 for ${requestLine(req)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) return void res.destroy();
    res.removeHeader('Content-Encoding');
    plainAnswer(res, 500, 'Internal Server Error: please try again in a moment.', { Connection: 'close' });
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (closing) res.setHeader('Connection', 'close');
    try {
      const answering = route(req, res);
      if (answering) answering.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  }

  const server = createServer(handle);

  async function shutdown(graceMs: number): Promise<void> {
    closing = true;
    server.close();
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const deadline = Date.now() + graceMs;
    while (inFlight.size && Date.now() < deadline) {
      server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    server.closeAllConnections();
    await siteForms.close();
  }

  return { server, shutdown, formsDescription: siteForms.description };
}
