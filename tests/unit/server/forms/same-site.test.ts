import { describe, expect, it } from 'vitest';
import { isSameSiteOrigin, sameSitePath } from '../../../../server/forms/same-site';

const siteUrl = 'https://www.northstar.example';

describe('the origin check', () => {
  it('accepts no Origin and the configured site’s origin', () => {
    expect(isSameSiteOrigin(undefined, siteUrl)).toBe(true);
    expect(isSameSiteOrigin('https://www.northstar.example', siteUrl)).toBe(true);
  });

  it('never trusts the request’s own host: another host, scheme or port, loopback, opaque origins and garbage are refused', () => {
    expect(isSameSiteOrigin('https://evil.example', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('http://www.northstar.example', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('https://www.northstar.example:8443', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('http://127.0.0.1:4173', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('null', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('not a url', siteUrl)).toBe(false);
  });

  it('takes any loopback origin when the configured one is loopback (dev server, tests), and nothing else', () => {
    expect(isSameSiteOrigin('http://localhost:5173', 'http://127.0.0.1:4173')).toBe(true);
    expect(isSameSiteOrigin('http://[::1]:8080', 'http://localhost:5173')).toBe(true);
    expect(isSameSiteOrigin('https://evil.example', 'http://127.0.0.1:4173')).toBe(false);
  });

  it('takes a back link only from a Referer on this site', () => {
    expect(sameSitePath('https://www.northstar.example/insights/research?x=1', siteUrl)).toBe('/insights/research?x=1');
    expect(sameSitePath('https://evil.example/phish', siteUrl)).toBeUndefined();
    expect(sameSitePath('javascript:alert(1)', siteUrl)).toBeUndefined();
    expect(sameSitePath(undefined, siteUrl)).toBeUndefined();
  });
});
