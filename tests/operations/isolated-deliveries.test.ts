import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/spawn-server';
import { burst } from './burst';
import { contactFields, eventually, freshDataDir, startSite, webhookSecret } from './site';
import { mailHeader, startSmtpListener, type SmtpListener } from './smtp-listener';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let site: RunningServer | undefined;
let smtp: SmtpListener | undefined;
let hook: WebhookReceiver | undefined;
afterEach(async () => {
  await site?.stop();
  await Promise.all([smtp?.close(), hook?.close()]);
  site = smtp = hook = undefined;
});

describe('deliveries are independent per item and per channel', () => {
  it('mails 40 submissions within 2 s while the webhook receiver hangs on every call', async () => {
    smtp = await startSmtpListener();
    hook = await startWebhookReceiver(() => 'hang');
    site = await startSite({
      DATA_DIR: freshDataDir(),
      SMTP_URL: `smtp://forms:mail-secret@127.0.0.1:${smtp.port}`,
      FORM_NOTIFY_EMAIL: 'leads@northstar.example',
      FORM_WEBHOOK_URL: hook.url,
      FORM_WEBHOOK_SECRET: webhookSecret,
    });
    const started = Date.now();
    const sentAt: number[] = [];
    const posted = await burst([site.url], 40, 4, (i) => {
      sentAt[i] = Date.now();
      return contactFields(`Hung${i}`, `hung${i}@example.com`);
    });
    const postedAt = Date.now();
    expect(posted.statuses).toEqual(Array.from({ length: 40 }, () => 303));
    await eventually('40 mails', () => smtp?.mails.length === 40, 10_000);
    const mailedAt = Date.now();
    // Each mail against the moment its own post was answered (stored): before that there is nothing
    // to send. The client may see the answer a little after the mail went, on a loaded machine.
    const waits = smtp.mails.map((mail) => {
      const i = Number(/Hung(\d+)/.exec(mailHeader(mail.raw, 'Subject') ?? '')?.[1]);
      return Math.round(mail.at - (sentAt[i] + posted.latencies[i]));
    });
    console.log(
      `40 posts in ${postedAt - started} ms; the 40th mail ${mailedAt - postedAt} ms after the last post; ` +
        `answer to mail (ms): ${[...waits].sort((a, b) => a - b).join(' ')}, with ${hook.calls.length} webhook calls hanging`,
    );
    expect(Math.max(...waits), 'every mail within 2 s of its post being answered').toBeLessThanOrEqual(2000);
    // The hanging receiver held its own channel only: its calls came, and none was answered.
    expect(hook.calls.length).toBeGreaterThan(0);
    expect(hook.accepted()).toEqual([]);
    const subjects = new Set(smtp.mails.map((mail) => mailHeader(mail.raw, 'Subject')));
    expect(subjects.size).toBe(40);
  });
});
