import { createHmac } from 'node:crypto';

const prefix = 'whsec_';

/** The key bytes of a Standard Webhooks secret (`whsec_<base64>`); refuses anything else. */
export function webhookKey(secret: string): Buffer {
  if (!secret.startsWith(prefix)) throw new Error('FORM_WEBHOOK_SECRET must look like whsec_<base64>');
  const key = Buffer.from(secret.slice(prefix.length), 'base64');
  if (key.length < 16) throw new Error('FORM_WEBHOOK_SECRET must hold at least 16 bytes after whsec_');
  return key;
}

/** The Standard Webhooks headers for one message: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function signedHeaders(key: Buffer, id: string, timestamp: Date, body: string): Record<string, string> {
  const seconds = String(Math.floor(timestamp.getTime() / 1000));
  const signature = createHmac('sha256', key).update(`${id}.${seconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': `v1,${signature}` };
}
