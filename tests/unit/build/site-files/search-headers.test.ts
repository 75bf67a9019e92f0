import { describe, expect, it } from 'vitest';
import { searchHeaderRules } from '../../../../builder/site-files/search-headers';
import { securityHeaders } from '../../../../builder/site-files/security-headers';
import { headersFor } from '../../../../server/headers-file';

const options = { scriptHashes: ['sha256-abc='], formActionOrigins: [] };
const rules = [
  { pattern: '/*', headers: { ...securityHeaders(options), 'Cache-Control': 'public, max-age=0, must-revalidate' } },
  ...searchHeaderRules(options),
];
const scriptSrc = (path: string) =>
  headersFor(rules, path)
    ['Content-Security-Policy'].split('; ')
    .find((directive) => directive.startsWith('script-src'));

describe('searchHeaderRules', () => {
  it("lets the search page and Pagefind's files (its worker) compile WebAssembly", () => {
    expect(scriptSrc('/search')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(scriptSrc('/pagefind/pagefind-worker.js')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
  });

  it('leaves every other page with the strict policy, and the other headers as they are', () => {
    for (const path of ['/', '/services/cloud', '/searching', '/assets/SiteSearch-abc.js'])
      expect(scriptSrc(path)).toBe("script-src 'self' 'sha256-abc='");
    expect(headersFor(rules, '/search')['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    expect(headersFor(rules, '/search')['X-Frame-Options']).toBe('DENY');
  });
});
