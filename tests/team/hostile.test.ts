import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchange, head, type Exchange } from '../operations/raw-exchange';
import { borrowBrowser, type BorrowedBrowser } from '../shared-browser';
import { startProvider, type RunningProvider } from './oidc-provider';
import {
  freePort,
  signInWithBrowser,
  startTeamStudio,
  teamEnv,
  type RunningStudio,
  type SignedIn,
} from './team-studio';

let provider: RunningProvider;
let studio: RunningStudio;
/**
 * A studio whose sessions end after 3.6 s unused, or 18 s after sign-in: under CI's load a browser's
 * sign-in has taken over 5 s from the session's start to the test's first request, and over 1.5 s
 * between the return from the provider and the next request.
 */
let hasty: RunningStudio;
let borrowed: BorrowedBrowser;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;

beforeAll(async () => {
  const [port, hastyPort] = [await freePort(), await freePort()];
  provider = await startProvider([port, hastyPort].map((each) => `http://127.0.0.1:${each}/_studio/auth/callback`));
  [studio, hasty, borrowed] = await Promise.all([
    startTeamStudio(teamEnv(port, provider.issuer, { STUDIO_SIGN_IN_LIMIT: '10' })),
    startTeamStudio(
      teamEnv(hastyPort, provider.issuer, { STUDIO_SESSION_IDLE_MINUTES: '0.06', STUDIO_SESSION_MAX_HOURS: '0.005' }),
    ),
    borrowBrowser(),
  ]);
  alice = await signInWithBrowser(borrowed.browser, studio, 'alice');
  bob = await signInWithBrowser(borrowed.browser, studio, 'bob');
  carol = await signInWithBrowser(borrowed.browser, studio, 'carol');
});

afterAll(async () => {
  for (const member of [alice, bob, carol]) await member?.context.close();
  await borrowed?.release();
  await Promise.all([studio?.stop(), hasty?.stop()]);
  await provider?.close();
});

/** One request over a raw socket, as any program could send it. */
function send(
  target: RunningStudio,
  requestLine: string,
  fields: string[] = [],
  options: { localAddress?: string } = {},
): Promise<Exchange> {
  return exchange(
    target.port,
    head(requestLine, `Host: 127.0.0.1:${target.port}`, 'Connection: close', 'Content-Length: 0', ...fields),
    options,
  );
}

function header(answer: Exchange, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1]?.trim();
}

function auditLines(target: RunningStudio): Record<string, unknown>[] {
  return readFileSync(join(target.env.STUDIO_DATA_DIR, 'audit.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('the team studio without a session', () => {
  it('sends every page to sign-in (303) and answers every API call 401', async () => {
    for (const path of ['/_studio/', '/_studio/pages/index.mdx', '/_studio/anything']) {
      const answer = await send(studio, `GET ${path} HTTP/1.1`);
      expect([answer.status, header(answer, 'Location')], path).toEqual([303, '/_studio/sign-in']);
    }
    for (const line of [
      'GET /_studio/api/team/me HTTP/1.1',
      'GET /_studio/api/team/audit HTTP/1.1',
      'POST /_studio/api/team/publish HTTP/1.1',
      'POST /_studio/sign-out HTTP/1.1',
      'DELETE /_studio/api/files/pages/index.mdx HTTP/1.1',
    ]) {
      const answer = await send(studio, line);
      expect(answer.status, line).toBe(401);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'You are not signed in to the studio, or your session ended. Sign in again.',
      });
    }
  });

  it('starts a sign-in only for a page the browser opens, not for what a page loads or for other paths', async () => {
    const opened = await send(studio, 'GET /_studio/ HTTP/1.1', ['Sec-Fetch-Dest: document']);
    expect([opened.status, header(opened, 'Location')]).toEqual([303, '/_studio/sign-in']);
    for (const [line, fields, status] of [
      ['GET /_studio/ HTTP/1.1', ['Sec-Fetch-Dest: image'], 401],
      ['GET /_studio/pages/index.mdx HTTP/1.1', ['Sec-Fetch-Dest: script'], 401],
      ['GET /favicon.ico HTTP/1.1', ['Sec-Fetch-Dest: image'], 404],
      ['GET /favicon.ico HTTP/1.1', [], 404],
      ['GET /.git/config HTTP/1.1', [], 404],
      ['GET /_studio/team/team.css HTTP/1.1', ['Sec-Fetch-Dest: style'], 200],
    ] as const) {
      const answer = await send(studio, line, [...fields]);
      expect(answer.status, line).toBe(status);
      expect(header(answer, 'Set-Cookie'), line).toBeUndefined();
    }
  });

  it('takes no forged session cookie: a random one, another cookie name, the CSRF token as the id', async () => {
    for (const cookie of [
      'studio-session=Xq1v8bV4m2nKp0sLr7tYw3zA9cE5fG6hJ1kL2mN3oP4',
      `studio-session=${alice.csrfToken}`,
      `${alice.cookie}x`,
      `studio-session-other=${alice.cookie.split('=')[1]}`,
      `studio-session=${alice.cookie.split('=')[1].slice(0, -1)}`,
    ]) {
      const api = await send(studio, 'GET /_studio/api/team/me HTTP/1.1', [`Cookie: ${cookie}`]);
      expect(api.status, cookie).toBe(401);
      const page = await send(studio, 'GET /_studio/ HTTP/1.1', [`Cookie: ${cookie}`]);
      expect(page.status, cookie).toBe(303);
    }
    const real = await send(studio, 'GET /_studio/api/team/me HTTP/1.1', [`Cookie: ${alice.cookie}`]);
    expect(real.status).toBe(200);
    expect(JSON.parse(real.body)).toMatchObject({ email: 'alice@example.com', role: 'writer' });
  });

  it('carries the production server’s security headers on every answer, and is never cached', async () => {
    const answer = await send(studio, 'GET /_studio/api/team/me HTTP/1.1');
    expect(header(answer, 'Content-Security-Policy')).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(header(answer, 'X-Frame-Options')).toBe('DENY');
    expect(header(answer, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(answer, 'Cache-Control')).toBe('no-store');
  });

  it('refuses a request target that climbs out or hides a control character, as the production server does', async () => {
    for (const target of [
      '/_studio/../../etc/passwd',
      '/../pages/index.mdx',
      '/_studio/%2e%2e/%2e%2e/.git/config',
      '/_studio/%00',
    ]) {
      const answer = await send(studio, `GET ${target} HTTP/1.1`, [`Cookie: ${alice.cookie}`]);
      expect(answer.status, target).toBe(400);
    }
  });
});

describe('changes need the session’s CSRF token', () => {
  it('refuses a change with no token, a wrong one or another session’s (403), and records each', async () => {
    const before = auditLines(studio).length;
    const oneCharacterOff = alice.csrfToken.slice(0, -1) + (alice.csrfToken.endsWith('A') ? 'B' : 'A');
    for (const token of [undefined, 'not-the-token', bob.csrfToken, oneCharacterOff]) {
      const answer = await send(studio, 'POST /_studio/sign-out HTTP/1.1', [
        `Cookie: ${alice.cookie}`,
        ...(token === undefined ? [] : [`x-csrf-token: ${token}`]),
      ]);
      expect(answer.status, token).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        error: 'This change did not carry the security token of your studio page. Reload the page and try again.',
      });
    }
    const refused = auditLines(studio).slice(before);
    expect(refused).toHaveLength(4);
    expect(refused[0]).toMatchObject({
      event: 'refused',
      member: { email: 'alice@example.com', role: 'writer' },
      method: 'POST',
      path: '/_studio/sign-out',
      status: 403,
    });
    // Still signed in: none of those changed anything.
    expect((await send(studio, 'GET /_studio/api/team/me HTTP/1.1', [`Cookie: ${alice.cookie}`])).status).toBe(200);
  });
});

describe('roles', () => {
  it('refuses a writer’s publish over raw HTTP (403), with the right token, and records it', async () => {
    const answer = await send(studio, 'POST /_studio/api/team/publish HTTP/1.1', [
      `Cookie: ${alice.cookie}`,
      `x-csrf-token: ${alice.csrfToken}`,
    ]);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Only publishers may publish; you are signed in as a writer.' });
    expect(auditLines(studio).at(-1)).toMatchObject({
      event: 'refused',
      member: { email: 'alice@example.com', role: 'writer' },
      path: '/_studio/api/team/publish',
      status: 403,
    });
  });

  it('lets a publisher past the role check, to be asked which change to publish', async () => {
    const answer = await send(studio, 'POST /_studio/api/team/publish HTTP/1.1', [
      `Cookie: ${carol.cookie}`,
      `x-csrf-token: ${carol.csrfToken}`,
      'Content-Type: application/json',
    ]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The request was not readable JSON.' });
  });

  it('shows the audit log to publishers only', async () => {
    const writer = await send(studio, 'GET /_studio/api/team/audit HTTP/1.1', [`Cookie: ${bob.cookie}`]);
    expect(writer.status).toBe(403);
    const publisher = await send(studio, 'GET /_studio/api/team/audit?last=50 HTTP/1.1', [`Cookie: ${carol.cookie}`]);
    expect(publisher.status).toBe(200);
    const { entries } = JSON.parse(publisher.body) as { entries: { event: string; member?: { email: string } }[] };
    expect(entries.filter((entry) => entry.event === 'sign-in').map((entry) => entry.member?.email)).toEqual(
      expect.arrayContaining(['alice@example.com', 'bob@example.com', 'Carol@Example.com']),
    );
    expect(entries.at(-1)).toMatchObject({ event: 'refused', member: { email: 'bob@example.com' }, status: 403 });
  });
});

describe('sign-in attempts', () => {
  it('are limited per address: the eleventh start in a minute is 429, another address is not held up', async () => {
    const from = { localAddress: '127.0.0.21' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const answer = await send(studio, 'GET /_studio/sign-in HTTP/1.1', [], from);
      expect(answer.status).toBe(303);
      expect(header(answer, 'Location')).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
    }
    const refused = await send(studio, 'GET /_studio/sign-in HTTP/1.1', [], from);
    expect(refused.status).toBe(429);
    expect(Number(header(refused, 'Retry-After'))).toBeGreaterThan(0);
    expect(refused.body).toContain('Too many sign-ins came from your network in the last minute.');
    expect((await send(studio, 'GET /_studio/sign-in HTTP/1.1', [], { localAddress: '127.0.0.22' })).status).toBe(303);
    // One line in the audit log for the address, however many it is refused.
    await send(studio, 'GET /_studio/sign-in HTTP/1.1', [], from);
    const lines = auditLines(studio).filter((line) => line.address === '127.0.0.21');
    expect(lines).toEqual([expect.objectContaining({ event: 'sign-in refused', status: 429 })]);
  });

  it('are limited on the return from the provider too, counted apart', async () => {
    const from = { localAddress: '127.0.0.23' };
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await send(studio, 'GET /_studio/auth/callback?code=x&state=y HTTP/1.1', [], from)).status).toBe(400);
    expect((await send(studio, 'GET /_studio/auth/callback?code=x&state=y HTTP/1.1', [], from)).status).toBe(429);
    expect((await send(studio, 'GET /_studio/sign-in HTTP/1.1', [], from)).status).toBe(303);
  });

  it('refuses a return from the provider in a browser that did not start that sign-in', async () => {
    const from = { localAddress: '127.0.0.24' };
    const started = await send(studio, 'GET /_studio/sign-in HTTP/1.1', [], from);
    const state = new URL(header(started, 'Location') ?? '').searchParams.get('state');
    expect(state).toBeTruthy();
    // Someone else's browser (no sign-in cookie, or a made-up one) brings that state back.
    for (const fields of [[], ['Cookie: studio-sign-in=made-up']]) {
      const answer = await send(studio, `GET /_studio/auth/callback?code=x&state=${state} HTTP/1.1`, fields, from);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('This sign-in was not started in this browser');
    }
    // A made-up provider error is not shown on the studio's page: the return is refused first.
    const madeUp = await send(
      studio,
      `GET /_studio/auth/callback?error=access_denied&error_description=Call+0800+to+unlock&state=${state} HTTP/1.1`,
      [],
      from,
    );
    expect(madeUp.status).toBe(400);
    expect(madeUp.body).not.toContain('0800');
  });
});

describe('an idle session', () => {
  it('ends after the idle time, and each request in time keeps it going', async () => {
    const member = await signInWithBrowser(borrowed.browser, hasty, 'bob', { waitForStudio: false });
    // The studio's app would keep the session going with its own requests.
    await member.page.close();
    const me = () => send(hasty, 'GET /_studio/api/team/me HTTP/1.1', [`Cookie: ${member.cookie}`]);
    // 3.6 s idle time: requests 2.4 s apart keep it alive past 4.8 s; it ends idle by 9.3 s, before its 18 s are up.
    for (let step = 0; step < 2; step += 1) {
      expect((await me()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2_400));
    }
    expect((await me()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect((await me()).status).toBe(401);
    const page = await send(hasty, 'GET /_studio/ HTTP/1.1', [`Cookie: ${member.cookie}`]);
    expect([page.status, header(page, 'Location')]).toEqual([303, '/_studio/sign-in']);
    await member.context.close();
  });

  it('ends at its most time after sign-in, however busy', async () => {
    const member = await signInWithBrowser(borrowed.browser, hasty, 'alice', { waitForStudio: false });
    // The studio's app would keep the session going with its own requests.
    await member.page.close();
    const me = () => send(hasty, 'GET /_studio/api/team/me HTTP/1.1', [`Cookie: ${member.cookie}`]);
    // Used every 0.5 s, never idle: alive until 18 s after sign-in, then ended.
    let status: number | undefined = 200;
    while (status === 200 && Date.now() - member.submittedAt < 30_000) {
      status = (await me()).status;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(401);
    // The session began after the sign-in form was sent, so at least its 18 s have passed since then.
    expect(Date.now() - member.submittedAt).toBeGreaterThanOrEqual(18_000);
    await member.context.close();
  });
});
