import type { EmailSettings } from './email-channel';
import type { WebhookSettings } from './webhook-channel';

/**
 * The notification channels `server/settings.ts` reads from the environment: mail when
 * `SMTP_URL` is set, a webhook when `FORM_WEBHOOK_URL` is.
 */
export interface NotifySettings {
  email?: EmailSettings;
  webhook?: WebhookSettings;
  /** Every wait of the retry schedule times this (default 1; tests make an hour seconds). */
  retryScale: number;
}
