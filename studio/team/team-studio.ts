import type { IncomingMessage, ServerResponse } from 'node:http';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GitHubError } from '../../review/github/github-rest';
import { readJson } from '../server/request-guard';
import { pageMakingRoutes } from '../server/content-routes';
import { renameRoutes } from '../server/rename-routes';
import { fileSavingRoutes, StudioAnswer, type StudioHandler } from '../server/studio-routes';
import { StudioSite } from '../server/studio-site';
import { WorkspaceRefusal } from '../server/workspace-access';
import type {
  TeamChangeAnswer,
  TeamClosed,
  TeamPublished,
  TeamSubmitAnswer,
  TeamSubmittedList,
} from '../shared/team-api';
import type { AuditEntry, AuditLog } from './audit-log';
import { emailKey, WriterRefusal } from './changes/branch-names';
import {
  changeState,
  publishChange,
  PublishRefusal,
  submitChange,
  submittedChanges,
  type ConflictResolution,
  type PullRequestTarget,
  type SubmitOptions,
} from './changes/submit';
import type { WriterChanges } from './changes/writer-changes';
import { CommittingWorkspace } from './committing-workspace';
import type { PreviewServers } from './preview-servers';
import type { TeamMember } from './sessions';
import { forwardToPreview } from './studio-proxy';

export const studioApiPrefix = '/_studio/api/';

/**
 * The CSP of the studio's app and the previews inside it: scripts from the studio alone, each that
 * Vite writes into a page carrying `nonce`; inline styles (Vite's, and the site's style attributes);
 * frames of the site's own pages and of YouTube's privacy-enhanced player, as the site embeds.
 */
export function studioCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https://www.youtube-nocookie.com",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** What a handler is given: the team server's request with its member. */
export interface TeamStudioRequest {
  req: IncomingMessage;
  res: ServerResponse;
  member: TeamMember;
  address: string;
  url: URL;
}

export interface TeamStudioOptions {
  changes: WriterChanges;
  previews: PreviewServers;
  audit: AuditLog;
  target: PullRequestTarget;
  reportFor: SubmitOptions['reportFor'];
  /** The CSP of the studio's pages and previews: Vite's scripts carry its nonce. */
  studioCsp: string;
  /** The studio's own project, whose code the preview servers serve. */
  projectRoot: string;
  /** The studio's data folder (`STUDIO_DATA_DIR`). */
  dataDir: string;
}

/** The studio's own endpoints that write: answered here, on the writer's worktree, each a commit of theirs. */
const writingEndpoints: Record<string, string> = {
  'POST save': 'Save',
  'POST new': 'New page',
  'POST photo': 'Add photo',
  'POST rename': 'Move',
  'POST update-references': 'Update links in',
};

/**
 * Where a GET outside the studio's own endpoints goes. `code`: the app's and the site's code and
 * Vite's client, the same for everyone, from main's preview server (one compile serves all);
 * `content`: the pages a preview shows and the files of `public/`, from the member's own. Anything
 * else of the project (its README, tests, the data folder with the audit log and the others'
 * worktrees, which Vite would serve from its root) is refused.
 */
export function pathKind(
  pathname: string,
  { projectRoot, dataDir, rootEntries }: { projectRoot: string; dataDir: string; rootEntries: ReadonlySet<string> },
): 'code' | 'content' | 'refused' {
  if (pathname === '/_studio' || pathname === '/_studio/') return 'code';
  if (pathname.startsWith('/_studio/')) return 'content';
  if (
    /^\/(@vite\/|@id\/|@react-refresh$|src\/|studio\/app\/|studio\/shared\/|content\/|node_modules\/(?!\.))/.test(
      pathname,
    )
  )
    return pathname.includes('/../') || pathname.includes('/./') ? 'refused' : 'code';
  if (pathname === '/.remarkrc.mjs') return 'code';
  if (pathname.startsWith('/@fs/')) {
    const file = pathname.slice('/@fs'.length);
    const allowed = [join(dataDir, 'previews', 'main', 'vite', 'deps') + '/', join(projectRoot, 'node_modules') + '/'];
    return !file.includes('/..') && allowed.some((folder) => file.startsWith(folder)) ? 'code' : 'refused';
  }
  if (pathname.startsWith('/@')) return 'refused';
  let first: string;
  try {
    first = decodeURIComponent(pathname.split('/')[1] ?? '');
  } catch {
    return 'refused';
  }
  return first.startsWith('.') || rootEntries.has(first) ? 'refused' : 'content';
}

function who(member: TeamMember): AuditEntry['member'] {
  return { email: member.email, name: member.name, role: member.role };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length });
  res.end(bytes);
}

/** A refusal of any part below as its HTTP status and the member's sentence; anything else is thrown on. */
function refusalOf(error: unknown): { status: number; message: string } | undefined {
  if (error instanceof WorkspaceRefusal || error instanceof PublishRefusal)
    return { status: error.status, message: error.message };
  if (error instanceof WriterRefusal) return { status: 400, message: error.message };
  if (error instanceof GitHubError) {
    // The details (which setting, which permission) are for whoever runs the studio.
    console.error(`studio: ${error.message}`);
    return {
      status: 502,
      message:
        'GitHub did not take the studio’s request, so nothing was sent or published. Try again in a minute; if it happens again, ask whoever runs the studio: its log says why.',
    };
  }
  return undefined;
}

/**
 * The studio for a team behind the sign-in: the studio app and its endpoints, each member on their
 * own change. Reading, checking and previewing go to the member's preview server (their worktree's,
 * or main's before they open a page); writing is answered here by the studio's own endpoint code on
 * their worktree, then committed as them; submit, state and publish are the team's own.
 */
export function createTeamStudio({
  changes,
  previews,
  audit,
  target,
  reportFor,
  studioCsp,
  projectRoot,
  dataDir,
}: TeamStudioOptions) {
  const sites = new Map<string, StudioSite>();
  const paths = { projectRoot, dataDir, rootEntries: new Set(readdirSync(projectRoot)) };
  const answerHeaders = { 'Content-Security-Policy': studioCsp, 'X-Frame-Options': 'SAMEORIGIN' };

  function siteOf(worktree: string): StudioSite {
    let site = sites.get(worktree);
    if (!site)
      sites.set(
        worktree,
        (site = new StudioSite({
          root: worktree,
          pagesDir: join(worktree, 'pages'),
          publicDir: join(worktree, 'public'),
        })),
      );
    return site;
  }

  async function record(event: AuditEntry['event'], { member, address }: TeamStudioRequest, more: Partial<AuditEntry>) {
    await audit.record({ event, member: who(member), address, ...more });
  }

  /** The preview server the member's request goes to. */
  async function previewFor(member: TeamMember, kind: 'code' | 'content') {
    const change = kind === 'code' ? undefined : await changes.currentChange(member);
    if (change) return previews.serverFor(`writer-${emailKey(member.email)}`, change.worktree);
    return previews.serverFor('main', await changes.mainCheckout());
  }

  /** The writer's change, started from `firstPage` when they have none: its branch when it was started now. */
  async function changeOf(request: TeamStudioRequest, firstPage: string): Promise<string | undefined> {
    if (await changes.currentChange(request.member)) return undefined;
    return (await changes.openChange(request.member, firstPage)).branch;
  }

  /** One of the studio's file endpoints, run on the writer's worktree; what it wrote is committed as them. */
  async function onWorktree(request: TeamStudioRequest, endpoint: string): Promise<void> {
    const { req, res, member, url } = request;
    const file = url.searchParams.get('file');
    // Opening a file, or making a page or adding a photo before any was opened, starts a change;
    // a save or a move comes from a page opened, so in a change already (else `withChange` refuses).
    const starts = endpoint === 'GET file' || endpoint === 'POST new' || endpoint === 'POST photo';
    const started = starts
      ? await changeOf(request, endpoint === 'GET file' ? (file ?? '') : 'pages/new-page.mdx')
      : undefined;
    const answer = await changes.withChange(member, async ({ change, files, git, gitOrFail, update }) => {
      const workspace = new CommittingWorkspace(files);
      const site = siteOf(change.worktree);
      const routes: Record<string, StudioHandler> = {
        ...fileSavingRoutes({ workspace, site }),
        ...pageMakingRoutes({ workspace, site }),
        ...renameRoutes({ workspace, site }),
      };
      const handler = routes[endpoint];
      if (!handler) throw new WorkspaceRefusal(404, `The studio has no ${endpoint}.`);
      const result = await handler({ request: req, url });
      const touched = [...workspace.touched].sort();
      if (touched.length) {
        site.invalidate();
        const paths = touched.map((each) => `:(top,literal)${each}`);
        await gitOrFail(['add', '--all', '--', ...paths]);
        const same = (await git(['diff', '--cached', '--quiet', '--', ...paths])).code === 0;
        if (!same)
          await gitOrFail([
            'commit',
            '--quiet',
            '--no-verify',
            '--message',
            `${writingEndpoints[endpoint] ?? 'Change'} ${touched.join(', ')}`,
            '--',
            ...paths,
          ]);
        // A change started by a new page or a photo is named, for the writer and the pull request,
        // after what was made rather than the placeholder it was started with.
        if (started && endpoint !== 'GET file') await update({ firstPage: touched[0] });
        for (const each of touched) await record('save', request, { file: each });
      } else if (endpoint === 'GET file' && file)
        await record('open', request, { file, ...(started && { reason: `started the change ${started}` }) });
      return result;
    });
    if (answer instanceof StudioAnswer) return sendJson(res, answer.status, answer.body);
    sendJson(res, 200, answer);
  }

  const teamEndpoints: Record<string, (request: TeamStudioRequest) => Promise<void>> = {
    'GET change': async ({ res, member }) => {
      const change = await changes.currentChange(member);
      if (!change) return sendJson(res, 200, { change: null } satisfies TeamChangeAnswer);
      const [files, state] = await Promise.all([changes.changedFiles(member), changeState(changes, target, member)]);
      const answer: TeamChangeAnswer = {
        change: {
          branch: change.branch,
          firstPage: change.firstPage,
          startedAt: change.startedAt,
          files,
          state: state.state,
          ...(state.pullRequest && { pullRequest: { number: state.pullRequest.number, url: state.pullRequest.url } }),
          requestedBy: state.requestedBy,
          approvedBy: state.approvedBy,
        },
      };
      sendJson(res, 200, answer);
    },
    'POST submit': async (request) => {
      const body = (await readJson(request.req)) as { resolution?: ConflictResolution } | null;
      const answer: TeamSubmitAnswer = await submitChange(changes, target, request.member, {
        reportFor,
        ...(body?.resolution && { resolution: body.resolution }),
      });
      if (answer.status === 'submitted') await record('submit', request, { pullRequest: answer.pullRequest.number });
      sendJson(request.res, 200, answer);
    },
    'GET changes': async ({ res, member }) => {
      if (member.role !== 'publisher')
        throw new WorkspaceRefusal(403, 'Only publishers see the changes waiting to be published.');
      sendJson(res, 200, { changes: await submittedChanges(target) } satisfies TeamSubmittedList);
    },
    'POST publish': async (request) => {
      const body = (await readJson(request.req)) as { number?: unknown } | null;
      const number = body?.number;
      if (typeof number !== 'number' || !Number.isInteger(number) || number < 1)
        throw new WorkspaceRefusal(400, 'Say which change to publish.');
      const published = await publishChange(target, request.member, number);
      await record('publish', request, { pullRequest: number });
      // What members without a change see is main: it has this change now.
      await changes.mainCheckout(0).catch(() => undefined);
      sendJson(request.res, 200, { published: true, number, commit: published.commit } satisfies TeamPublished);
    },
    'POST close': async (request) => {
      const { member } = request;
      const change = await changes.currentChange(member);
      if (change) {
        const { state } = await changeState(changes, target, member);
        if (state !== 'merged' && state !== 'closed' && (await changes.changedFiles(member)).length)
          throw new WorkspaceRefusal(
            409,
            'Your change is not published or closed yet; it stays open until it is (submit it for review).',
          );
        await changes.closeChange(member);
        previews.stop(`writer-${emailKey(member.email)}`);
        sites.delete(change.worktree);
        await record('close', request, {
          file: change.firstPage,
          reason: `closed the change ${change.branch} (${state})`,
        });
      }
      sendJson(request.res, 200, { closed: true } satisfies TeamClosed);
    },
  };

  /**
   * Answers a signed-in member's request for the studio (its page, code, endpoints) or a page it
   * previews. The team server has checked the session, and the CSRF token of every change.
   */
  async function handle(request: TeamStudioRequest): Promise<void> {
    const { req, res, member, url } = request;
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    try {
      if (url.pathname.startsWith(`${studioApiPrefix}team/`)) {
        const endpoint = teamEndpoints[`${method} ${url.pathname.slice(`${studioApiPrefix}team/`.length)}`];
        if (!endpoint) throw new WorkspaceRefusal(404, 'No such studio endpoint.');
        return await endpoint(request);
      }
      if (url.pathname.startsWith(studioApiPrefix)) {
        const endpoint = `${method} ${url.pathname.slice(studioApiPrefix.length)}`;
        if (endpoint === 'GET file' || endpoint in writingEndpoints) return await onWorktree(request, endpoint);
      } else if (method !== 'GET') throw new WorkspaceRefusal(400, 'Only the studio takes changes here.');
      const kind = pathKind(url.pathname, paths);
      if (kind === 'refused') throw new WorkspaceRefusal(404, 'Not found.');
      await forwardToPreview(req, res, await previewFor(member, kind), answerHeaders);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      if (res.headersSent) return void res.destroy();
      sendJson(res, refusal.status, { error: refusal.message });
    }
  }

  return { handle, close: () => previews.stopAll() };
}

export type TeamStudio = ReturnType<typeof createTeamStudio>;
