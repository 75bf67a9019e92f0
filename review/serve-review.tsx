import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildFile } from './build-files';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ServedSites } from './report-model';

export interface ReviewServer {
  served: ServedSites;
  close(): Promise<void>;
}

type Answer = (url: URL) => Promise<{ status: number; body: Buffer | string; contentType: string }>;

async function listen(answer: Answer): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    answer(url).then(
      ({ status, body, contentType }) => {
        response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(error instanceof Error ? error.message : String(error));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const sideBySideStyles =
  'body{margin:0;font:14px system-ui,sans-serif}main{display:grid;grid-template-columns:1fr 1fr;gap:8px;height:100vh}' +
  'section{display:flex;flex-direction:column}h2{font-size:14px;margin:4px 8px}iframe{flex:1;border:1px solid #ccd;width:100%}';

/** A page showing one route of each build side by side, each in a frame of its own. */
function sideBySide(served: Omit<ServedSites, 'report'>, before: string, after: string): string {
  const frames = [
    ['Before', served.before + before],
    ['After', served.after + after],
  ];
  return `<!DOCTYPE html>\n${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{`${after}: before and after`}</title>
        <style>{sideBySideStyles}</style>
      </head>
      <body>
        <main>
          {frames.map(([label, url]) => (
            <section key={label}>
              <h2>
                {label} <a href={url}>{url}</a>
              </h2>
              <iframe src={url} title={`${label}: ${url}`} />
            </section>
          ))}
        </main>
      </body>
    </html>,
  )}`;
}

/**
 * Serves the two builds and the report folder on loopback, each on a port of its own (the pages'
 * links and assets are absolute paths): the report's links open a page in either build, or both
 * side by side (`/compare?before=/a&after=/b` on the report's origin).
 */
export async function serveReview(beforeDir: string, afterDir: string, reportDir: string): Promise<ReviewServer> {
  const before = await listen((url) => buildFile(beforeDir, url.pathname));
  const after = await listen((url) => buildFile(afterDir, url.pathname));
  const sites = { before: before.origin, after: after.origin };
  const report = await listen(async (url) => {
    if (url.pathname === '/compare') {
      const route = (name: string) => {
        const value = url.searchParams.get(name) ?? '/';
        return value.startsWith('/') ? value : `/${value}`;
      };
      return {
        status: 200,
        body: sideBySide(sites, route('before'), route('after')),
        contentType: 'text/html; charset=utf-8',
      };
    }
    return buildFile(reportDir, url.pathname === '/' ? '/report.html' : url.pathname);
  });
  const servers = [before.server, after.server, report.server];
  return {
    served: { ...sites, report: report.origin },
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
