import type { Channel } from './channel';
import { signedHeaders, webhookKey } from './webhook-signature';

export interface WebhookSettings {
  url: string;
  /** `whsec_<base64>` */
  secret: string;
  /** How long a receiver may take to answer (default 10 s). */
  timeoutMs?: number;
  now?: () => Date;
}

/** A receiver's address for the log: its origin only, since paths of hook URLs often carry tokens. */
function shownUrl(url: string): string {
  return `${new URL(url).origin}/…`;
}

/**
 * A JSON POST per submission, signed as Standard Webhooks says, with the submission's id as
 * `webhook-id` so a receiver can drop a repeat. Any 2xx is success.
 */
export function webhookChannel({ url, secret, timeoutMs = 10_000, now = () => new Date() }: WebhookSettings): Channel {
  const key = webhookKey(secret);
  new URL(url); // refuses a bad FORM_WEBHOOK_URL at start rather than at the first delivery
  return {
    name: 'webhook',
    description: `webhook to ${shownUrl(url)} (signed)`,
    takes: () => true,
    async send(record) {
      const timestamp = now();
      const body = JSON.stringify({ type: 'form.submitted', timestamp: timestamp.toISOString(), data: record });
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedHeaders(key, record.id, timestamp, body) },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299)
        throw new Error(`${shownUrl(url)} answered ${response.status}`);
    },
  };
}
