import type { StoreHealth } from './store/store-health';

export interface HealthReport {
  /** `ok`: pages and forms work; `degraded`: pages are served, form posts fail until the store recovers. */
  status: 'ok' | 'degraded';
  pages: { ready: true; files: number };
  store: StoreHealth;
}

/** What `/healthz` tells a load balancer. Pages are ready whenever the server answers at all. */
export function healthReport(files: number, store: StoreHealth): HealthReport {
  return { status: store.ready ? 'ok' : 'degraded', pages: { ready: true, files }, store };
}
