import { describe, expect, it } from 'vitest';
import { readServerSettings } from '../../../../server/settings';
import { openChannels } from '../../../../server/outbox/open-channels';
import { maskUrl } from '../../../../server/store/mask-url';

const notifySettingsFromEnv = (env: Record<string, string>) => readServerSettings(env).forms.notify;

const secret = `whsec_${Buffer.from('sixteen bytes or more, surely').toString('base64')}`;

describe('notification settings', () => {
  it('give each form its own recipients, or the common ones', () => {
    const settings = notifySettingsFromEnv({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      FORM_NOTIFY_EMAIL: 'a@example.com, b@example.com',
      FORM_NOTIFY_EMAIL_NEWSLETTER: 'news@example.com',
    });
    expect(settings.email?.recipients).toEqual({
      inquiry: ['a@example.com', 'b@example.com'],
      contact: ['a@example.com', 'b@example.com'],
      newsletter: ['news@example.com'],
      application: ['a@example.com', 'b@example.com'],
    });
    const [email] = openChannels(settings);
    expect(email.description).toBe(
      'email through smtp://user:***@mail.example:587, STARTTLS required (inquiry: a@example.com, b@example.com; contact: a@example.com, b@example.com; newsletter: news@example.com; application: a@example.com, b@example.com)',
    );
  });

  it('mail only the forms with recipients', () => {
    const [email] = openChannels(
      notifySettingsFromEnv({ SMTP_URL: 'smtp://mail.example', FORM_NOTIFY_EMAIL_CONTACT: 'c@example.com' }),
    );
    expect([email.takes('contact'), email.takes('inquiry')]).toEqual([true, false]);
  });

  it('refuse a half-configured channel at start', () => {
    expect(() => notifySettingsFromEnv({ FORM_NOTIFY_EMAIL: 'a@example.com' })).toThrow('SMTP_URL');
    expect(() => notifySettingsFromEnv({ SMTP_URL: 'smtp://mail.example' })).toThrow('FORM_NOTIFY_EMAIL');
    expect(() => notifySettingsFromEnv({ FORM_WEBHOOK_URL: 'https://hooks.example/x' })).toThrow('go together');
    expect(() => notifySettingsFromEnv({ FORM_RETRY_SCALE: '0' })).toThrow('FORM_RETRY_SCALE');
  });

  it('show a webhook by its origin only, and no password anywhere', () => {
    const [hook] = openChannels(
      notifySettingsFromEnv({ FORM_WEBHOOK_URL: 'https://hooks.example/t/secret-token', FORM_WEBHOOK_SECRET: secret }),
    );
    expect(hook.description).toBe('webhook to https://hooks.example/… (signed)');
    expect(maskUrl('postgres://site:hunter2@db.example:5432/forms')).toBe('postgres://site:***@db.example:5432/forms');
    expect(maskUrl('not a url')).not.toContain('not a url');
  });
});
