import { site } from '../../src/site';

/** Where `security.txt` is published (RFC 9116, section 3). */
export const securityTxtPath = '/.well-known/security.txt';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * `/.well-known/security.txt` as of `builtAt`: the contact of `src/site.ts` and an expiry
 * `site.security.validDays` after the build's day (midnight UTC, so a day's rebuilds agree), so
 * the file never claims more than a year and a deploy renews it.
 */
export function securityTxt(builtAt: Date, security: { contact: string; validDays: number } = site.security): string {
  if (security.validDays < 1 || security.validDays > 365)
    throw new Error(
      `src/site.ts: security.validDays must be from 1 to 365 (RFC 9116 advises under a year), not ${security.validDays}`,
    );
  const day = Date.UTC(builtAt.getUTCFullYear(), builtAt.getUTCMonth(), builtAt.getUTCDate());
  const expires = new Date(day + security.validDays * dayMs).toISOString().replace('.000Z', 'Z');
  return [
    `Contact: ${security.contact}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${site.defaultLang}`,
    `Canonical: ${site.url}${securityTxtPath}`,
    '',
  ].join('\n');
}
