import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signedHeaders, webhookKey } from '../../../../server/outbox/webhook-signature';

describe('Standard Webhooks signatures', () => {
  it('are what the standardwebhooks package verifies', () => {
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const body = JSON.stringify({ type: 'form.submitted', data: { id: 'abc' } });
    const headers = signedHeaders(webhookKey(secret), 'abc', new Date(), body);
    expect(headers['webhook-id']).toBe('abc');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });

  it('refuse a secret that is not whsec_<base64> of at least 16 bytes', () => {
    expect(() => webhookKey('plain-secret')).toThrow('FORM_WEBHOOK_SECRET must look like whsec_<base64>');
    expect(() => webhookKey('whsec_c2hvcnQ=')).toThrow('at least 16 bytes');
  });
});
