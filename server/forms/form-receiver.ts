import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormId } from '../../src/forms/form-definition';
import type { SentAnswer } from '../../src/forms/sent-answer';
import { checkSubmission } from '../../src/forms/check-submission';
import { formById, formHomePaths, thankYouPath } from '../../src/forms/forms';
import { honeypot } from '../../src/forms/honeypot';
import { plainAnswer } from '../plain-answer';
import { clientAddress } from './client-address';
import { sentAnswers } from './problem-page';
import type { RateLimiter } from './rate-limiter';
import { BodyTooLargeError, readBody } from './read-body';
import { isSameSiteOrigin, sameSitePath } from './same-site';
import { spamFields } from './spam-fields';
import type { FormStore } from '../store/form-store';
import type { ChannelName } from '../outbox/channel-name';
import { consentRecord } from './consent-record';
import { hiddenCharacterProblems } from './hidden-characters';
import { fileFieldOf } from './body-rules';
import { receiveFileSubmission } from './file-submission';
import type { UploadStore } from '../store/upload-store';

/** The paths the receiver answers: `/forms/<form id>`. */
export const formsPrefix = '/forms/';

export const defaultBodyLimit = 64 * 1024;

export const formContentType = 'application/x-www-form-urlencoded';

/** The 400 page for a rejected submission: the built page as is, or (dev server) rendered on demand. */
export type ProblemPage = (answers: SentAnswer[], backHref: string) => string | Promise<string>;

export interface FormReceiverOptions {
  store: Pick<FormStore, 'save'>;
  /** The notification channels a form's submissions are queued for (none by default). */
  deliveriesFor?: (form: FormId) => ChannelName[];
  /** Told after a submission and its outbox entries were stored (the delivery worker starts at once). */
  onStored?: () => void;
  rateLimiter: RateLimiter;
  /** The configured site origin (`SITE_URL`): the only one posts are taken from (`same-site.ts`). */
  siteUrl: string;
  problemPage: ProblemPage;
  notFound: (res: ServerResponse) => void;
  bodyLimit?: number;
  /** Reverse proxies in front of the server whose X-Forwarded-For entries are believed (default 0). */
  trustedProxies?: number;
  log?: (line: string) => void;
  /** Where forms with a file keep it, and where its file is written while received. */
  uploads?: { store: UploadStore; incoming: string };
}

function seeOther(res: ServerResponse, location: string): void {
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * Receives the site's forms: checks each submission against its form's definition, stores a
 * valid one durably, then sends the visitor to the form's thank-you page (303). An invalid one
 * gets the problem page (400) and nothing is stored. Before any of that: unknown form 404, not
 * POST 405, a foreign Origin 403, over the rate limit 429, not form-encoded 415, over the body
 * limit 413. The checks that need no body come first, so refusals cost little.
 */
export function createFormReceiver({
  store,
  rateLimiter,
  siteUrl,
  problemPage,
  notFound,
  bodyLimit = defaultBodyLimit,
  trustedProxies = 0,
  log = () => {},
  deliveriesFor = () => [],
  onStored = () => {},
  uploads,
}: FormReceiverOptions) {
  return async function receive(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const definition = formById(pathname.slice(formsPrefix.length));
    if (!definition) return notFound(res);
    if (req.method !== 'POST')
      return plainAnswer(res, 405, 'Method Not Allowed: forms are sent with POST.', { Allow: 'POST' });
    if (!isSameSiteOrigin(req.headers.origin, siteUrl)) {
      return plainAnswer(res, 403, 'Forbidden: this form only takes submissions from its own site.');
    }
    const rate = await rateLimiter.take(clientAddress(req, trustedProxies));
    if (!rate.allowed) {
      return plainAnswer(res, 429, 'Too Many Requests: please wait a moment, then send the form again.', {
        'Retry-After': String(rate.retryAfterSeconds),
      });
    }
    const fileField = fileFieldOf(definition);
    if (fileField) {
      if (mediaTypeOf(req.headers['content-type']) !== 'multipart/form-data')
        return plainAnswer(res, 415, 'Unsupported Media Type: send this form as multipart/form-data.', {
          'Accept-Post': 'multipart/form-data',
        });
      if (!uploads) return plainAnswer(res, 503, 'Service Unavailable: this server keeps no files.');
      return receiveFileSubmission(req, res, definition, fileField, {
        store,
        uploads: uploads.store,
        incoming: uploads.incoming,
        siteUrl,
        problemPage,
        deliveriesFor,
        onStored,
        log,
      });
    }
    if (mediaTypeOf(req.headers['content-type']) !== formContentType) {
      return plainAnswer(res, 415, `Unsupported Media Type: send the form as ${formContentType}.`, {
        'Accept-Post': formContentType,
      });
    }

    let body: URLSearchParams;
    try {
      body = new URLSearchParams((await readBody(req, bodyLimit)).toString('utf8'));
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      // The rest of the body is not read; closing the connection stops the client sending it.
      return plainAnswer(res, 413, `Content Too Large: a form may send at most ${bodyLimit / 1024} KB.`, {
        Connection: 'close',
      });
    }

    if (body.get(honeypot.name)) {
      // Kept, marked as spam, and answered as any other: a bot learns nothing, and a person whose
      // browser filled the trap loses nothing (a failed save is answered 500, as below).
      try {
        await store.save(definition.id, spamFields(definition, body), { spam: true });
      } catch (error) {
        log(
          `form ${definition.id}: could not store a submission marked as spam: ${error instanceof Error ? error.message : String(error)}`,
        );
        return plainAnswer(
          res,
          500,
          'Your form could not be saved, so it was not sent. Please go back and send it again in a moment.',
          { 'Retry-After': '5' },
        );
      }
      return seeOther(res, thankYouPath(definition.id));
    }
    const check = checkSubmission(definition, body);
    // Hidden characters first: a field's first problem is the one shown, and theirs is the one to fix.
    const problems = [...hiddenCharacterProblems(definition, body), ...(check.ok ? [] : check.problems)];
    if (!check.ok || problems.length) {
      const back = sameSitePath(req.headers.referer, siteUrl) ?? formHomePaths[definition.id];
      const html = await problemPage(sentAnswers(definition, body, problems), back);
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(html);
      return;
    }
    const page = sameSitePath(req.headers.referer, siteUrl);
    const consent = consentRecord(definition, page, new Date());
    try {
      await store.save(definition.id, check.fields, {
        ...(consent && { consent }),
        deliveries: deliveriesFor(definition.id),
      });
    } catch (error) {
      log(
        `form ${definition.id}: could not store a submission: ${error instanceof Error ? error.message : String(error)}`,
      );
      return plainAnswer(
        res,
        500,
        'Your form could not be saved, so it was not sent. Please go back and send it again in a moment.',
        { 'Retry-After': '5' },
      );
    }
    onStored();
    seeOther(res, thankYouPath(definition.id));
  };
}
