// First: every module below may read NODE_ENV as it loads.
import '../builder/dev/development-mode';
import { createServer as createHttpServer } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import type { PageEntry } from '../src/shared/page-entry';
import { redirectsOf } from '../content/redirects';
import { normalisePathname } from '../src/shared/route-path';
import type { RenderResult } from '../src/entry-server';
import { problemPagePath } from '../src/forms/forms';
import { siteConfig } from '../vite.config';
import { projectRoot } from '../builder/project-root';
import { componentReferenceHtml, componentReferencePath } from '../builder/dev/dev-component-reference';
import { devErrorPageHtml } from '../builder/dev/dev-error-page';
import { refreshComponentList } from '../builder/dev/live-component-list';
import { devPageIndex, startPageChecks, withLinkBanner } from '../builder/dev/dev-link-hook';
import { devSiteFile, withSearchIndexNote } from '../builder/dev/dev-site-files';
import { searchPagePath } from '../src/search-paths';
import { formatBuildError } from '../builder/format-build-error';
import { formsPrefix } from '../server/forms/form-receiver';
import { problemPageRenderer } from '../server/forms/problem-page';
import { openSiteForms } from '../server/forms/site-forms';
import { readServerSettings } from '../server/settings';
import { UnsavedPages } from '../content/unsaved-pages';
import { devPageDocument } from '../builder/dev/dev-page-document';
import { warmDevSpelling } from '../builder/dev/dev-spelling';
import { IdleGate } from '../builder/dev/idle-gate';
import { studioPath } from '../studio/shared/api';
import { isLoopbackAddress } from '../studio/server/request-guard';
import { StudioAccess } from '../studio/server/studio-access';

interface DevServerEntry {
  render: (url: string) => Promise<RenderResult>;
  pages: PageEntry[];
}

type DevAnswer = { status: number; html: string } | { redirectTo: string };

const host = process.env.HOST ?? '127.0.0.1';
// The last build's output, whose search index the dev server's search page uses.
const distDir = resolve(process.env.DIST_DIR ?? join(projectRoot, 'dist'));
const port = Number(process.env.PORT ?? 5173);

// The reload connection shares this server's port, so several dev servers can run side by side.
const server = createHttpServer();

// Tests and benchmarks serve scratch copies of the content.
const pagesDir = resolve(process.env.PAGES_DIR ?? join(projectRoot, 'pages'));
const publicDir = resolve(process.env.PUBLIC_DIR ?? join(projectRoot, 'public'));
// The studio's preview renders texts not saved yet in place of their files.
const unsaved = new UnsavedPages();

// The team studio starts one dev server per writer, on their worktree, for previews and checks
// alone (`studio/team/preview-servers.ts`): it gives the studio's key, a CSP nonce for the scripts
// Vite writes into pages, and runs it where it can write nothing but its own cache.
const teamToken = process.env.STUDIO_TEAM_PREVIEW_TOKEN;
const cspNonce = process.env.STUDIO_TEAM_CSP_NONCE;

// Every request renders through the same server entry as the build, with drafts included.
const config = siteConfig({ includeDrafts: true, target: 'dev', pagesDir, publicDir, unsaved });
const vite = await createServer({
  ...config,
  logLevel: 'info',
  // Keeps the config's watch filter: without it, a build beside the dev server reloaded the browser for each page it wrote.
  // Behind the team studio nothing reloads by itself: its previews come as answers, not by a socket.
  server: { ...config.server, middlewareMode: true, ...(teamToken ? { hmr: false, ws: false } : { hmr: { server } }) },
  ...(cspNonce && { html: { ...config.html, cspNonce } }),
  ...(process.env.STUDIO_TEAM_CACHE_DIR && { cacheDir: process.env.STUDIO_TEAM_CACHE_DIR }),
  appType: 'custom',
});

async function answerFor(url: string): Promise<DevAnswer> {
  await refreshComponentList(vite);
  const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as DevServerEntry;
  const path = normalisePathname(new URL(url, 'http://localhost').pathname);
  if (path === componentReferencePath) return { status: 200, html: await componentReferenceHtml(vite, url) };
  // An alias may claim the path of an expired page: the dev server, which keeps such pages, shows the page.
  const redirect = redirectsOf(entry.pages).find(
    ({ from }) => from === path && !entry.pages.some((page) => page.path === path),
  );
  if (redirect) return { redirectTo: redirect.to };
  // The checks of the page's source (spelling on its own thread) run while it renders.
  const checks = startPageChecks(await devPageIndex(vite), path, publicDir);
  const result = await entry.render(url);
  const page = await withLinkBanner(
    vite,
    path,
    result.html,
    await devPageDocument(vite, url, result),
    publicDir,
    checks,
  );
  return { status: result.status, html: path === searchPagePath ? withSearchIndexNote(page, distDir) : page };
}

/** The error page for a page that failed to render, logged in the terminal too. */
function errorPage(url: string, error: unknown): string {
  if (error instanceof Error) vite.ssrFixStacktrace(error);
  const message = formatBuildError(error, projectRoot);
  console.error(`\n${url}: ${message}\n`);
  return devErrorPageHtml(message);
}

// Forms work here as under `npm start`: same checks, same store, same thank-you and problem pages.
// The problem page is rendered when a submission needs it, so an edit of it shows at once.
const formSettings = readServerSettings(process.env).forms;
const siteForms = openSiteForms({
  ...formSettings,
  // A loopback origin: every loopback origin may post (`same-site.ts`), whatever name the browser used.
  siteUrl: `http://localhost:${port}`,
  problemPage: async (answers, backHref) => {
    try {
      const answer = await answerFor(problemPagePath);
      if (!('html' in answer))
        throw new Error(`${problemPagePath} is a redirect; the form problem page must be a page`);
      return problemPageRenderer(answer.html)(answers, backHref);
    } catch (error) {
      return errorPage(problemPagePath, error);
    }
  },
  notFound: (res) =>
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('There is no form at this address.\n'),
  log: (line) => console.log(line),
});

// Scratch folders outside the project are not under Vite's watch otherwise (the studio adds them too).
vite.watcher.add([pagesDir, publicDir]);

// The studio writes files and commits for whoever reaches it: it is there only on a loopback address.
// Its link is printed at the start; its modules load once the server is quiet after its first page,
// or at the studio's first request.
const studioAccess = teamToken ? new StudioAccess(teamToken) : isLoopbackAddress(host) ? new StudioAccess() : undefined;
type Studio = ReturnType<typeof import('../studio/server/studio').createStudio>;
let studioLoading: Promise<Studio> | undefined;
const loadStudio = (access: StudioAccess) =>
  (studioLoading ??= import('../studio/server/studio').then(({ createStudio }) =>
    createStudio({
      vite,
      unsaved,
      root: projectRoot,
      pagesDir,
      publicDir,
      port: () => {
        const address = server.address();
        return typeof address === 'object' && address ? address.port : port;
      },
      errorPage,
      access,
      readOnly: teamToken !== undefined,
    }),
  ));

// The studio's warm-up after the start goes on only while the server is quiet (a developer reading),
// so that saves and reloads never wait behind it.
const idle = new IdleGate(1000);
vite.watcher.on('all', () => idle.touched());

// The page the dev server renders unasked as it starts: a request for it meanwhile gets that render.
const warmUrl = '/';
let warming: Promise<DevAnswer> | undefined;

server.on('request', (req, res) => {
  res.once('close', idle.started());
  const url = req.url ?? '/';
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname.startsWith(formsPrefix)) return siteForms.receive(req, res, pathname);
  if (pathname === studioPath || pathname.startsWith(`${studioPath}/`)) {
    if (studioAccess)
      return void loadStudio(studioAccess).then(
        (studio) => void studio.handle(req, res),
        (error: unknown) =>
          res
            .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
            .end(`The studio did not start: ${error instanceof Error ? error.message : String(error)}\n`),
      );
    return void res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('The studio is off: this dev server listens on an address other computers can reach.\n');
  }
  vite.middlewares(req, res, async () => {
    const siteFile = await devSiteFile(vite, pathname, distDir).catch((error: unknown) => {
      console.error(`${pathname}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    });
    if (siteFile) return void res.writeHead(siteFile.status, { 'Content-Type': siteFile.type }).end(siteFile.body);
    try {
      const answer = await (url === warmUrl && warming ? warming : answerFor(url));
      if ('redirectTo' in answer) res.writeHead(301, { Location: answer.redirectTo }).end();
      else res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(answer.html);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' }).end(errorPage(url, error));
    }
  });
});

server.listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  console.log(`Dev server at http://${host}:${listening}/ (drafts shown; saving a file reloads the page)`);
  for (const line of siteForms.description) console.log(line);
  if (studioAccess)
    console.log(
      `Studio at http://${host.includes(':') ? `[${host}]` : host}:${listening}${studioPath}?token=${studioAccess.token} (this link is the key: the studio answers no one without it)`,
    );
  else
    console.log(
      `The studio (${studioPath}) is off: HOST=${host} lets other computers reach this server, and the studio writes files and commits. Start it with HOST=127.0.0.1 to use the studio.`,
    );
  // Render one page unseen, so the layout and components are compiled before the first visitor asks;
  // then load the spelling dictionaries on their thread (two seconds of a core: not beside the first
  // page, on two cores) and check the studio's pages, while no request is under way.
  warming = answerFor(warmUrl);
  warming
    .catch(() => {
      // A broken page shows its error when it is asked for.
    })
    .then(async () => {
      warming = undefined;
      warmDevSpelling(pagesDir).catch((error: unknown) =>
        console.error(`the spelling check failed: ${error instanceof Error ? error.message : String(error)}`),
      );
      if (!studioAccess) return;
      // Its modules too wait for a quiet second (or load at the studio's first request).
      await idle.whenQuiet();
      const studio = await loadStudio(studioAccess);
      await studio.warm(() => idle.whenQuiet());
    })
    .catch((error: unknown) => console.error(`studio: ${error instanceof Error ? error.message : String(error)}`));
});
