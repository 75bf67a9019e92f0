import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { clientAddress } from './forms/client-address';
import { isLoopback } from './loopback';
import type { Backlog } from './outbox/outbox-item';
import type { FormStore } from './store/form-store';
import type { StoreHealth } from './store/store-health';

export interface HealthReport {
  /** `ok`: pages and forms work; `degraded`: pages are served, form posts fail until the store recovers. */
  status: 'ok' | 'degraded';
  pages: { ready: true; files: number };
  /** `kind`: `jsonl` or `postgresql`. */
  store: StoreHealth & { kind: FormStore['kind'] };
  /** Deliveries waiting (`pending`) and given up (`failed`), or why they could not be counted. */
  outbox: Backlog | { unknown: string };
}

/** What anyone may read: a load balancer needs no more. Problems name paths and hosts, so they stay private. */
export type PublicHealth = Pick<HealthReport, 'status'>;

/** What `/healthz` tells an operator. Pages are ready whenever the server answers at all. */
export function healthReport(files: number, forms: Pick<HealthReport, 'store' | 'outbox'>): HealthReport {
  return { status: forms.store.ready ? 'ok' : 'degraded', pages: { ready: true, files }, ...forms };
}

export interface HealthAccess {
  /** `HEALTH_TOKEN`: `Authorization: Bearer <token>` reads the details from anywhere. */
  healthToken?: string;
  /** Behind proxies the socket is the proxy's, often loopback: the client is read as the rate limit reads it. */
  trustedProxies: number;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the health token; compared in constant time (digests of equal length). */
function carriesToken(req: Pick<IncomingMessage, 'headers'>, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(req.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

/** Whether this request may read the whole report: from this computer, or with the token. */
export function mayReadHealthDetails(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  { healthToken, trustedProxies }: HealthAccess,
): boolean {
  if (isLoopback(clientAddress(req, trustedProxies))) return true;
  return healthToken !== undefined && carriesToken(req, healthToken);
}

/** The answer for this request: the whole report, or only its status. */
export function healthAnswer(report: HealthReport, detailed: boolean): HealthReport | PublicHealth {
  return detailed ? report : { status: report.status };
}
