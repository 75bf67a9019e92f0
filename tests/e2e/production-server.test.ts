import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';

const get = (path: string, headers: Record<string, string> = {}) => fetch(baseUrl() + path, { redirect: 'manual', headers });

describe('the production server', () => {
  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<title>Page not found | ');
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
      expect(csp).toMatch(/^default-src 'none'; script-src 'self' 'sha256-[\w+/]+={0,2}'; style-src 'self'; img-src 'self' data:; /);
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

  it('refuses methods other than GET and HEAD', async () => {
    const response = await fetch(baseUrl() + '/investors', { method: 'DELETE' });
    expect(response.status).toBe(405);
  });
});
