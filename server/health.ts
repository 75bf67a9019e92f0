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

/** What `/healthz` tells a load balancer. Pages are ready whenever the server answers at all. */
export function healthReport(files: number, forms: Pick<HealthReport, 'store' | 'outbox'>): HealthReport {
  return { status: forms.store.ready ? 'ok' : 'degraded', pages: { ready: true, files }, ...forms };
}
