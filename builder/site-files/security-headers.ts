import { cspReportPath } from '../../server/csp-reports';

export interface SecurityHeaderOptions {
  /** Origins other than the site that forms may post to (a deployment's form service). */
  formActionOrigins?: readonly string[];
  /** `sha256-...` hashes of inline scripts the pages carry. */
  scriptHashes?: readonly string[];
  /** Lets scripts compile WebAssembly (`'wasm-unsafe-eval'`): only where search runs (`builder/site-files/search-headers.ts`). */
  allowWasm?: boolean;
  /** Origins a page may show in a frame (`frame-src`): only on the pages that embed one (`frame-headers.ts`). */
  frameSources?: readonly string[];
}

/** The security headers every response carries; the CSP allows no inline script or style. */
export function securityHeaders({
  formActionOrigins = [],
  scriptHashes = [],
  allowWasm = false,
  frameSources = [],
}: SecurityHeaderOptions = {}): Record<string, string> {
  const csp = [
    "default-src 'none'",
    [
      "script-src 'self'",
      ...(allowWasm ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes.map((hash) => `'${hash}'`),
    ].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    ...(frameSources.length ? [`frame-src ${frameSources.join(' ')}`] : []),
    ["form-action 'self'", ...formActionOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    // report-uri for browsers without the Reporting API (Firefox); report-to names Reporting-Endpoints' `csp`.
    `report-uri ${cspReportPath}`,
    'report-to csp',
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Reporting-Endpoints': `csp="${cspReportPath}"`,
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
