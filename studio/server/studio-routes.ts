import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ViteDevServer } from 'vite';
import { renderPage } from '../../content/check-page';
import type { UnsavedPages } from '../../content/unsaved-pages';
import { devPageDocument } from '../../builder/dev/dev-page-document';
import { refreshComponentList } from '../../builder/dev/live-component-list';
import { formatBuildError } from '../../builder/format-build-error';
import { routePathOf } from '../../src/shared/route-path';
import {
  studioApiPath,
  studioPath,
  type CheckResult,
  type FileDraft,
  type FileText,
  type PreviewResult,
  type SaveConflict,
  type SaveRequest,
  type Saved,
  type StudioError,
} from '../shared/api';
import { checkStudioRequest, readJson } from './request-guard';
import type { StudioAccess } from './studio-access';
import { pagesRelative, StudioSite, versionOf } from './studio-site';
import { WorkspaceRefusal, type WorkspaceAccess } from './workspace-access';

export interface StudioOptions {
  vite: ViteDevServer;
  /** The dev server's unsaved texts, given to its content plugin too (`siteConfig({ unsaved })`). */
  unsaved: UnsavedPages;
  workspace: WorkspaceAccess;
  site: StudioSite;
  /** The port the dev server listens on: the only one the studio's Host and Origin may name. */
  port: () => number;
  /** The dev server's error page for a page that failed to render. */
  errorPage: (url: string, error: unknown) => string;
  /** The secret of this start of the dev server, without which no studio page or endpoint answers. */
  access: StudioAccess;
}

/** What the endpoints that read and write files use: the team studio hands them a writer's worktree. */
export type StudioFiles = Pick<StudioOptions, 'workspace' | 'site'>;

/** An answer other than JSON with status 200. */
export class StudioAnswer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly type = 'application/json; charset=utf-8',
  ) {}
}

export interface StudioRequest {
  request: IncomingMessage;
  url: URL;
}

export type StudioHandler = (request: StudioRequest) => Promise<unknown>;

/** The page the studio's browser app starts from; Vite adds its client and compiles the app. */
const shellHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8"/>',
  '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
  '<title>Studio</title>',
  '</head>',
  '<body>',
  '<div id="studio"></div>',
  '<script type="module" src="/studio/app/main.tsx"></script>',
  '</body>',
  '</html>',
  '',
].join('\n');

function stringField(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string') throw new WorkspaceRefusal(400, `The request has no ${name}.`);
  return value;
}

/** A `FileDraft` from a JSON body. */
export function draftOf(body: unknown): FileDraft {
  return { file: stringField(body, 'file'), text: stringField(body, 'text') };
}

/** A query parameter that must be there. */
export function queryField(url: URL, name: string): string {
  const value = url.searchParams.get(name);
  if (value === null || value === '') throw new WorkspaceRefusal(400, `The request has no ${name}.`);
  return value;
}

/** Only text files under pages/ are edited as text; photos come through `photo`. */
async function checkEditable(workspace: WorkspaceAccess, file: string): Promise<void> {
  // The workspace's refusal first: it says what is wrong with a name (`..`, an absolute path, a link out).
  await workspace.exists(file);
  if (!file.startsWith('pages/') || !/\.(mdx|ya?ml|txt)$/.test(file))
    throw new WorkspaceRefusal(
      403,
      `The studio edits pages and data files under pages/ (.mdx, .yaml, .txt), not ${JSON.stringify(file)}.`,
    );
}

/** The endpoints that read and save one file: the team studio answers these itself, on a writer's worktree. */
export function fileSavingRoutes({ workspace, site }: StudioFiles): Record<string, StudioHandler> {
  return {
    'GET file': async ({ url }) => {
      const file = queryField(url, 'file');
      await checkEditable(workspace, file);
      const bytes = await workspace.read(file);
      const answer: FileText = {
        file,
        text: bytes.toString('utf8'),
        version: versionOf(bytes),
        path: file.endsWith('.mdx') ? routePathOf(pagesRelative(file)) : null,
      };
      return answer;
    },
    'POST save': async ({ request }) => {
      const body = await readJson(request);
      const { file, text } = draftOf(body);
      const version = (body as Partial<SaveRequest>).version;
      if (version !== null && typeof version !== 'string')
        throw new WorkspaceRefusal(400, 'The request does not say which version of the file was opened.');
      await checkEditable(workspace, file);
      const disk = (await workspace.exists(file)) ? await workspace.read(file) : null;
      const diskVersion = disk ? versionOf(disk) : null;
      const conflict = (): StudioAnswer => {
        const answer: SaveConflict = {
          error: disk
            ? `${file} was changed on disk after you opened it (by another editor, or a git pull). Compare both versions before saving.`
            : version === null
              ? `${file} exists already; choose another name.`
              : `${file} was deleted on disk after you opened it. Save again to write it back.`,
          diskText: disk?.toString('utf8') ?? '',
          diskVersion,
        };
        return new StudioAnswer(409, answer);
      };
      if (version !== diskVersion) return conflict();
      if (version === null) {
        if (!(await workspace.create(file, text))) return conflict();
      } else await workspace.write(file, text);
      site.invalidate();
      const answer: Saved = { file, version: versionOf(text) };
      return answer;
    },
  };
}

/** The endpoints that read, check, preview and save one file. */
export function fileRoutes(options: StudioOptions): Record<string, StudioHandler> {
  const { vite, unsaved, workspace, site, errorPage } = options;
  return {
    ...fileSavingRoutes(options),
    'POST check': async ({ request }) => {
      const { file, text } = draftOf(await readJson(request));
      await checkEditable(workspace, file);
      // The preview asked for at the same pause in typing (80 ms after it, the check 150 ms) goes
      // first: the check's compile would hold the event loop in the middle of its render.
      await unsaved.settled();
      const answer: CheckResult = { diagnostics: await site.diagnostics(file, text) };
      return answer;
    },
    'POST preview': async ({ request }) => {
      const { file, text } = draftOf(await readJson(request));
      await checkEditable(workspace, file);
      const path = file.endsWith('.mdx') ? routePathOf(pagesRelative(file)) : null;
      if (path === null)
        throw new WorkspaceRefusal(
          400,
          `${file} is not a page of its own (a partial or a data file): it has no preview.`,
        );
      // The studio drops a preview request when the copywriter types on (its connection closes):
      // a render still waiting for its turn is then skipped, not made for nobody.
      const abandoned = new AbortController();
      const onClose = () => abandoned.abort();
      request.socket.once('close', onClose);
      try {
        await refreshComponentList(vite);
        const result = await renderPage(
          vite,
          unsaved,
          { file: pagesRelative(file), text },
          { pagesDir: site.pagesDir, signal: abandoned.signal },
        );
        const answer: PreviewResult = { html: await devPageDocument(vite, path, result), status: result.status };
        return answer;
      } catch (error) {
        // Nobody reads this answer: the connection is gone.
        if (abandoned.signal.aborted) return { html: '', status: 499 } satisfies PreviewResult;
        const answer: PreviewResult = {
          html: errorPage(path, error),
          status: 500,
          renderError: formatBuildError(error, site.root),
        };
        return answer;
      } finally {
        request.socket.off('close', onClose);
      }
    },
  };
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8'): void {
  if (response.headersSent) return void response.end();
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end(payload);
}

function sendError(response: ServerResponse, status: number, message: string): void {
  const body: StudioError = { error: message };
  // Past a refused body the connection is closed: what the client still sends is not read.
  if (status === 413) response.setHeader('Connection', 'close');
  send(response, status, body);
}

/** The 401 answer: the studio page says it as a page, an endpoint as JSON. */
function refuseStranger(response: ServerResponse, pathname: string, port: number): void {
  const message = `The studio opens only with its own link (http://127.0.0.1:${port}/_studio?token=…), which is new each time the preview server starts. Ask whoever started it for the current link: it is printed where they started it.`;
  if (pathname !== studioPath && pathname !== `${studioPath}/`) return sendError(response, 401, message);
  const page = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<title>Studio: open it with its link</title></head>',
    '<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5; color: #0f172a">',
    '<h1 style="font-size: 1.5rem">Open the studio with its link</h1>',
    `<p>${message}</p>`,
    '</body></html>',
  ].join('');
  send(response, 401, page, 'text/html; charset=utf-8');
}

/**
 * The studio in the dev server: its page at `/_studio` and its endpoints under `/_studio/api/`.
 * Every request must carry the secret of this dev server (`StudioAccess`: the cookie, or the
 * printed link, which is traded for the cookie), else 401; then it passes the guard (loopback
 * Host; the studio's own Origin for changes). A refusal answers with its status and sentence,
 * anything else with 500, logged; nothing here stops the server.
 */
export function studioHandler(
  options: StudioOptions,
  routes: Record<string, StudioHandler>,
  pages: Record<string, (request: StudioRequest, response: ServerResponse) => Promise<void>> = {},
): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  return async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    try {
      const port = options.port();
      const proof = options.access.proof(request, url, port);
      if (!proof) return refuseStranger(response, url.pathname, port);
      checkStudioRequest(request, port);
      if (proof === 'link' && (request.method === 'GET' || request.method === 'HEAD')) {
        // The secret leaves the address bar (and the history, and any Referer) for the cookie.
        url.searchParams.delete('token');
        response.writeHead(303, {
          Location: url.pathname + url.search,
          'Set-Cookie': options.access.cookie(port),
          'Cache-Control': 'no-store',
          'Referrer-Policy': 'no-referrer',
        });
        return void response.end();
      }
      const { pathname } = url;
      if (pathname === studioPath || pathname === `${studioPath}/`) {
        if (request.method !== 'GET' && request.method !== 'HEAD')
          throw new WorkspaceRefusal(400, 'The studio page is only read.');
        return send(
          response,
          200,
          await options.vite.transformIndexHtml(studioPath, shellHtml),
          'text/html; charset=utf-8',
        );
      }
      if (pathname.startsWith(`${studioApiPath}/`)) {
        const name = pathname.slice(studioApiPath.length + 1);
        const handler = routes[`${request.method} ${name}`];
        if (!handler) {
          const known = Object.keys(routes).some((route) => route.endsWith(` ${name}`));
          throw new WorkspaceRefusal(
            known ? 400 : 404,
            known ? `${name} does not take ${request.method} requests.` : `The studio has no ${name}.`,
          );
        }
        const answer = await handler({ request, url });
        if (answer instanceof StudioAnswer) return send(response, answer.status, answer.body, answer.type);
        return send(response, 200, answer);
      }
      for (const [prefix, page] of Object.entries(pages))
        if (pathname.startsWith(prefix)) return await page({ request, url }, response);
      throw new WorkspaceRefusal(404, `The studio has no page at ${pathname}.`);
    } catch (error) {
      if (error instanceof WorkspaceRefusal) return sendError(response, error.status, error.message);
      console.error(
        `studio: ${request.method} ${url.pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendError(
        response,
        500,
        `The studio could not do this: ${error instanceof Error ? error.message : String(error)}. Try again; if it happens again, tell whoever started the studio, who can see the details where it runs.`,
      );
    }
  };
}
