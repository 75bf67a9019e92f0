import { afterEach, describe, expect, it } from 'vitest';
import { consentRecord } from '../../server/forms/consent-record';
import { contactForm } from '../../src/forms/contact-form';
import { freePort } from '../../tools/free-port';
import type { RunningServer } from '../../tools/spawn-server';
import { readStored } from '../e2e/stored-submissions';
import { contactFields, eventually, freshDataDir, health, post, startSite } from './site';
import { mailHeader, mailPart, startSmtpListener, type SmtpListener } from './smtp-listener';

let site: RunningServer | undefined;
let smtp: SmtpListener | undefined;
afterEach(async () => {
  await site?.stop();
  await smtp?.close();
  site = smtp = undefined;
});

const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://forms:mail-secret@127.0.0.1:${port}`,
  FORM_NOTIFY_EMAIL: 'leads@northstar.example, sales@northstar.example',
  FORM_NOTIFY_EMAIL_NEWSLETTER: 'marketing@northstar.example',
  FORM_NOTIFY_FROM: 'Website <forms@northstar.example>',
});

describe('notification mail through a real SMTP server', () => {
  it('mails each form submission to its recipients, every field with its label, Reply-To the visitor', async () => {
    smtp = await startSmtpListener();
    const dataDir = freshDataDir();
    site = await startSite({ DATA_DIR: dataDir, ...mailEnv(smtp.port) });
    expect(site.output()).toContain(`email through smtp://forms:***@127.0.0.1:${smtp.port}`);
    expect(site.output()).not.toContain('mail-secret');

    expect((await post(site.url, 'contact', contactFields('Grace'))).status).toBe(303);
    expect((await post(site.url, 'newsletter', { email: 'ada@example.com' }, '/insights')).status).toBe(303);
    await eventually('two mails', () => smtp?.mails.length === 2);

    const [record] = readStored(dataDir, 'contact').records;
    const contact = smtp.mails.find((mail) => mail.to.includes('leads@northstar.example'));
    expect(contact).toMatchObject({
      from: 'forms@northstar.example',
      to: ['leads@northstar.example', 'sales@northstar.example'],
      user: 'forms',
    });
    const raw = contact?.raw ?? '';
    expect(mailHeader(raw, 'Subject')).toBe('Contact form: Grace Hopper <grace@example.com>');
    expect(mailHeader(raw, 'Reply-To')).toBe('grace@example.com');
    expect(mailHeader(raw, 'From')).toBe('Website <forms@northstar.example>');
    expect(mailPart(raw, 'text/plain').replace(/\r\n/g, '\n')).toBe(
      [
        'Contact form',
        '',
        'First name: Grace',
        'Last name: Hopper',
        'Business email: grace@example.com',
        'Phone: —',
        'Company: Navy Labs',
        'Job title: Rear Admiral',
        'Country/Region: US',
        'Inquiry type: Sales',
        'Message: Hello,',
        '  please call me.',
        'Consent: Yes',
        `Consent wording: ${contactForm.fields.at(-1)?.label} privacy policy.`,
        `Consent version: ${record.consent?.version}`,
        'Sent from: /contact-us',
        `Received: ${record.time}`,
        `Submission id: ${record.id}`,
        '',
      ].join('\n'),
    );
    const html = mailPart(raw, 'text/html').replace(/\r\n/g, '\n');
    expect(html).toContain(
      '<th align="left" valign="top">Business email</th><td style="white-space:pre-wrap">grace@example.com</td>',
    );
    expect(html).toContain('<td style="white-space:pre-wrap">Hello,\nplease call me.</td>');

    const newsletter = smtp.mails.find((mail) => mail.to.includes('marketing@northstar.example'));
    expect(mailHeader(newsletter?.raw ?? '', 'Subject')).toBe('Newsletter form: ada@example.com');
    // The consent proof stored with the submission.
    expect(record.consent).toEqual({
      ...consentRecord(contactForm, '/contact-us', new Date(record.consent?.time ?? 0)),
    });
    // The mail server has the mails a moment before the server records them as delivered.
    await eventually('an empty outbox', async () => (await health(site?.url ?? '')).outbox.pending === 0);
    expect((await health(site.url)).outbox).toEqual({ pending: 0, failed: 0 });
  });

  it('keeps the mail queued while the mail server is down for an hour (scaled), then sends it once', async () => {
    const port = await freePort();
    const dataDir = freshDataDir();
    // 0.001: the schedule's hour is 3.6 s, its three days 4.3 minutes.
    site = await startSite({ DATA_DIR: dataDir, FORM_RETRY_SCALE: '0.001', ...mailEnv(port) });
    const sent = Date.now();
    expect((await post(site.url, 'contact', contactFields('Queued'))).status).toBe(303);
    await eventually('four failed attempts', () => (site?.output().match(/by email failed/g) ?? []).length >= 4);
    expect(await health(site.url)).toMatchObject({ status: 'ok', outbox: { pending: 1, failed: 0 } });
    await new Promise((resolve) => setTimeout(resolve, 3_600 - (Date.now() - sent)));
    smtp = await startSmtpListener(port);
    await eventually('the mail, once the server is back', () => smtp?.mails.length === 1, 15_000);
    const waited = Date.now() - sent;
    console.log(
      `mail server down for a scaled hour: delivered ${waited} ms after the post (${waited / 1000 / 0.001 / 60} scaled minutes), attempts: ${(site.output().match(/by email failed/g) ?? []).length} failed + 1`,
    );
    await eventually('an empty outbox', async () => (await health(site?.url ?? '')).outbox.pending === 0);
    expect((await health(site.url)).outbox).toEqual({ pending: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails).toHaveLength(1);
  });
});
