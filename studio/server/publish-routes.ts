import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, extname, join, resolve, sep } from 'node:path';
import { readSite } from '../../content/read-site';
import { BuildsFailed } from '../../review/build-sides';
import { runReview } from '../../review/run-review';
import { ContentError } from '../../src/shared/content-error';
import { today } from '../../src/shared/publication/as-of';
import { studioPath, type BuildProblems, type Changes, type Committed, type ReviewReport } from '../shared/api';
import { readJson } from './request-guard';
import { StudioAnswer, type StudioHandler, type StudioOptions, type StudioRequest } from './studio-routes';
import { diagnosticOf } from './studio-site';
import { WorkspaceRefusal } from './workspace-access';

const reportPath = `${studioPath}/report/`;

const reportTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.css': 'text/css; charset=utf-8',
};

/**
 * The Changes view's endpoints: the working tree's changes, the reviewer's change report of them
 * (as `npm run review`), and the commit, refused while the build would fail.
 */
export function publishRoutes({ workspace, site }: StudioOptions): {
  routes: Record<string, StudioHandler>;
  pages: Record<string, (request: StudioRequest, response: ServerResponse) => Promise<void>>;
} {
  // One review at a time: it builds the site twice.
  let review: Promise<ReviewReport> | undefined;
  let reportFolder: { id: string; folder: string } | undefined;

  /** What would stop the build: the strict site read (every link checked) and each changed page's own checks. */
  async function buildProblems(changes: Changes): Promise<BuildProblems['problems']> {
    const problems: BuildProblems['problems'] = [];
    try {
      readSite({
        root: site.root,
        pagesDir: site.pagesDir,
        publicDir: site.publicDir,
        includeDrafts: false,
        asOf: today(),
        checkLinks: true,
      });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      for (const problem of error.problems)
        if (problem.severity !== 'warning')
          problems.push({ file: site.apiName(problem.file), ...diagnosticOf(problem) });
    }
    const seen = new Set(problems.map((problem) => `${problem.file}:${problem.line}:${problem.message}`));
    for (const { file, status } of changes.files) {
      if (status === 'deleted' || !file.startsWith('pages/') || !file.endsWith('.mdx')) continue;
      const { problems: own } = await site.checkPage(file, await workspace.readText(file));
      for (const problem of own) {
        const placed = { file, ...diagnosticOf(problem) };
        if (!seen.has(`${file}:${placed.line}:${placed.message}`)) problems.push(placed);
      }
    }
    return problems;
  }

  async function runChangeReport(): Promise<ReviewReport> {
    const [pages, own] = await Promise.all([
      realpath(workspace.pagesDir).catch(() => workspace.pagesDir),
      realpath(join(site.root, 'pages')).catch(() => join(site.root, 'pages')),
    ]);
    if (pages !== own)
      throw new WorkspaceRefusal(
        409,
        `The change report needs the site's own repository, and this studio edits pages in ${workspace.pagesDir}. Ask whoever started the studio to start it from the site's own folder to see the report.`,
      );
    const id = randomBytes(8).toString('hex');
    const folder = await mkdtemp(join(tmpdir(), 'studio-review-'));
    try {
      const result = await runReview({
        root: site.root,
        screenshots: false,
        reportDir: folder,
        log: (line) => console.log(`studio review: ${line}`),
      });
      const previous = reportFolder;
      reportFolder = { id, folder };
      if (previous) await rm(previous.folder, { recursive: true, force: true });
      return { markdown: result.markdown, htmlUrl: `${reportPath}${id}/${basename(result.htmlFile)}` };
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      if (error instanceof BuildsFailed)
        throw new WorkspaceRefusal(409, `The report could not be made because a side did not build:\n${error.message}`);
      throw error;
    }
  }

  return {
    routes: {
      'GET changes': async () => workspace.changes(),
      'POST review': async () => {
        review ??= runChangeReport().finally(() => (review = undefined));
        return review;
      },
      'POST commit': async ({ request }) => {
        const body = (await readJson(request)) as Record<string, unknown> | null;
        const message = typeof body?.message === 'string' ? body.message.trim() : '';
        if (message === '') throw new WorkspaceRefusal(400, 'Write a short message saying what changed, then commit.');
        const changes = await workspace.changes();
        const problems = await buildProblems(changes);
        if (problems.length) {
          const answer: BuildProblems = {
            error: `The site would not build with these changes: fix ${problems.length === 1 ? 'this problem' : `these ${problems.length} problems`} first, then commit.`,
            problems,
          };
          return new StudioAnswer(409, answer);
        }
        const answer: Committed = await workspace.commit(message, body?.newBranch === true ? { branch: message } : {});
        return answer;
      },
    },
    pages: {
      [reportPath]: async ({ url }, response) => {
        const [id, ...rest] = url.pathname.slice(reportPath.length).split('/');
        if (!reportFolder || id !== reportFolder.id || rest.length === 0)
          throw new WorkspaceRefusal(404, 'This report is no longer here; make the report again from Changes.');
        const path = resolve(reportFolder.folder, ...rest.map(decodeURIComponent));
        if (!path.startsWith(reportFolder.folder + sep))
          throw new WorkspaceRefusal(404, 'There is no such file in the report.');
        const bytes = await readFile(path).catch(() => {
          throw new WorkspaceRefusal(404, 'There is no such file in the report.');
        });
        response
          .writeHead(200, {
            'Content-Type': reportTypes[extname(path)] ?? 'application/octet-stream',
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          })
          .end(bytes);
      },
    },
  };
}
