import type { HeaderRule } from '../../server/headers-file';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers';

/**
 * `_headers` rules, after the site-wide one, that let the pages showing another site's frame (a
 * `<Video>`'s player) load it: each such page's CSP adds `frame-src` with exactly the origins it
 * shows. Every other page keeps `default-src 'none'`, so no frame loads there.
 */
export function frameHeaderRules(
  pages: readonly { path: string; frameSources: readonly string[] }[],
  options: SecurityHeaderOptions,
): HeaderRule[] {
  return pages.map(({ path, frameSources }) => ({
    pattern: path,
    headers: { 'Content-Security-Policy': securityHeaders({ ...options, frameSources })['Content-Security-Policy'] },
  }));
}
