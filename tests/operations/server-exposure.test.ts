import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import { site } from '../../src/site';
import type { RunningServer } from '../../tools/spawn-server';
import { exchange, head, openRaw } from './raw-exchange';
import { eventually, freshDataDir, startSite } from './site';

const healthToken = 'a-health-token-of-32-characters!';
const siteOrigin = new URL(site.url).origin;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let scratch: string;
/** A server whose store cannot open (its data folder is under a file), behind one trusted proxy, with a health token. */
let broken: RunningServer;
/** A server with the site's configured origin (`src/site.ts`), on a copy of the build with dotfiles planted in it. */
let plain: RunningServer;

const portOf = (server: RunningServer) => Number(new URL(server.url).port);

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'server-exposure-'));
  writeFileSync(join(scratch, 'a-file'), '');
  const distDir = join(scratch, 'dist');
  cpSync(join(projectRoot, 'dist'), distDir, { recursive: true });
  writeFileSync(join(distDir, '.env'), 'SECRET=1\n');
  writeFileSync(join(distDir, '.well-known', '.secret'), 'secret\n');
  mkdirSync(join(distDir, '.git'));
  writeFileSync(join(distDir, '.git', 'config'), '[core]\n');
  [broken, plain] = await Promise.all([
    startSite({ DATA_DIR: join(scratch, 'a-file', 'data'), TRUST_PROXY: '1', HEALTH_TOKEN: healthToken }),
    startSite({ DATA_DIR: freshDataDir(), DIST_DIR: distDir, SITE_URL: '' }),
  ]);
});

afterAll(async () => {
  await Promise.all([broken?.stop(), plain?.stop()]);
  rmSync(scratch, { recursive: true, force: true });
});

describe('/healthz', () => {
  const ask = (...fields: string[]) =>
    exchange(portOf(broken), head('GET /healthz HTTP/1.1', 'Host: www.example', 'Connection: close', ...fields));

  it('tells a visitor only the status: no store, no path, no host, no counts', async () => {
    const answer = await ask('X-Forwarded-For: 203.0.113.7');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'degraded' });
    expect(answer.body).not.toContain(scratch);
    const spoofed = await ask('X-Forwarded-For: 127.0.0.1, 203.0.113.7');
    expect(JSON.parse(spoofed.body)).toEqual({ status: 'degraded' });
  });

  it('gives the details to the health token, and not to a wrong one', async () => {
    const withToken = await ask('X-Forwarded-For: 203.0.113.7', `Authorization: Bearer ${healthToken}`);
    const details = JSON.parse(withToken.body) as {
      status: string;
      store: { kind: string; ready: boolean; problem?: string };
    };
    expect(details.status).toBe('degraded');
    expect(details.store.kind).toBe('jsonl');
    expect(JSON.stringify(details)).toContain(join(scratch, 'a-file'));
    for (const wrong of [`Bearer ${healthToken.slice(0, -1)}`, `Bearer ${healthToken}x`, healthToken, 'Basic abc']) {
      const refused = await ask('X-Forwarded-For: 203.0.113.7', `Authorization: ${wrong}`);
      expect(JSON.parse(refused.body)).toEqual({ status: 'degraded' });
    }
  });

  it('gives the details to this computer', async () => {
    const local = JSON.parse((await ask()).body) as { store?: { kind: string } };
    expect(local.store?.kind).toBe('jsonl');
  });
});

describe('the origin check', () => {
  const newsletter = (...fields: string[]) => {
    const body = new URLSearchParams({ email: 'origin@example.com' }).toString();
    return exchange(
      portOf(plain),
      head(
        'POST /forms/newsletter HTTP/1.1',
        'Connection: close',
        'Content-Type: application/x-www-form-urlencoded',
        `Content-Length: ${body.length}`,
        ...fields,
      ) + body,
    );
  };

  it('compares with the configured site origin, never with the request’s own Host', async () => {
    expect((await newsletter('Host: evil.example', 'Origin: http://evil.example')).status).toBe(403);
    expect((await newsletter(`Host: 127.0.0.1:${portOf(plain)}`, `Origin: ${plain.url}`)).status).toBe(403);
    expect((await newsletter('Host: evil.example', `Origin: ${siteOrigin}`)).status).toBe(303);
  });
});

describe('protocol strictness', () => {
  it('answers two Host headers with 400', async () => {
    const answer = await exchange(
      portOf(plain),
      head('GET / HTTP/1.1', 'Host: a.example', 'Host: b.example', 'Connection: close'),
    );
    expect(answer.status).toBe(400);
  });

  const expecting = (origin: string, type: string, length: number) =>
    head(
      'POST /forms/newsletter HTTP/1.1',
      'Host: www.example',
      'Connection: close',
      `Origin: ${origin}`,
      `Content-Type: ${type}`,
      `Content-Length: ${length}`,
      'Expect: 100-continue',
    );

  it('invites the body (100 Continue) only once the Origin, type and size pass', async () => {
    const port = portOf(plain);
    const form = 'application/x-www-form-urlencoded';
    for (const [request, status] of [
      [expecting('https://evil.example', form, 30), 403],
      [expecting(siteOrigin, 'text/plain', 30), 415],
      [expecting(siteOrigin, form, 10_000_000), 413],
    ] as const) {
      const answer = await exchange(port, request);
      expect(answer.text).not.toContain('100 Continue');
      expect(answer.status).toBe(status);
    }

    const body = new URLSearchParams({ email: 'continue@example.com' }).toString();
    const raw = openRaw(port);
    raw.socket.write(expecting(siteOrigin, form, body.length));
    await eventually('100 Continue', () => raw.received().startsWith('HTTP/1.1 100 Continue\r\n'), 5_000);
    raw.socket.write(body);
    const answer = await raw.done;
    expect(answer.status).toBe(303);
  });

  it('reads Accept-Encoding weights as RFC 9110 does: gzip;q=0.999, br;q=0.998 gets gzip', async () => {
    const answer = await exchange(
      portOf(plain),
      head('HEAD / HTTP/1.1', 'Host: www.example', 'Accept-Encoding: gzip;q=0.999, br;q=0.998', 'Connection: close'),
    );
    expect(answer.head).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
  });
});

describe('security.txt and dotfiles', () => {
  it('serves /.well-known/security.txt with a contact and an expiry within a year', async () => {
    const response = await fetch(`${plain.url}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Contact: ${site.security.contact}\n`);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });

  it('never serves _headers, _redirects or any other dotfile, under any spelling', async () => {
    for (const path of [
      '/_headers',
      '/_redirects',
      '/.env',
      '/%2eenv',
      '/.git/config',
      '/.well-known/.secret',
      '/.well-known/../.env',
      '/.well-known/%2e%2e/_headers',
      '/.well-known/%2esecret',
    ]) {
      const response = await fetch(`${plain.url}${path}`);
      expect(response.status, path).not.toBe(200);
      expect(await response.text(), path).not.toMatch(/SECRET=1|secret|\[core\]/);
    }
  });
});

describe('headers and CSP reports', () => {
  it('sends Cross-Origin-Resource-Policy, a Permissions-Policy without interest-cohort, and CSP reporting', async () => {
    const response = await fetch(`${plain.url}/`);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const permissions = response.headers.get('permissions-policy') ?? '';
    expect(permissions).toContain('camera=()');
    expect(permissions).not.toContain('interest-cohort');
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/csp-reports"');
    expect(response.headers.get('content-security-policy')).toMatch(/; report-uri \/csp-reports; report-to csp$/);
  });

  const report = (type: string, body: string) =>
    exchange(
      portOf(plain),
      head(
        'POST /csp-reports HTTP/1.1',
        'Host: www.example',
        'Connection: close',
        `Content-Type: ${type}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
      ) + body,
    );

  it('takes reports in both formats, logs them in one short line, at most one line per 10 s', async () => {
    const legacy = JSON.stringify({
      'csp-report': {
        'document-uri': `${siteOrigin}/about-us`,
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js\nFAKE LOG LINE',
      },
    });
    const modern = JSON.stringify([
      {
        type: 'csp-violation',
        body: { documentURL: `${siteOrigin}/`, effectiveDirective: 'img-src', blockedURL: 'https://cdn.example/a.png' },
      },
    ]);
    expect((await report('application/csp-report', legacy)).status).toBe(204);
    for (let index = 0; index < 30; index += 1)
      expect((await report('application/reports+json', modern)).status).toBe(204);
    expect((await report('application/json', modern)).status).toBe(415);
    expect((await report('application/csp-report', 'x'.repeat(20_000))).status).toBe(413);
    expect((await report('application/csp-report', '{')).status).toBe(400);
    const lines = plain
      .output()
      .split('\n')
      .filter((line) => line.startsWith('CSP violation'));
    expect(lines).toEqual([
      `CSP violation on "${siteOrigin}/about-us": "script-src-elem" blocked "https://evil.example/x.js\\nFAKE LOG LINE"`,
    ]);
    expect(plain.output()).not.toContain('\nFAKE LOG LINE');
  });
});

describe('client aborts', () => {
  it('are logged as one short line at most per 10 s, never with a stack trace', async () => {
    const port = portOf(plain);
    const before = plain.output().length;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        const raw = openRaw(port);
        raw.socket.write(
          head(
            'POST /forms/newsletter HTTP/1.1',
            'Host: www.example',
            `Origin: ${siteOrigin}`,
            'Content-Type: application/x-www-form-urlencoded',
            'Content-Length: 5000',
          ) + 'email=a',
        );
        await pause(100);
        raw.socket.resetAndDestroy();
        await raw.done;
      }),
    );
    await pause(500);
    const logged = plain.output().slice(before);
    expect(logged).not.toMatch(/^\s+at /m);
    const lines = logged.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    for (const line of lines)
      expect(line).toMatch(/^client went away during "POST \/forms\/newsletter" \(ECONNRESET\)$/);
    // The server still answers.
    expect((await fetch(`${plain.url}/`)).status).toBe(200);
  });
});
