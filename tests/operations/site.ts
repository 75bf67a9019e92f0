import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';

/** A fresh Standard Webhooks secret. */
export const webhookSecret = `whsec_${randomBytes(24).toString('base64')}`;

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'forms-ops-'));
}

/** The built production server with these settings; a high rate limit, since every post comes from one address. */
export async function startSite(env: Record<string, string>, port?: number): Promise<RunningServer> {
  return spawnServer('production', port ?? (await freePort()), { FORM_RATE_LIMIT: '100000', ...env });
}

export function contactFields(firstName: string, email = 'grace@example.com'): Record<string, string> {
  return {
    firstName,
    lastName: 'Hopper',
    email,
    company: 'Navy Labs',
    jobTitle: 'Rear Admiral',
    country: 'US',
    inquiryType: 'Sales',
    message: 'Hello,\nplease call me.',
    consent: 'yes',
  };
}

export function post(
  url: string,
  form: string,
  fields: Record<string, string>,
  page = '/contact-us',
): Promise<Response> {
  return fetch(`${url}/forms/${form}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url, referer: `${url}${page}` },
    body: new URLSearchParams(fields),
  });
}

/** Waits until `check` holds (polling), failing with `what` after `ms`. */
export async function eventually(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `npm run submissions -- ...args` with the built command, as an operator runs it (while the servers run on). */
export function submissionsCommand(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ stdout: string; stderr: string; status: number }>((resolve) => {
    execFile(
      process.execPath,
      [join(projectRoot, 'dist-server', 'submissions.mjs'), ...args],
      { cwd: projectRoot, env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error ? Number(error.code ?? 1) : 0 }),
    );
  });
}

export async function health(
  url: string,
): Promise<{ store: { kind: string; ready: boolean }; outbox: { pending: number; failed: number } }> {
  const response = await fetch(`${url}/healthz`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    store: { kind: string; ready: boolean };
    outbox: { pending: number; failed: number };
  };
}
