import { searchBundlePath, searchPagePath } from '../../src/search-paths';
import type { HeaderRule } from '../../server/headers-file';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers';

/**
 * `_headers` rules, after the site-wide one, that let search compile Pagefind's WebAssembly: on the
 * search page, and on Pagefind's files, since its worker takes the CSP of its own script's
 * response. Every other page keeps the strict CSP, without `'wasm-unsafe-eval'`.
 */
export function searchHeaderRules(options: SecurityHeaderOptions): HeaderRule[] {
  const csp = securityHeaders({ ...options, allowWasm: true })['Content-Security-Policy'];
  return [searchPagePath, `${searchBundlePath}*`].map((pattern) => ({
    pattern,
    headers: { 'Content-Security-Policy': csp },
  }));
}
