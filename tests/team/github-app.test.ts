import { generateKeyPairSync, verify } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GitHubError, gitHubRequest } from '../../review/github/github-rest';
import { appJwt, GitHubAppTokens, readAppKey } from '../../studio/team/github-app';
import { startGitHubStandIn, type GitHubStandIn } from '../review/github-stand-in';
import { borrowBrowser } from '../shared-browser';
import { startProvider } from './oidc-provider';
import { freePort, runTeamStudio, scratchFolder, signInWithBrowser, startTeamStudio, teamEnv } from './team-studio';

/**
 * The team studio signed in as a GitHub App, against the GitHub stand-in over loopback HTTP: the
 * stand-in checks the App's RS256 token with its public key, finds the installation, mints tokens
 * that expire, and refuses them once they have.
 */

const appId = 987654;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

let github: GitHubStandIn | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

async function standIn(tokenLifetimeMs?: number): Promise<GitHubStandIn> {
  github = await startGitHubStandIn({
    app: { id: appId, publicKey, ...(tokenLifetimeMs !== undefined && { tokenLifetimeMs }) },
  });
  return github;
}

function tokensFor(stand: GitHubStandIn, more: { repository?: string; key?: string } = {}) {
  return new GitHubAppTokens({
    apiUrl: stand.apiUrl,
    appId,
    key: readAppKey(more.key ?? pem),
    repository: more.repository ?? stand.repository,
    retryDelayMs: 1,
  });
}

const listPulls = (stand: GitHubStandIn, token: () => Promise<string>) =>
  gitHubRequest<unknown[]>(
    { apiUrl: stand.apiUrl, token },
    { method: 'GET', path: `/repos/${stand.repository}/pulls?state=all`, retry: true },
  );

describe('a GitHub App’s installation tokens', () => {
  it('signs the App in with an RS256 token GitHub takes: issued a minute back, 10 minutes at most', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    const [header, payload, signature] = appJwt(appId, readAppKey(pem), now).split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload, 'base64url').toString())).toEqual({
      iat: now / 1000 - 60,
      exp: now / 1000 + 540,
      iss: String(appId),
    });
    expect(verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(
      true,
    );
  });

  it('mints one for the installation on the repository, narrowed to it, and reuses it while it has time left', async () => {
    const stand = await standIn();
    const tokens = tokensFor(stand);
    expect((await listPulls(stand, tokens.token)).status).toBe(200);
    expect((await listPulls(stand, tokens.token)).status).toBe(200);
    // Five callers at once share one mint.
    const many = await Promise.all(Array.from({ length: 5 }, () => tokens.token()));
    expect(new Set(many).size).toBe(1);
    expect(stand.mintedTokens()).toEqual([
      { token: many[0], expiresAt: expect.any(Number), body: { repositories: ['site'] } },
    ]);
    expect(stand.requests.filter((seen) => seen.path.endsWith('/installation'))).toHaveLength(1);
  });

  it('renews a token with less than 5 minutes left, before GitHub refuses it', async () => {
    // Tokens that last 5 minutes and 1.5 s: old enough to renew 1.5 s after each is minted.
    const stand = await standIn(301_500);
    const tokens = tokensFor(stand);
    const first = await tokens.token();
    expect(await tokens.token()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    const second = await tokens.token();
    expect(second).not.toBe(first);
    expect((await listPulls(stand, tokens.token)).status).toBe(200);
    expect(stand.mintedTokens().map((minted) => minted.token)).toEqual([first, second]);
  });

  it('is refused by GitHub once expired: the stand-in checks what the renewal avoids', async () => {
    const stand = await standIn(300);
    const token = await tokensFor(stand).token();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const refused = await listPulls(stand, () => Promise.resolve(token)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GitHubError);
    expect((refused as GitHubError).status).toBe(401);
  });

  it('says in words when the App is not installed on the repository, or the key is not the App’s', async () => {
    const stand = await standIn();
    const elsewhere = await tokensFor(stand, { repository: 'northstar/other' })
      .token()
      .catch((error: unknown) => error);
    expect((elsewhere as Error).message).toBe(
      "The GitHub App of STUDIO_GITHUB_APP_ID is not installed on northstar/other (STUDIO_GITHUB_REPOSITORY): install it there (the App's settings, Install App).",
    );
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const wrongKey = await tokensFor(stand, { key: otherKey })
      .token()
      .catch((error: unknown) => error);
    expect((wrongKey as GitHubError).status).toBe(401);
    expect((wrongKey as Error).message).toMatch(
      /^GitHub refused the token \(401 A JSON web token could not be decoded\) for GET \/api\/v3\/repos\/northstar\/site\/installation: the GitHub App of STUDIO_GITHUB_APP_ID and STUDIO_GITHUB_APP_KEY_FILE is missing, expired or wrong\.$/,
    );
    expect(stand.mintedTokens()).toEqual([]);
  });

  it('takes only an RSA private key in PEM, saying what it got', () => {
    expect(() => readAppKey('not a key')).toThrow(
      /^not a private key in PEM \(.*\): use the \.pem file GitHub gave for the App$/,
    );
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => readAppKey(ec)).toThrow("a key of type ec, not the App's RSA private key GitHub gave");
  });
});

/** The studio's settings for the App: its id and key file in place of STUDIO_GITHUB_TOKEN. */
function appEnv(port: number, issuer: string, key: string, more: Record<string, string> = {}): Record<string, string> {
  const keyFile = join(scratchFolder('app-key'), 'app.pem');
  writeFileSync(keyFile, key, { mode: 0o600 });
  const { STUDIO_GITHUB_TOKEN: _token, ...env } = teamEnv(port, issuer, {
    STUDIO_GITHUB_APP_ID: String(appId),
    STUDIO_GITHUB_APP_KEY_FILE: keyFile,
    ...more,
  });
  return env;
}

describe('the team studio signed in as a GitHub App', () => {
  it('does not start with a key file that is not the App’s key, naming the variable', async () => {
    const { status, output } = await runTeamStudio(appEnv(await freePort(), 'http://127.0.0.1:9/', 'not a key'));
    expect(status).toBe(1);
    expect(output).toMatch(/^STUDIO_GITHUB_APP_KEY_FILE: cannot use .*app\.pem: not a private key in PEM/);
  });

  it('gets a token at start, and answers a publisher’s list of changes with the installation’s token', async () => {
    const stand = await standIn();
    const port = await freePort();
    const provider = await startProvider([`http://127.0.0.1:${port}/_studio/auth/callback`]);
    const borrowed = await borrowBrowser();
    const studio = await startTeamStudio(
      appEnv(port, provider.issuer, pem, {
        STUDIO_GITHUB_API_URL: stand.apiUrl,
        STUDIO_GITHUB_REPOSITORY: stand.repository,
      }),
    );
    try {
      await expect
        .poll(studio.output, { timeout: 20_000 })
        .toContain(`Signed in to GitHub as the App ${appId} on ${stand.repository}`);
      const dave = await signInWithBrowser(borrowed.browser, studio, 'dave');
      const listed = await fetch(`${studio.url}/_studio/api/team/changes`, { headers: { cookie: dave.cookie } });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toEqual({ changes: [] });
      const [minted] = stand.mintedTokens();
      expect(minted.body).toEqual({ repositories: ['site'] });
      expect(stand.requests.filter((seen) => seen.path.includes('/pulls'))).toEqual([
        expect.objectContaining({ method: 'GET', status: 200 }),
      ]);
      await dave.context.close();
    } finally {
      await studio.stop();
      await borrowed.release();
      await provider.close();
    }
  });
});
