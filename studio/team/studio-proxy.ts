import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { PreviewServer } from './preview-servers';

/** The request headers a preview server is given: what says what is asked for, never the member's cookies. */
const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'if-none-match',
  'if-modified-since',
  'range',
  'sec-fetch-dest',
  'sec-fetch-mode',
];

/** The answer headers passed back: what the browser needs to read it; the team studio adds its own security headers. */
const forwardedAnswerHeaders = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
  'location',
];

function pick(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * Sends a signed-in member's request on to their preview server on loopback, as its own studio page
 * would send it (its key, its Host and Origin), and the answer back with the team studio's headers.
 * A server that is not there (stopped, restarting) is a 503 the studio app says as "try again".
 */
export function forwardToPreview(
  req: IncomingMessage,
  res: ServerResponse,
  server: PreviewServer,
  answerHeaders: Record<string, string>,
): Promise<void> {
  const own = `127.0.0.1:${server.port}`;
  return new Promise((resolve) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        // A connection of its own: a kept-alive one the preview server closes as it is reused would
        // fail the request (ECONNRESET), and a loopback connection costs next to nothing.
        agent: false,
        method: req.method,
        path: req.url,
        headers: {
          ...pick(req.headers, forwardedRequestHeaders),
          host: own,
          origin: `http://${own}`,
          cookie: `studio-token-${server.port}=${server.token}`,
        },
      },
      (answer) => {
        if (res.headersSent || res.destroyed) {
          answer.resume();
          return resolve();
        }
        res.writeHead(answer.statusCode ?? 502, { ...pick(answer.headers, forwardedAnswerHeaders), ...answerHeaders });
        answer.pipe(res);
        answer.once('end', () => resolve());
        answer.once('error', () => {
          res.destroy();
          resolve();
        });
      },
    );
    upstream.once('error', () => {
      if (!res.headersSent && !res.destroyed) {
        const body = JSON.stringify({ error: 'The preview is restarting. Try again in a moment.' });
        res.writeHead(503, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Retry-After': '5',
          ...answerHeaders,
        });
        res.end(body);
      } else res.destroy();
      resolve();
    });
    // The member went away: the preview server's work for them stops too (a preview it was rendering is skipped).
    res.once('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
}
