import type { IncomingMessage, ServerResponse } from 'node:http';
import { forms } from '../../src/forms/forms';
import { site } from '../../src/site';
import { startDeliveryWorker } from '../outbox/delivery-worker';
import type { Backlog } from '../outbox/outbox-item';
import type { NotifySettings } from '../outbox/notify-settings';
import { openChannels } from '../outbox/open-channels';
import { retrySchedule } from '../outbox/retry-schedule';
import type { FormStore } from '../store/form-store';
import { openFormStore } from '../store/open-store';
import { openUploadStore } from '../store/open-uploads';
import { incomingFolder } from '../store/upload-store';
import { startRetention } from '../store/retention';
import { startOrphanSweep } from '../store/orphan-sweep';
import type { StoreHealth } from '../store/store-health';
import { requestFailureLog } from '../request-failure';
import { createFormReceiver, type ProblemPage } from './form-receiver';

/** The form settings `server/settings.ts` reads from the environment. */
export interface FormSettings {
  /** Where submissions are stored (created when missing). */
  dataDir: string;
  /** Submissions each address may make per minute. */
  formRateLimit: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustedProxies: number;
  /** PostgreSQL instead of the files in `dataDir`. */
  databaseUrl?: string;
  notify?: NotifySettings;
  /** Submissions older than this many days are removed at start and daily; unset: kept. */
  retentionDays?: number;
}

export interface SiteFormsOptions extends FormSettings {
  /** The origin form posts must come from (`SITE_URL`, `same-site.ts`); default `url` in `src/site.ts`. */
  siteUrl?: string;
  problemPage: ProblemPage;
  notFound: (res: ServerResponse) => void;
  log: (line: string) => void;
}

export interface SiteForms {
  /** Answers a request to `/forms/<form>`; a failure it did not expect is logged and answered 500. */
  receive: (req: IncomingMessage, res: ServerResponse, pathname: string) => void;
  /** Whether submissions can be stored right now, and if not, why (a store with problems tries again first). */
  health: () => Promise<{ store: StoreHealth & { kind: FormStore['kind'] }; outbox: Backlog | { unknown: string } }>;
  /** One line each for the store and the channels, for the start-up log: no secrets. */
  description: string[];
  close: () => Promise<void>;
}

/** The receiver for every form of the site with its store and rate limit, as the servers run it. */
export function openSiteForms({
  dataDir,
  formRateLimit,
  trustedProxies,
  databaseUrl,
  notify = { retryScale: 1 },
  retentionDays,
  siteUrl = site.url,
  problemPage,
  notFound,
  log,
}: SiteFormsOptions): SiteForms {
  const logFailure = requestFailureLog(log);
  const store = openFormStore({ databaseUrl, dataDir, forms: forms.map((form) => form.id), log });
  const uploads = openUploadStore({ databaseUrl, dataDir, log });
  const channels = openChannels(notify, uploads);
  const worker = startDeliveryWorker({ store, channels, schedule: retrySchedule(notify.retryScale), log });
  const incoming = incomingFolder(dataDir);
  const stopRetention = retentionDays ? startRetention(store, uploads, retentionDays, log) : () => {};
  const stopSweep = startOrphanSweep(store, uploads, incoming, log);
  const receiver = createFormReceiver({
    store,
    deliveriesFor: (form) => channels.filter((channel) => channel.takes(form)).map((channel) => channel.name),
    onStored: () => worker.kick(),
    uploads: { store: uploads, incoming },
    rateLimiter: store.rateLimiter({ limit: formRateLimit, windowMs: 60_000 }),
    siteUrl,
    trustedProxies,
    problemPage,
    notFound,
    log,
  });
  return {
    receive(req, res, pathname) {
      receiver(req, res, pathname).catch((error: unknown) => {
        logFailure(req, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    },
    async health() {
      if (!store.health().ready) await store.recheck();
      const outbox = await store.backlog().catch((error: unknown) => ({
        unknown: error instanceof Error ? error.message : String(error),
      }));
      return { store: { kind: store.kind, ...store.health() }, outbox };
    },
    description: [
      `Form submissions go to ${store.description}${retentionDays ? `, kept ${retentionDays} days` : ''}`,
      `Uploaded files (job applications' CVs) go to ${uploads.description}`,
      channels.length
        ? `Notifications: ${channels.map((channel) => channel.description).join('; ')}`
        : 'Notifications: none configured (set SMTP_URL and FORM_NOTIFY_EMAIL, or FORM_WEBHOOK_URL and FORM_WEBHOOK_SECRET)',
    ],
    async close() {
      stopRetention();
      stopSweep();
      await worker.stop();
      await store.close();
      await uploads.close();
    },
  };
}
