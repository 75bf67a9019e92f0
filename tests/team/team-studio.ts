import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { projectRoot } from '../../builder/project-root';
import { callbackPath } from '../../studio/team/sign-in';
import { freePort } from '../../tools/free-port';
import { request as httpsRequest } from 'node:https';
import { statusOf } from '../../tools/spawn-server';
import { startGitHubStandIn, type GitHubStandIn } from '../review/github-stand-in';
import { createTeamRemote, type TeamRemote } from './changes-remote';
import { clientId, clientSecret, startProvider, type RunningProvider } from './oidc-provider';

export function scratchFolder(name: string): string {
  return mkdtempSync(join(tmpdir(), `team-${name}-`));
}

/** The status of one GET over HTTPS to the studio's self-signed certificate, or 0 when the connection fails. */
function secureStatusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    const probe = httpsRequest(url, { agent: false, rejectUnauthorized: false }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve(answer.statusCode ?? 0));
    });
    probe.once('error', () => resolve(0));
    probe.end();
  });
}

/** A git repository whose main holds a `pages/` folder: what `STUDIO_REPOSITORY` names. */
export function scratchRepository(): string {
  const folder = scratchFolder('repo');
  mkdirSync(join(folder, 'pages'));
  writeFileSync(join(folder, 'pages', 'index.mdx'), '---\ntitle: Home\ndescription: The home page.\n---\n\nHello.\n');
  execFileSync('git', ['init', '--quiet', '--initial-branch', 'main', folder]);
  execFileSync('git', ['-C', folder, 'add', '.']);
  execFileSync('git', [
    '-C',
    folder,
    '-c',
    'user.name=Site',
    '-c',
    'user.email=site@example.com',
    'commit',
    '--quiet',
    '-m',
    'Home',
  ]);
  return folder;
}

const command = [
  join(projectRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs'),
  join(projectRoot, 'studio/team/main.ts'),
];
const nodeArgs = ['--import', command[0], command[1]];

/** Settings that work with `startProvider`, for the studio at `port`. */
export function teamEnv(port: number, issuer: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    STUDIO_HOST: '127.0.0.1',
    STUDIO_PORT: String(port),
    STUDIO_PUBLIC_URL: `http://127.0.0.1:${port}`,
    STUDIO_REPOSITORY: scratchRepository(),
    STUDIO_DATA_DIR: join(scratchFolder('data'), 'studio-data'),
    STUDIO_OIDC_ISSUER: issuer,
    STUDIO_OIDC_CLIENT_ID: clientId,
    STUDIO_OIDC_CLIENT_SECRET: clientSecret,
    STUDIO_GITHUB_REPOSITORY: 'example/site',
    STUDIO_GITHUB_TOKEN: 'github-token-for-tests',
    // Nothing listens there: only the tests that submit start a GitHub stand-in and name it.
    STUDIO_GITHUB_API_URL: 'http://127.0.0.1:9',
    STUDIO_PUBLISHERS: 'carol@example.com',
    STUDIO_ROLE_CLAIM: 'groups',
    STUDIO_PUBLISHER_ROLE: 'studio-publishers',
    ...extra,
  };
}

/** Only the variables given: the process's own `STUDIO_*` or `DATABASE_URL` (none, normally) would hide a missing one. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('STUDIO_') && name !== 'DATABASE_URL'),
  );
  return { ...base, ...env };
}

export interface RunningStudio {
  url: string;
  port: number;
  env: Record<string, string>;
  output: () => string;
  stop: () => Promise<void>;
}

/** `npm run studio:team` as it runs (node with tsx, the repository's own entry), until it answers. */
export async function startTeamStudio(env: Record<string, string>): Promise<RunningStudio> {
  const port = Number(env.STUDIO_PORT);
  const child = spawn(process.execPath, nodeArgs, {
    cwd: projectRoot,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const secure = Boolean(env.STUDIO_TLS_CERT_FILE);
  const url = secure ? `https://localhost:${port}` : `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while ((await (secure ? secureStatusOf : statusOf)(`${url}/_studio/signed-out`)) !== 200) {
    if (child.exitCode !== null) throw new Error(`the team studio exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the team studio did not answer within 20 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, port, env, output: () => output, stop };
}

/** Runs the team studio until it exits by itself (at most 20 s): its exit status and what it printed. */
export function runTeamStudio(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: projectRoot,
      env: childEnv(env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the team studio was still running after 20 s:\n${output}`));
    }, 20_000);
    child.once('exit', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

export { freePort };

export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** The session cookie's `name=value`, for raw requests. */
  cookie: string;
  csrfToken: string;
  /** `Date.now()` just before the sign-in form was sent: the session began after it. */
  submittedAt: number;
}

/**
 * Signs `login` in through the provider's own sign-in form in a fresh Chromium context. With
 * `waitForStudio: false` it answers once the session is there, without waiting for the studio page
 * the browser is sent to: that page waits for its preview server (seconds under load), and no
 * request reaches the studio meanwhile, which a test of the idle time must not count.
 */
export async function signInWithBrowser(
  browser: Browser,
  studio: RunningStudio,
  login: string,
  { waitForStudio = true } = {},
): Promise<SignedIn> {
  const context = await browser.newContext({ ignoreHTTPSErrors: studio.url.startsWith('https:') });
  const page = await context.newPage();
  await page.goto(`${studio.url}/_studio/`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  // Signed in once the studio's return address answers with the session cookie. The click resolves
  // only once the studio page it leads to has come.
  const submittedAt = Date.now();
  const returned = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === callbackPath && answer.status() === 303,
  );
  const clicked = page.locator('button[type="submit"]').click();
  // Awaited below when the studio page is waited for; a page closed before it came ends the click.
  clicked.catch(() => undefined);
  await returned;
  const deadline = Date.now() + 5_000;
  let session: { name: string; value: string } | undefined;
  while (!(session = (await context.cookies(studio.url)).find((each) => each.name.endsWith('studio-session')))) {
    if (Date.now() > deadline) throw new Error(`no session cookie after ${login} signed in`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const me = await context.request.get(`${studio.url}/_studio/api/team/me`);
  if (me.status() !== 200) throw new Error(`${login} signed in, but team/me answered ${me.status()}`);
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  if (waitForStudio) await clicked;
  return { context, page, cookie: `${session.name}=${session.value}`, csrfToken, submittedAt };
}

/** A team studio on a site repository: a bare remote of the site's files and the GitHub stand-in. */
export interface StudioOnRemote {
  provider: RunningProvider;
  team: TeamRemote;
  github: GitHubStandIn;
  studio: RunningStudio;
  /** Stops the studio, the provider and the stand-in, and removes the repositories. */
  dispose: () => Promise<void>;
}

/** Starts the real OpenID provider, a bare remote (`createTeamRemote(name)`), the GitHub stand-in and the studio on them. */
export async function startStudioOnRemote(name: string): Promise<StudioOnRemote> {
  const port = await freePort();
  const provider = await startProvider([`http://127.0.0.1:${port}/_studio/auth/callback`]);
  const team = createTeamRemote(name);
  const github = await startGitHubStandIn({ remote: team.remote });
  const studio = await startTeamStudio(
    teamEnv(port, provider.issuer, {
      STUDIO_REPOSITORY: team.remote,
      STUDIO_DATA_DIR: team.dataDir,
      STUDIO_GITHUB_API_URL: github.apiUrl,
      STUDIO_GITHUB_TOKEN: github.token,
      STUDIO_GITHUB_REPOSITORY: github.repository,
    }),
  );
  return {
    provider,
    team,
    github,
    studio,
    dispose: async () => {
      await studio.stop();
      await github.close();
      await provider.close();
      team.dispose();
    },
  };
}
