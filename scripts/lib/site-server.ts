import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';
import { normalisePathname } from '../../src/content/route-path';
import { problemPagePath } from '../../src/forms/forms';
import { formsPrefix } from './forms/form-receiver';
import { problemPageRenderer } from './forms/problem-page';
import { defaultFormRateLimit, openSiteForms, type FormSettings } from './forms/site-forms';
import { headersFor, parseHeadersFile } from './headers-file';
import { outputFileOf } from './prerender';

/** The form settings, of which only the data folder has no default. */
export interface SiteServerOptions extends Pick<FormSettings, 'dataDir'>, Partial<Omit<FormSettings, 'dataDir'>> {
  /** The built site. */
  distDir: string;
  log?: (line: string) => void;
}

function readRedirects(distDir: string): Map<string, string> {
  const lines = readFileSync(join(distDir, '_redirects'), 'utf8').split('\n');
  return new Map(
    lines
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts.length >= 2 && parts[0].startsWith('/'))
      .map(([from, to]) => [from, to]),
  );
}

/**
 * The production server for a built site: static files (precompressed brotli or gzip when the
 * client accepts it), the `_headers` rules on every response, aliases as 301, the 404 page
 * with status 404, and the form receiver on `/forms/<form>`.
 */
export function createSiteServer({ distDir, dataDir, formRateLimit = defaultFormRateLimit, trustedProxies = 0, log = console.log }: SiteServerOptions): Server {
  const rules = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
  const redirects = readRedirects(distDir);
  const notFoundHtml = readFileSync(join(distDir, '404.html'));
  const serveStatic = sirv(distDir, { dev: false, etag: true, gzip: true, brotli: true, extensions: ['html'] });

  function notFound(res: ServerResponse): void {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundHtml);
  }

  const siteForms = openSiteForms({
    dataDir,
    formRateLimit,
    trustedProxies,
    problemPage: problemPageRenderer(readFileSync(join(distDir, outputFileOf(problemPagePath)), 'utf8')),
    notFound,
    log,
  });

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [name, value] of Object.entries(headersFor(rules, url.pathname))) res.setHeader(name, value);

    if (url.pathname.startsWith(formsPrefix)) return siteForms.receive(req, res, url.pathname);

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.end('Method Not Allowed');
      return;
    }
    const target = redirects.get(normalisePathname(url.pathname));
    if (target) {
      res.statusCode = 301;
      res.setHeader('Location', target);
      res.end();
      return;
    }
    // Files the static host reads, not visitors.
    if (url.pathname === '/_headers' || url.pathname === '/_redirects') return notFound(res);
    serveStatic(req, res, () => notFound(res));
  }

  const server = createServer(handle);
  server.on('close', () => void siteForms.close());
  return server;
}
