import type { IncomingMessage } from 'node:http';
import { formById } from '../src/forms/forms';
import { cspReportBodyLimit, cspReportPath, isCspReportType } from './csp-reports';
import { bodyRules } from './forms/body-rules';
import { defaultBodyLimit, formsPrefix } from './forms/form-receiver';
import { isSameSiteOrigin } from './forms/same-site';
import { parseRequestTarget } from './request-target';

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Whether a request that says `Expect: 100-continue` may send its body: only a POST the receiver
 * would read, from the site's origin, of the right type and within the size limit. Any other is
 * answered from its headers alone (403, 413, 415, ...) and its body is never invited.
 */
export function mayContinue(req: Pick<IncomingMessage, 'url' | 'method' | 'headers'>, siteUrl: string): boolean {
  const target = parseRequestTarget(req.url);
  if (!target.ok || req.method !== 'POST') return false;
  const declared = Number(req.headers['content-length'] ?? 0);
  const type = mediaTypeOf(req.headers['content-type']);
  if (target.pathname === cspReportPath) return isCspReportType(type) && declared <= cspReportBodyLimit;
  const definition = target.pathname.startsWith(formsPrefix) && formById(target.pathname.slice(formsPrefix.length));
  if (!definition) return false;
  const rules = bodyRules(definition, defaultBodyLimit);
  return isSameSiteOrigin(req.headers.origin, siteUrl) && type === rules.type && declared <= rules.limit;
}
