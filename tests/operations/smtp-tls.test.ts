import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../tools/spawn-server';
import { contactFields, eventually, freshDataDir, post, startSite } from './site';
import { startSmtpListener, type ListenerOptions, type SmtpListener } from './smtp-listener';

/** An address of this machine that is not loopback: mail to it crosses a network, as far as the server can tell. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((each) => each?.family === 'IPv4' && !each.internal)?.address;

let site: RunningServer | undefined;
let smtp: SmtpListener | undefined;
afterEach(async () => {
  await site?.stop();
  await smtp?.close();
  site = smtp = undefined;
});

/** A self-signed certificate for `address`, made with openssl; the server is told to trust it. */
function certificate(address: string): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'smtp-tls-'));
  const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${address}`].concat([
      '-addext',
      `subjectAltName=IP:${address}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { stdio: 'pipe' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}

async function mailTo(
  smtpUrl: (port: number) => string,
  listener: ListenerOptions,
  extraEnv: Record<string, string> = {},
): Promise<{ listener: SmtpListener; site: RunningServer }> {
  smtp = await startSmtpListener(0, () => false, listener);
  site = await startSite({
    DATA_DIR: freshDataDir(),
    SMTP_URL: smtpUrl(smtp.port),
    FORM_NOTIFY_EMAIL: 'leads@northstar.example',
    FORM_RETRY_SCALE: '0.001',
    ...extraEnv,
  });
  expect((await post(site.url, 'contact', contactFields('Private'))).status).toBe(303);
  return { listener: smtp, site };
}

describe.skipIf(!outside)(
  `mail off loopback goes encrypted${outside ? '' : ' (skipped: no address but loopback)'}`,
  () => {
    const host = outside ?? '';
    it('sends nothing to a server that offers no STARTTLS, and says why', async () => {
      const { listener, site } = await mailTo((port) => `smtp://forms:mail-secret@${host}:${port}`, { host });
      expect(site.output()).toContain(`email through smtp://forms:***@${host}:`);
      expect(site.output()).toContain('STARTTLS required');
      await eventually('a refused attempt logged', () =>
        /by email failed \(attempt \d+\):.*STARTTLS/i.test(site.output()),
      );
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(listener.mails).toEqual([]);
    });

    it('sends in clear text only when the URL says ?tls=optional', async () => {
      const { listener } = await mailTo((port) => `smtp://forms:mail-secret@${host}:${port}?tls=optional`, { host });
      await eventually('the mail', () => listener.mails.length === 1);
      expect(listener.mails[0]).toMatchObject({ secure: false, user: 'forms' });
    });

    it('upgrades with STARTTLS when the server offers it, and speaks TLS from the start with smtps://', async () => {
      const { key, cert, certFile } = certificate(host);
      const trust = { NODE_EXTRA_CA_CERTS: certFile };
      const started = await mailTo(
        (port) => `smtp://forms:mail-secret@${host}:${port}`,
        { host, tls: { key, cert } },
        trust,
      );
      await eventually('the mail by STARTTLS', () => started.listener.mails.length === 1);
      expect(started.listener.mails[0]).toMatchObject({ secure: true, user: 'forms' });
      await site?.stop();
      await smtp?.close();

      const secure = await mailTo(
        (port) => `smtps://forms:mail-secret@${host}:${port}`,
        { host, tls: { key, cert, secure: true } },
        trust,
      );
      expect(secure.site.output()).toContain('TLS from the start');
      await eventually('the mail over TLS', () => secure.listener.mails.length === 1);
      expect(secure.listener.mails[0]).toMatchObject({ secure: true, user: 'forms' });
    });
  },
);
