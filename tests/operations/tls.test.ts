import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect, getCiphers, type PeerCertificate } from 'node:tls';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/free-port';
import { makeCertificate } from '../shared-certificate';
import { byTier } from '../tier';
import type { RunningServer } from '../../tools/spawn-server';
import { exchange, head } from './raw-exchange';
import { eventually, freshDataDir, startSite } from './site';

let folder: string;
let first: { cert: string; key: string };
let site: RunningServer;
let tlsPort: number;
let redirectPort: number;
let dataDir: string;

/** The spawned server's URL is http://; its TLS port is the same. */
const origin = () => `https://localhost:${tlsPort}`;
const ca = () => readFileSync(first.cert);

beforeAll(async () => {
  folder = freshDataDir();
  first = makeCertificate(folder, 'first');
  dataDir = freshDataDir();
  tlsPort = await freePort();
  redirectPort = await freePort();
  site = await startSite(
    {
      DATA_DIR: dataDir,
      TLS_CERT_FILE: first.cert,
      TLS_KEY_FILE: first.key,
      HTTP_REDIRECT_PORT: String(redirectPort),
      SITE_URL: `https://localhost:${tlsPort}`,
    },
    tlsPort,
  );
});

afterAll(async () => {
  await site?.stop();
});

/** One HTTP/2 request with Node's own client: status, headers and body. */
function h2Request(
  session: ClientHttp2Session,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answer: Record<string, string | string[] | undefined> = {};
    stream.on('response', (received) => (answer = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(answer[':status']), headers: answer, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

function h2Session(): ClientHttp2Session {
  return http2Connect(origin(), { ca: ca() });
}

/** One HTTP/1.1 request over TLS (Node's HTTPS client offers no ALPN, so the server falls back to HTTP/1.1). */
function h1Request(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  alpn: string | false;
}> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      origin() + path,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ca: ca(),

        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            alpn: (response.socket as import('node:tls').TLSSocket).alpnProtocol ?? false,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('HTTPS with HTTP/2 and HTTP/1.1', () => {
  it('speaks HTTP/2 by ALPN, with the site headers, HSTS, compression and ranges', async () => {
    const session = h2Session();
    try {
      const page = await h2Request(session, { ':path': '/about-us', 'accept-encoding': 'br, gzip' });
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
      const weighed = await h2Request(session, {
        ':path': '/about-us',
        'accept-encoding': 'gzip;q=0.999, br;q=0.998',
      });
      expect(weighed.headers['content-encoding']).toBe('gzip');
      const range = await h2Request(session, { ':path': '/robots.txt', range: 'bytes=0-9' });
      expect(range.status).toBe(206);
      expect(range.body.length).toBe(10);
      expect(range.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
      const missing = await h2Request(session, { ':path': '/no-such-page' });
      expect(missing.status).toBe(404);
      const health = await h2Request(session, { ':path': '/healthz' });
      expect((JSON.parse(health.body.toString()) as { store: { kind: string } }).store.kind).toBe('jsonl');
    } finally {
      session.close();
    }
  });

  it('takes a form post over HTTP/2 and over HTTP/1.1', async () => {
    const session = h2Session();
    try {
      const body = new URLSearchParams({ email: 'h2@example.com' }).toString();
      const answer = await h2Request(
        session,
        {
          ':method': 'POST',
          ':path': '/forms/newsletter',
          origin: origin(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe('/thank-you/newsletter');
      const foreign = await h2Request(
        session,
        {
          ':method': 'POST',
          ':path': '/forms/newsletter',
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body,
      );
      expect(foreign.status).toBe(403);
    } finally {
      session.close();
    }
    const h1 = await h1Request('/forms/newsletter', {
      method: 'POST',
      headers: { origin: origin(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'h1@example.com' }).toString(),
    });
    expect(h1.alpn).not.toBe('h2');
    expect(h1.status).toBe(303);
    const stored = readFileSync(join(dataDir, 'newsletter.jsonl'), 'utf8');
    expect(stored).toContain('h2@example.com');
    expect(stored).toContain('h1@example.com');
  });

  it('serves HTTP/1.1 over TLS with the same headers, encodings and ranges', async () => {
    const page = await h1Request('/about-us', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    const range = await h1Request('/robots.txt', { headers: { range: 'bytes=2-5' } });
    expect(range.status).toBe(206);
    expect(range.body.length).toBe(4);
  });

  it('redirects the plain-HTTP port to the configured host over HTTPS, whatever the Host says (308)', async () => {
    const answer = await exchange(
      redirectPort,
      head('GET /about-us?x=1 HTTP/1.1', 'Host: evil.example', 'Connection: close'),
    );
    expect(answer.status).toBe(308);
    expect(answer.head).toMatch(new RegExp(`\\r\\nlocation: https://localhost:${tlsPort}/about-us\\?x=1\\r?$`, 'im'));
  });

  it('keeps the path and query of an absolute-form request on the plain-HTTP port, never its host (308)', async () => {
    const answer = await exchange(
      redirectPort,
      head('GET http://evil.example/about-us?x=1 HTTP/1.1', 'Host: evil.example', 'Connection: close'),
    );
    expect(answer.status).toBe(308);
    expect(answer.head).toMatch(new RegExp(`\\r\\nlocation: https://localhost:${tlsPort}/about-us\\?x=1\\r?$`, 'im'));
    const doubled = await exchange(
      redirectPort,
      head('GET http://evil.example//other.example/x HTTP/1.1', 'Host: evil.example', 'Connection: close'),
    );
    expect(doubled.head).toMatch(
      new RegExp(`\\r\\nlocation: https://localhost:${tlsPort}/other\\.example/x\\r?$`, 'im'),
    );
  });

  it('offers only AEAD suites over TLS 1.2 (openssl s_client: a CBC suite fails, GCM succeeds)', () => {
    const handshake = (cipher: string) => {
      try {
        execFileSync(
          'openssl',
          ['s_client', '-connect', `127.0.0.1:${tlsPort}`, '-servername', 'localhost', '-tls1_2', '-cipher', cipher],
          { input: '', stdio: ['pipe', 'pipe', 'pipe'], timeout: 10_000 },
        );
        return true;
      } catch {
        return false;
      }
    };
    expect(handshake('ECDHE-ECDSA-AES128-SHA')).toBe(false);
    expect(handshake('ECDHE-ECDSA-AES256-SHA384')).toBe(false);
    expect(handshake('ECDHE-ECDSA-AES128-GCM-SHA256')).toBe(true);
    expect(handshake('ECDHE-ECDSA-CHACHA20-POLY1305')).toBe(true);
  });

  it("accepts over TLS 1.2 exactly the AEAD suites of Node's list, and TLS 1.3", async () => {
    const negotiated = (options: { ciphers?: string; maxVersion?: 'TLSv1.2' }) =>
      new Promise<string | undefined>((resolve) => {
        const socket = tlsConnect(
          { port: tlsPort, host: '127.0.0.1', servername: 'localhost', rejectUnauthorized: false, ...options },
          () => {
            resolve(`${socket.getProtocol()} ${socket.getCipher().standardName}`);
            socket.end();
          },
        );
        socket.on('error', () => resolve(undefined));
      });
    const accepted: string[] = [];
    // The certificate is ECDSA, so the RSA suites cannot be chosen whatever the server offers.
    for (const cipher of getCiphers().filter((name) => !name.startsWith('tls_'))) {
      const answer = await negotiated({ ciphers: cipher.toUpperCase(), maxVersion: 'TLSv1.2' });
      if (answer) accepted.push(answer);
    }
    expect(accepted.sort()).toEqual([
      'TLSv1.2 TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256',
      'TLSv1.2 TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384',
      'TLSv1.2 TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256',
    ]);
    expect(await negotiated({})).toMatch(/^TLSv1\.3 TLS_(AES_\d+_GCM|CHACHA20_POLY1305)_SHA\d+$/);
  });

  it('gives the memory of an HTTP/2 flood back once idle: RSS within 1.3 times its idle level', async () => {
    const pid = site.process.pid ?? 0;
    const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    const paths = ['/', '/about-us', '/robots.txt', '/sitemap.xml', '/no-such-page'];
    async function streams(count: number): Promise<void> {
      const session = http2Connect(origin(), { ca: ca() });
      session.on('error', () => {});
      let started = 0;
      let open = 0;
      await new Promise<void>((resolve) => {
        const more = () => {
          while (open < 100 && started < count) {
            started++;
            open++;
            const stream = session.request({ ':path': paths[started % paths.length], 'accept-encoding': 'br' });
            stream.on('error', () => {});
            stream.resume();
            stream.on('close', () => {
              open--;
              if (!open && started === count) resolve();
              else more();
            });
          }
        };
        more();
      });
      session.close();
    }
    // Idle as a server in service is: it has answered some pages (a fresh process is smaller still).
    await Promise.all([streams(500), streams(500)]);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const idle = rss();
    const [sessions, each] = byTier([6, 3000], [20, 5000]);
    await Promise.all(Array.from({ length: sessions }, () => streams(each)));
    const flooded = rss();
    let after = flooded;
    // The server collects after 2 s idle, twice a second apart; on a loaded machine that takes longer.
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && after > idle * 1.3) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      after = rss();
    }
    console.log(
      `HTTP/2 flood of ${sessions} × ${each} streams: RSS ${idle.toFixed(0)} MB idle, ${flooded.toFixed(0)} MB after, ${after.toFixed(0)} MB idle again`,
    );
    expect(after).toBeLessThanOrEqual(idle * 1.3);
  }, 120_000);

  it('reloads the certificate on SIGHUP without dropping an open connection', async () => {
    const peer = (): Promise<PeerCertificate> =>
      new Promise((resolve, reject) => {
        const socket = tlsConnect(
          { port: tlsPort, host: '127.0.0.1', servername: 'localhost', rejectUnauthorized: false },
          () => {
            resolve(socket.getPeerCertificate());
            socket.end();
          },
        );
        socket.on('error', reject);
      });
    expect((await peer()).subject.CN).toBe('first');
    const session = http2Connect(origin(), { ca: ca() });
    expect((await h2Request(session, { ':path': '/robots.txt' })).status).toBe(200);

    const second = makeCertificate(folder, 'second');
    writeFileSync(first.cert, readFileSync(second.cert));
    writeFileSync(first.key, readFileSync(second.key));
    site.process.kill('SIGHUP');
    await eventually('the new certificate in use', async () => (await peer()).subject.CN === 'second', 10_000);
    // The connection opened before the reload still answers.
    expect((await h2Request(session, { ':path': '/robots.txt' })).status).toBe(200);
    session.close();
    expect(site.output()).toContain('SIGHUP: certificate and key read again');
  });

  it('finishes a request in flight on SIGTERM over HTTP/2, then exits 0', async () => {
    const session = http2Connect(origin(), { rejectUnauthorized: false });
    const body = new URLSearchParams({ email: 'shutdown@example.com' }).toString();
    const stream = session.request({
      ':method': 'POST',
      ':path': '/forms/newsletter',
      origin: origin(),
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(body.length),
    });
    const status = new Promise<number>((resolve) =>
      stream.on('response', (headers) => resolve(Number(headers[':status']))),
    );
    stream.write(body.slice(0, 5));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => site.process.once('exit', resolve));
    site.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    stream.end(body.slice(5));
    expect(await status).toBe(303);
    stream.resume();
    const code = await exited;
    expect(code, site.output()).toBe(0);
    session.destroy();
    expect(readFileSync(join(dataDir, 'newsletter.jsonl'), 'utf8')).toContain('shutdown@example.com');
  });
});
