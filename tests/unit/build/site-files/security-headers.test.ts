import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../../builder/site-files/security-headers';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name, values];
    }),
  );
}

describe('securityHeaders', () => {
  it('builds the whole policy, hashes and form origins in place', () => {
    const headers = securityHeaders({
      scriptHashes: ['sha256-abc='],
      formActionOrigins: ['https://forms.example.com'],
    });
    expect(headers['Content-Security-Policy']).toBe(
      "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
        "connect-src 'self'; manifest-src 'self'; form-action 'self' https://forms.example.com; frame-ancestors 'none'; " +
        "base-uri 'none'; object-src 'none'; report-uri /csp-reports; report-to csp",
    );
  });

  it('has a CSP that denies by default and allows no inline code', () => {
    const csp = securityHeaders()['Content-Security-Policy'];
    const parsed = directives(csp);
    expect(parsed.get('default-src')).toEqual(["'none'"]);
    expect(parsed.get('script-src')).toEqual(["'self'"]);
    expect(parsed.get('style-src')).toEqual(["'self'"]);
    expect(parsed.get('form-action')).toEqual(["'self'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('allows the given script hashes', () => {
    const csp = securityHeaders({ scriptHashes: ['sha256-abc=', 'sha256-def='] })['Content-Security-Policy'];
    expect(directives(csp).get('script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('lets forms post to extra origins', () => {
    const csp = securityHeaders({ formActionOrigins: ['https://forms.example.com'] })['Content-Security-Policy'];
    expect(directives(csp).get('form-action')).toEqual(["'self'", 'https://forms.example.com']);
  });

  it('sets the other security headers', () => {
    const headers = securityHeaders();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).not.toContain('interest-cohort');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Reporting-Endpoints']).toBe('csp="/csp-reports"');
  });
});
