import { forms } from '../../src/forms/forms';
import type { FormId } from '../../src/forms/form-definition';
import { site } from '../../src/site';
import type { EmailSettings } from './email-channel';
import type { WebhookSettings } from './webhook-channel';

export interface NotifySettings {
  email?: EmailSettings;
  webhook?: WebhookSettings;
  /** Every wait of the retry schedule times this (default 1; tests make an hour seconds). */
  retryScale: number;
}

function addresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
}

/**
 * The notification channels from the environment: `SMTP_URL` with `FORM_NOTIFY_EMAIL` (every
 * form) and `FORM_NOTIFY_EMAIL_<FORM>` (one form, instead), `FORM_NOTIFY_FROM`;
 * `FORM_WEBHOOK_URL` with `FORM_WEBHOOK_SECRET`; `FORM_RETRY_SCALE`. A half-configured channel
 * is refused at start, so it is noticed then rather than when the first lead goes nowhere.
 */
export function notifySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): NotifySettings {
  const everyForm = addresses(env.FORM_NOTIFY_EMAIL);
  const recipients = Object.fromEntries(
    forms.map((form) => {
      const own = addresses(env[`FORM_NOTIFY_EMAIL_${form.id.toUpperCase()}`]);
      return [form.id, own.length ? own : everyForm];
    }),
  ) as Record<FormId, string[]>;
  const anyRecipient = Object.values(recipients).some((to) => to.length);
  if (anyRecipient && !env.SMTP_URL) throw new Error('FORM_NOTIFY_EMAIL is set, but SMTP_URL (the mail server) is not');
  if (env.SMTP_URL && !anyRecipient)
    throw new Error('SMTP_URL is set, but no FORM_NOTIFY_EMAIL or FORM_NOTIFY_EMAIL_<FORM> says who gets the mail');
  if (Boolean(env.FORM_WEBHOOK_URL) !== Boolean(env.FORM_WEBHOOK_SECRET))
    throw new Error('FORM_WEBHOOK_URL and FORM_WEBHOOK_SECRET go together: set both, or neither');
  const retryScale = Number(env.FORM_RETRY_SCALE || 1);
  if (!(retryScale > 0)) throw new Error(`FORM_RETRY_SCALE must be a number above 0, got ${env.FORM_RETRY_SCALE}`);
  return {
    ...(env.SMTP_URL && {
      email: { smtpUrl: env.SMTP_URL, from: env.FORM_NOTIFY_FROM || site.generalEmail, recipients },
    }),
    ...(env.FORM_WEBHOOK_URL &&
      env.FORM_WEBHOOK_SECRET && { webhook: { url: env.FORM_WEBHOOK_URL, secret: env.FORM_WEBHOOK_SECRET } }),
    retryScale,
  };
}
