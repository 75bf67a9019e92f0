import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { forms } from '../../src/forms/forms';
import { site } from '../../src/site';
import { createFormReceiver, type ProblemPage } from './form-receiver';
import { createRateLimiter } from './rate-limiter';
import type { StoreHealth } from '../store/store-health';
import { openSubmissionStore } from '../store/submission-store';

export const defaultFormRateLimit = 20;

export interface FormSettings {
  /** Where submissions are stored (created when missing). */
  dataDir: string;
  /** Submissions each address may make per minute. */
  formRateLimit: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed. */
  trustedProxies: number;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum: number, meaning: string): number {
  const value = Number(env[name] || fallback);
  if (!Number.isInteger(value) || value < minimum)
    throw new Error(`${name} must be a whole number of ${meaning} (at least ${minimum}), got ${env[name]}`);
  return value;
}

/** `DATA_DIR` (default `./data`), `FORM_RATE_LIMIT` (default 20) and `TRUST_PROXY` (default 0), checked. */
export function formSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): FormSettings {
  return {
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    formRateLimit: wholeNumber(env, 'FORM_RATE_LIMIT', defaultFormRateLimit, 1, 'submissions per minute'),
    trustedProxies: wholeNumber(env, 'TRUST_PROXY', 0, 0, 'reverse proxies in front of the server'),
  };
}

export interface SiteFormsOptions extends FormSettings {
  problemPage: ProblemPage;
  notFound: (res: ServerResponse) => void;
  log: (line: string) => void;
}

export interface SiteForms {
  /** Answers a request to `/forms/<form>`; a failure it did not expect is logged and answered 500. */
  receive: (req: IncomingMessage, res: ServerResponse, pathname: string) => void;
  /** Whether submissions can be stored right now, and if not, why (a store with problems tries again first). */
  health: () => Promise<StoreHealth>;
  close: () => Promise<void>;
}

/** The receiver for every form of the site with its store and rate limit, as the servers run it. */
export function openSiteForms({
  dataDir,
  formRateLimit,
  trustedProxies,
  problemPage,
  notFound,
  log,
}: SiteFormsOptions): SiteForms {
  const store = openSubmissionStore({
    dataDir,
    forms: forms.map((form) => form.id),
    onTornLine: ({ file, bytes, keptIn }) =>
      log(`${file}: its last line was torn by an interrupted write (${bytes} bytes); moved it to ${keptIn}`),
    onProblem: (problem) =>
      log(
        `form submissions cannot be stored in ${dataDir} (pages are still served; each submission tries again): ${problem}`,
      ),
    onRecovery: (message) => log(`form submissions in ${dataDir}: ${message}`),
  });
  const receiver = createFormReceiver({
    store,
    rateLimiter: createRateLimiter({ limit: formRateLimit, windowMs: 60_000 }),
    siteUrl: site.url,
    trustedProxies,
    problemPage,
    notFound,
    log,
  });
  return {
    receive(req, res, pathname) {
      receiver(req, res, pathname).catch((error: unknown) => {
        log(`${req.method} ${pathname}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    },
    async health() {
      if (!store.health().ready) await store.recheck();
      return store.health();
    },
    close: () => store.close(),
  };
}
