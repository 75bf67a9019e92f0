import { createServer, type Server } from 'node:http';
import {
  connectionsCheckingIntervalMs,
  headersTimeoutMs,
  keepAliveTimeoutMs,
  limitConnections,
  requestTimeoutMs,
  type ConnectionLimits,
} from './connection-limits';
import { closeIfBodyUnread } from './plain-answer';

/** The path and query of a request target: origin-form as sent, absolute-form (`http://host/path?q`) read as a URL. */
function pathOf(target: string | undefined): string {
  if (target && /^[a-z][a-z\d+.-]*:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      return url.pathname + url.search;
    } catch {
      return '/';
    }
  }
  return target?.startsWith('/') ? target : '/';
}

/**
 * The HTTPS address of a request target on the site: the configured host, never the request's
 * Host nor the host of an absolute-form target. A path starting `//` is cut to one slash.
 */
export function httpsLocation(siteUrl: string, target: string | undefined): string {
  const origin = new URL(siteUrl);
  origin.protocol = 'https:';
  return origin.origin + pathOf(target).replace(/^\/{2,}/, '/');
}

/**
 * The plain-HTTP port of an HTTPS site (`HTTP_REDIRECT_PORT`): every request, whatever its method,
 * is answered 308 to the same path and query on the site's configured host over HTTPS, with the
 * same timeouts and connection caps as the site.
 */
export function createHttpsRedirect(siteUrl: string, limits: ConnectionLimits): Server {
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      connectionsCheckingInterval: connectionsCheckingIntervalMs,
    },
    (req, res) => {
      closeIfBodyUnread(req, res);
      res.writeHead(308, {
        Location: httpsLocation(siteUrl, req.url),
        'Content-Length': 0,
        'Cache-Control': 'no-store',
      });
      res.end();
    },
  );
  limitConnections(server, limits);
  return server;
}
