import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import type { SentAnswer } from '../../../src/components/FormProblemReport';
import { forms } from '../../../src/forms/forms';
import { site } from '../../../src/site';
import { createFormReceiver } from './form-receiver';
import { createRateLimiter } from './rate-limiter';
import { openSubmissionStore } from './submission-store';

export const defaultFormRateLimit = 20;

export interface FormSettings {
  /** Where submissions are stored (created when missing). */
  dataDir: string;
  /** Submissions each address may make per minute. */
  formRateLimit: number;
}

/** `DATA_DIR` (default `./data`) and `FORM_RATE_LIMIT` (default 20), checked. */
export function formSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): FormSettings {
  const formRateLimit = Number(env.FORM_RATE_LIMIT || defaultFormRateLimit);
  if (!Number.isInteger(formRateLimit) || formRateLimit < 1) throw new Error(`FORM_RATE_LIMIT must be a whole number of submissions per minute, got ${env.FORM_RATE_LIMIT}`);
  return { dataDir: resolve(env.DATA_DIR ?? 'data'), formRateLimit };
}

export interface SiteFormsOptions extends FormSettings {
  problemPage: (answers: SentAnswer[], backHref: string) => string;
  notFound: (res: ServerResponse) => void;
  log: (line: string) => void;
}

export interface SiteForms {
  /** Answers a request to `/forms/<form>`; a failure it did not expect is logged and answered 500. */
  receive: (req: IncomingMessage, res: ServerResponse, pathname: string) => void;
  close: () => Promise<void>;
}

/** The receiver for every form of the site with its store and rate limit, as the servers run it. */
export function openSiteForms({ dataDir, formRateLimit, problemPage, notFound, log }: SiteFormsOptions): SiteForms {
  const store = openSubmissionStore({
    dataDir,
    forms: forms.map((form) => form.id),
    onTornLine: ({ file, bytes, keptIn }) => log(`${file}: its last line was torn by an interrupted write (${bytes} bytes); moved it to ${keptIn}`),
  });
  const receiver = createFormReceiver({
    store,
    rateLimiter: createRateLimiter({ limit: formRateLimit, windowMs: 60_000 }),
    siteUrl: site.url,
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
    close: () => store.close(),
  };
}
