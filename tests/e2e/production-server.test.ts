import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { readHead, sendRaw } from './raw-http';

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(baseUrl() + path, { redirect: 'manual', headers });

describe('the production server', () => {
  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page not found | ');
    // The studio is the dev server's alone.
    expect((await get('/_studio')).status).toBe(404);
    expect((await get('/_studio/api/files')).status).toBe(404);
  });

  it('answers an alias with a 301 to its page', async () => {
    const response = await get('/about/our-story');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about-us');
    expect((await get('/financial-results')).headers.get('location')).toBe('/investors#financials');
  });

  it('sends every security header of _headers on every response', async () => {
    for (const path of ['/', '/services/cloud', '/no/such/page', '/about/our-story', '/assets/missing.js']) {
      const response = await get(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(
        /^default-src 'none'; script-src 'self'( 'sha256-[\w+/]+={0,2}')+; style-src 'self'; img-src 'self' data:; /,
      );
      expect(csp).toContain("; form-action 'self'");
      expect(csp).toContain("; frame-ancestors 'none'; base-uri 'none'; object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    }
  });

  it('sends brotli or gzip to clients that accept it', async () => {
    const page = await get('/investors', { 'accept-encoding': 'br' });
    expect(page.headers.get('content-encoding')).toBe('br');
    const gz = await get('/investors', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('lets browsers keep hashed assets for a year and revalidate pages', async () => {
    const html = await (await get('/investors')).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    expect((await get(asset!)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/investors')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('serves sitemap.xml and robots.txt, and not the host files', async () => {
    expect((await get('/sitemap.xml')).status).toBe(200);
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: ');
    expect((await get('/_headers')).status).toBe(404);
  });

  it('never serves the host files, under any spelling', async () => {
    const port = Number(new URL(baseUrl()).port);
    const spellings = [
      '/_headers',
      '/_headers/',
      '/%5fheaders',
      '/%5Fheaders',
      '/_HEADERS',
      '/_Headers/',
      '/./_headers',
      '/x/../_headers',
      '//_headers',
      '/_headers?x',
      '/_redirects',
      '/_redirects/',
      '/%5f%72edirects',
      '/_REDIRECTS',
      '/_headers.html',
      '/_redirects/index.html',
    ];
    for (const target of spellings) {
      const answer = await sendRaw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(404);
    }
    expect(await (await get('/%5fheaders')).text()).not.toContain('Content-Security-Policy:');
  });

  it('honours q=0 in Accept-Encoding', async () => {
    const encodingFor = async (acceptEncoding: string) =>
      (await get('/investors', { 'accept-encoding': acceptEncoding })).headers.get('content-encoding');
    expect(await encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(await encodingFor('br;q=0, gzip;q=0')).toBeNull();
    expect(await encodingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await encodingFor('*;q=0')).toBeNull();
    expect(await encodingFor('gzip, br')).toBe('br');
  });

  it('answers conditional and range requests for built files', async () => {
    const first = await get('/investors', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/investors', { 'accept-encoding': 'br', 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toContain("default-src 'none'");
    const part = await get('/robots.txt', { range: 'bytes=0-5' });
    expect(part.status).toBe(206);
    expect(await part.text()).toHaveLength(6);
    expect((await get('/robots.txt', { range: 'bytes=100000-' })).status).toBe(416);
  });

  it('reports its health as JSON for a load balancer, outside the sitemap', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const report = (await response.json()) as { pages: { files: number } };
    expect(report).toMatchObject({ status: 'ok', pages: { ready: true }, store: { ready: true, problems: [] } });
    expect(report.pages.files).toBeGreaterThan(200);
    expect(await (await get('/sitemap.xml')).text()).not.toContain('healthz');
  });

  it.each([
    ['an unknown form', '/forms/nope', 'application/x-www-form-urlencoded', 404],
    ['a form sent with the wrong content type', '/forms/contact', 'application/octet-stream', 415],
    ['a page', '/services/cloud', 'application/x-www-form-urlencoded', 405],
  ])('stops reading a 50 MB body to %s and closes the connection', async (_, path, contentType, status) => {
    const { hostname, port } = new URL(baseUrl());
    const declared = 50 * 1024 * 1024;
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const started = Date.now();
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseUrl()}\r\nContent-Type: ${contentType}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    while (sent < declared && !socket.destroyed && !socket.writableEnded && !received.length) {
      if (!socket.write(chunk)) await new Promise((resolve) => setTimeout(resolve, 5));
      sent += chunk.length;
    }
    await closed;
    expect(readHead(Buffer.concat(received)).status).toBe(status);
    expect(readHead(Buffer.concat(received)).head).toMatch(/^connection: close$/im);
    expect(sent).toBeLessThan(declared / 4);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('keeps its answer readable for a client that reads only after it has sent more of the body', async () => {
    // Closing with unread bytes would send a reset, and a reset drops the answer the client's
    // kernel holds but has not handed on yet: the visitor would see "connection reset", not the 413.
    const { hostname, port } = new URL(baseUrl());
    const socket = connect(Number(port), hostname);
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.pause();
    socket.write(
      `POST /forms/contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${baseUrl()}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${8 * 1024 * 1024}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(256 * 1024, 'a'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    socket.write(Buffer.alloc(64 * 1024, 'a'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.resume();
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      setTimeout(resolve, 5_000);
    });
    socket.destroy();
    expect(readHead(Buffer.concat(received)).status).toBe(413);
    expect(Buffer.concat(received).toString()).toContain('Content Too Large: a form may send at most');
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(baseUrl() + '/investors', { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});
