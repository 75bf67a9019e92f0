import type { IncomingMessage, ServerResponse } from 'node:http';
import { plainAnswer } from './plain-answer';
import { throttledLog } from './throttled-log';

/** Where browsers send Content-Security-Policy violation reports (`report-uri`, `Reporting-Endpoints`). */
export const cspReportPath = '/csp-reports';

/** A report is a few hundred bytes; the Reporting API may batch a few. */
export const cspReportBodyLimit = 16 * 1024;

/** Report lines are written at most this often: any page can make a browser send reports. */
const reportLogIntervalMs = 10_000;

/** `application/csp-report` (report-uri) and `application/reports+json` (the Reporting API). */
const reportTypes = new Set(['application/csp-report', 'application/reports+json']);

/** Whether a media type (lower case, no parameters) is a report's. */
export function isCspReportType(type: string): boolean {
  return reportTypes.has(type);
}

interface Violation {
  document?: unknown;
  directive?: unknown;
  blocked?: unknown;
}

/** The violations a report body names, from either format; anything else names none. */
function violations(body: unknown): Violation[] {
  if (Array.isArray(body))
    return body.flatMap((report: unknown) => {
      if (typeof report !== 'object' || report === null || !('body' in report)) return [];
      const { body: violation } = report as { body: Record<string, unknown> | null };
      if (typeof violation !== 'object' || violation === null) return [];
      return [
        { document: violation.documentURL, directive: violation.effectiveDirective, blocked: violation.blockedURL },
      ];
    });
  if (typeof body === 'object' && body !== null && 'csp-report' in body) {
    const report = (body as { 'csp-report': Record<string, unknown> | null })['csp-report'];
    if (typeof report !== 'object' || report === null) return [];
    return [
      {
        document: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
      },
    ];
  }
  return [];
}

/** A value from the report, short and with control characters escaped (the client wrote it). */
function shown(value: unknown): string {
  return JSON.stringify(typeof value === 'string' ? value.slice(0, 120) : '?');
}

async function readSmallBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  if (Number(req.headers['content-length']) > limit) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The receiver of CSP violation reports: POST of one of the report types, at most 16 KB, answered
 * 204 and logged as one short line per violation, at most one line per 10 s (with a count of the
 * rest), so a page that breaks its policy shows in the log without flooding it.
 */
export function cspReportReceiver(
  log: (line: string) => void,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const report = throttledLog(log, reportLogIntervalMs);
  return async (req, res) => {
    if (req.method !== 'POST')
      return plainAnswer(res, 405, 'Method Not Allowed: reports are sent with POST.', { Allow: 'POST' });
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!isCspReportType(type))
      return plainAnswer(res, 415, 'Unsupported Media Type: send application/reports+json or application/csp-report.');
    const body = await readSmallBody(req, cspReportBodyLimit);
    if (!body)
      return plainAnswer(res, 413, `Content Too Large: a report may be at most ${cspReportBodyLimit / 1024} KB.`, {
        Connection: 'close',
      });
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return plainAnswer(res, 400, 'Bad Request: the report is not JSON.');
    }
    for (const { document, directive, blocked } of violations(parsed))
      report(`CSP violation on ${shown(document)}: ${shown(directive)} blocked ${shown(blocked)}`);
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
  };
}
