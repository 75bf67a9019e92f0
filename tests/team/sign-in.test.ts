import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { borrowBrowser, type BorrowedBrowser } from '../shared-browser';
import { startProvider, type RunningProvider } from './oidc-provider';
import { freePort, signInWithBrowser, startTeamStudio, teamEnv, type RunningStudio } from './team-studio';

let provider: RunningProvider;
let studio: RunningStudio;
let borrowed: BorrowedBrowser;

beforeAll(async () => {
  const port = await freePort();
  provider = await startProvider([`http://127.0.0.1:${port}/_studio/auth/callback`]);
  [studio, borrowed] = await Promise.all([
    startTeamStudio(teamEnv(port, provider.issuer, { STUDIO_EMAIL_DOMAINS: 'example.com, example.co.uk' })),
    borrowBrowser(),
  ]);
});

afterAll(async () => {
  await borrowed?.release();
  await studio?.stop();
  await provider?.close();
});

function auditLines(): { event: string; member?: { email: string; role: string }; status?: number }[] {
  return readFileSync(join(studio.env.STUDIO_DATA_DIR, 'audit.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { event: string; member?: { email: string; role: string } });
}

/** Who the studio says is signed in, as its app asks (`GET team/me`) with the page's cookies. */
async function memberOf(page: Page): Promise<{ name: string; email: string; role: string }> {
  const answer = await page.context().request.get(`${studio.url}/_studio/api/team/me`);
  return (await answer.json()) as { name: string; email: string; role: string };
}

describe('signing in to the team studio with the real provider, in Chromium', () => {
  it('sends a visitor to the provider, and back signed in with the name, e-mail and role of the ID token', async () => {
    const alice = await signInWithBrowser(borrowed.browser, studio, 'alice');
    expect(await memberOf(alice.page)).toMatchObject({
      name: 'Alice Writer',
      email: 'alice@example.com',
      role: 'writer',
    });
    const cookie = (await alice.context.cookies(studio.url)).find((each) => each.name === 'studio-session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    await alice.context.close();
  });

  it('makes a publisher by the e-mail list (any case) and by the role claim', async () => {
    for (const login of ['carol', 'dave']) {
      const member = await signInWithBrowser(borrowed.browser, studio, login);
      expect(await memberOf(member.page)).toMatchObject({ role: 'publisher' });
      await member.context.close();
    }
  });

  it('signs out: the session ends on the server, and the studio asks to sign in again', async () => {
    const bob = await signInWithBrowser(borrowed.browser, studio, 'bob');
    const signedOut = await bob.context.request.post(`${studio.url}/_studio/sign-out`, {
      headers: { 'x-csrf-token': bob.csrfToken },
    });
    expect(signedOut.status()).toBe(200);
    const again = await bob.context.request.get(`${studio.url}/_studio/`, { maxRedirects: 0 });
    expect([again.status(), again.headers().location]).toEqual([303, '/_studio/sign-in']);
    const answer = await fetch(`${studio.url}/_studio/api/team/me`, { headers: { cookie: bob.cookie } });
    expect(answer.status).toBe(401);
    const events = auditLines().filter((line) => line.member?.email === 'bob@example.com');
    expect(events.map((line) => line.event)).toEqual(['sign-in', 'sign-out']);
    await bob.context.close();
  });

  it('keeps the audit log readable by the studio’s own user alone', () => {
    expect(statSync(studio.env.STUDIO_DATA_DIR).mode & 0o777).toBe(0o700);
    expect(statSync(join(studio.env.STUDIO_DATA_DIR, 'audit.jsonl')).mode & 0o777).toBe(0o600);
  });

  it('refuses an account whose e-mail address the provider has not confirmed, and records it', async () => {
    const context = await borrowed.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${studio.url}/_studio/`);
    await page.locator('input[name="login"]').fill('eve');
    await page.locator('input[name="password"]').fill('any password');
    await Promise.all([page.waitForURL(/\/_studio\/auth\/callback/), page.locator('button[type="submit"]').click()]);
    expect(await page.locator('#problem').textContent()).toBe(
      'The sign-in provider says the e-mail address eve@example.com is not confirmed. Confirm it with the provider, then sign in again.',
    );
    expect((await context.cookies(studio.url)).some((each) => each.name === 'studio-session')).toBe(false);
    expect(auditLines().at(-1)).toMatchObject({ event: 'sign-in refused', status: 400 });
    await context.close();
  });

  it('says so when the person cancels at the provider, and keeps them signed out', async () => {
    const context = await borrowed.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${studio.url}/_studio/`);
    await Promise.all([page.waitForURL(/\/_studio\/auth\/callback/), page.locator('a[href*="/abort"]').click()]);
    expect(await page.locator('#problem').textContent()).toBe(
      'The sign-in provider did not sign you in: End-User aborted interaction.',
    );
    expect((await context.cookies(studio.url)).some((each) => each.name === 'studio-session')).toBe(false);
    await context.close();
  });

  it('refuses an account of another e-mail domain than STUDIO_EMAIL_DOMAINS, whatever its groups', async () => {
    const context = await borrowed.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${studio.url}/_studio/`);
    await page.locator('input[name="login"]').fill('mallory');
    await page.locator('input[name="password"]').fill('any password');
    await Promise.all([page.waitForURL(/\/_studio\/auth\/callback/), page.locator('button[type="submit"]').click()]);
    expect(await page.locator('#problem').textContent()).toBe(
      'The studio is open to example.com, example.co.uk addresses, and you signed in as mallory@example.org. Sign in with your work account.',
    );
    expect((await context.cookies(studio.url)).some((each) => each.name === 'studio-session')).toBe(false);
    expect(auditLines().at(-1)).toMatchObject({ event: 'sign-in refused', status: 400 });
    await context.close();
  });

  it('finishes sign-ins started in two tabs of one browser', async () => {
    const context = await borrowed.browser.newContext();
    const [first, second] = [await context.newPage(), await context.newPage()];
    await first.goto(`${studio.url}/_studio/`);
    await second.goto(`${studio.url}/_studio/`);
    for (const page of [first, second]) {
      await page.locator('input[name="login"]').fill('alice');
      await page.locator('input[name="password"]').fill('any password');
    }
    await Promise.all([
      first.waitForURL(`${studio.url}/_studio/`, { waitUntil: 'commit' }),
      first.locator('button[type="submit"]').click(),
    ]);
    expect(await memberOf(first)).toMatchObject({ name: 'Alice Writer' });
    await context.close();
  });
});

describe('a provider that keeps the claims out of the ID token', () => {
  it('signs in with the name, e-mail and role read from its userinfo', async () => {
    const port = await freePort();
    const userinfoOnly = await startProvider([`http://127.0.0.1:${port}/_studio/auth/callback`], undefined, {
      claimsInIdToken: false,
    });
    const other = await startTeamStudio(teamEnv(port, userinfoOnly.issuer));
    try {
      const dave = await signInWithBrowser(borrowed.browser, other, 'dave');
      const answer = await dave.context.request.get(`${other.url}/_studio/api/team/me`);
      expect(await answer.json()).toMatchObject({
        name: 'Dave Publisher',
        email: 'dave@example.com',
        role: 'publisher',
      });
      await dave.context.close();
    } finally {
      await other.stop();
      await userinfoOnly.close();
    }
  });
});
