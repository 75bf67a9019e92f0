import { createServer as createHttpServer } from 'node:http';
import { resolve } from 'node:path';
import { createServer } from 'vite';
import { normalisePathname } from '../src/content/route-path';
import { redirectsOf } from '../src/content/redirects';
import type { RenderResult } from '../src/entry-server';
import { documentHtml } from '../src/layout/document-html';
import type { PageEntry } from '../src/content/page-entry';
import { siteConfig } from '../vite.config';
import { projectRoot } from './lib/build-site';
import { devErrorPageHtml } from './lib/dev-error-page';
import { formatBuildError } from './lib/format-build-error';

interface DevServerEntry {
  render: (url: string) => Promise<RenderResult>;
  pages: PageEntry[];
}

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);

// The reload connection shares this server's port, so several dev servers can run side by side.
const server = createHttpServer();

// Every request renders through the same server entry as the build, with drafts included.
const vite = await createServer({
  ...siteConfig({ includeDrafts: true, target: 'dev', pagesDir: process.env.PAGES_DIR ? resolve(process.env.PAGES_DIR) : undefined }),
  logLevel: 'info',
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
});

server.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/';
    try {
      const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as DevServerEntry;
      const path = normalisePathname(new URL(url, 'http://localhost').pathname);
      const redirect = redirectsOf(entry.pages).find(({ from }) => from === path);
      if (redirect) {
        res.writeHead(301, { Location: redirect.to }).end();
        return;
      }
      const result = await entry.render(url);
      const html = documentHtml({
        lang: result.lang,
        head: result.head,
        body: result.html,
        styles: [],
        // Always load the client in dev: it carries the CSS; transformIndexHtml adds the reload connection.
        scripts: ['/src/entry-client.ts'],
        preloads: [],
      });
      res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(await vite.transformIndexHtml(url, html));
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      const message = formatBuildError(error, projectRoot);
      console.error(`\n${url}: ${message}\n`);
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(devErrorPageHtml(message));
    }
  });
});

server.listen(port, host, () => console.log(`Dev server at http://${host}:${port}/ (drafts shown; saving a file reloads the page)`));
