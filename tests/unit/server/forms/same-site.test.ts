import { describe, expect, it } from 'vitest';
import { isSameSiteOrigin, sameSitePath } from '../../../../server/forms/same-site';

const siteUrl = 'https://www.northstar.example';

describe('the origin check', () => {
  it('accepts no Origin, the request’s own host and the site’s', () => {
    expect(isSameSiteOrigin(undefined, '127.0.0.1:4173', siteUrl)).toBe(true);
    expect(isSameSiteOrigin('http://127.0.0.1:4173', '127.0.0.1:4173', siteUrl)).toBe(true);
    expect(isSameSiteOrigin('https://www.northstar.example', 'internal:8080', siteUrl)).toBe(true);
  });

  it('refuses another host, another port, an opaque origin and garbage', () => {
    expect(isSameSiteOrigin('https://evil.example', '127.0.0.1:4173', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('http://127.0.0.1:9999', '127.0.0.1:4173', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('null', '127.0.0.1:4173', siteUrl)).toBe(false);
    expect(isSameSiteOrigin('not a url', undefined, siteUrl)).toBe(false);
  });

  it('takes a back link only from a Referer on this site', () => {
    expect(sameSitePath('http://127.0.0.1:4173/insights/research?x=1', '127.0.0.1:4173', siteUrl)).toBe(
      '/insights/research?x=1',
    );
    expect(sameSitePath('https://evil.example/phish', '127.0.0.1:4173', siteUrl)).toBeUndefined();
    expect(sameSitePath('javascript:alert(1)', '127.0.0.1:4173', siteUrl)).toBeUndefined();
    expect(sameSitePath(undefined, '127.0.0.1:4173', siteUrl)).toBeUndefined();
  });
});
