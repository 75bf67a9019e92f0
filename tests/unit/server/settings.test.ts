import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerSettings, readStoreSettings, ServerSettingsError } from '../../../server/settings';

const secret = `whsec_${Buffer.from('sixteen bytes or more, surely').toString('base64')}`;

/** The lines of the error `readServerSettings` throws for `env`, one per bad variable. */
function problems(env: Record<string, string>): readonly string[] {
  try {
    readServerSettings(env);
  } catch (error) {
    if (error instanceof ServerSettingsError) return error.problems;
    throw error;
  }
  throw new Error(`no problem found in ${JSON.stringify(env)}`);
}

describe('server settings', () => {
  it('default to what the server always did, with nothing set', () => {
    expect(readServerSettings({})).toEqual({
      host: '127.0.0.1',
      port: 4173,
      siteUrl: 'https://www.northstar-technologies.example',
      limits: { maxConnectionsPerAddress: 100 },
      forms: { dataDir: resolve('data'), formRateLimit: 20, trustedProxies: 0, notify: { retryScale: 1 } },
    });
  });

  it('refuse TLS half set, a redirect port without TLS, and a short health token', () => {
    expect(() =>
      readServerSettings({ TLS_CERT_FILE: 'c.pem', HTTP_REDIRECT_PORT: '80', HEALTH_TOKEN: 'short' }),
    ).toThrow(
      "TLS_KEY_FILE: the certificate's private key file, as TLS_CERT_FILE is set (not set)\n" +
        '  HTTP_REDIRECT_PORT: unset unless TLS_CERT_FILE and TLS_KEY_FILE are set: it redirects to the HTTPS server (got "80")\n' +
        '  HEALTH_TOKEN: at least 16 characters (got 5 characters, not shown)',
    );
  });

  it('count an empty variable as unset', () => {
    expect(readServerSettings({ HOST: '', PORT: '', DATA_DIR: '', FORM_RETENTION_DAYS: '', SMTP_URL: '' })).toEqual(
      readServerSettings({}),
    );
  });

  it('read every variable that is set', () => {
    const settings = readServerSettings({
      HOST: '0.0.0.0',
      PORT: '8080',
      DIST_DIR: 'build-output',
      DATA_DIR: '/var/lib/site',
      DATABASE_URL: 'postgres://site:pw@db.example:5432/forms',
      FORM_RATE_LIMIT: '5',
      TRUST_PROXY: '2',
      FORM_RETENTION_DAYS: '30',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      FORM_NOTIFY_EMAIL: 'a@example.com',
      FORM_NOTIFY_EMAIL_INQUIRY: 'sales@example.com, b@example.com',
      FORM_NOTIFY_FROM: 'Website <web@example.com>',
      FORM_WEBHOOK_URL: 'https://hooks.example/t/token',
      FORM_WEBHOOK_SECRET: secret,
      FORM_RETRY_SCALE: '0.001',
      SITE_URL: 'https://www.example.com/ignored-path',
      TLS_CERT_FILE: 'tls/cert.pem',
      TLS_KEY_FILE: '/etc/site/key.pem',
      HTTP_REDIRECT_PORT: '8081',
      MAX_CONNECTIONS: '300',
      MAX_CONNECTIONS_PER_ADDRESS: '20',
      HEALTH_TOKEN: 'a-token-of-twenty-chars',
    });
    expect(settings).toEqual({
      host: '0.0.0.0',
      port: 8080,
      siteUrl: 'https://www.example.com',
      tls: { certFile: resolve('tls/cert.pem'), keyFile: '/etc/site/key.pem' },
      redirectPort: 8081,
      limits: { maxConnections: 300, maxConnectionsPerAddress: 20 },
      healthToken: 'a-token-of-twenty-chars',
      distDir: resolve('build-output'),
      forms: {
        dataDir: '/var/lib/site',
        databaseUrl: 'postgres://site:pw@db.example:5432/forms',
        formRateLimit: 5,
        trustedProxies: 2,
        retentionDays: 30,
        notify: {
          email: {
            smtpUrl: 'smtps://user:pw@mail.example:465',
            from: 'Website <web@example.com>',
            recipients: {
              inquiry: ['sales@example.com', 'b@example.com'],
              contact: ['a@example.com'],
              newsletter: ['a@example.com'],
              application: ['a@example.com'],
            },
          },
          webhook: { url: 'https://hooks.example/t/token', secret },
          retryScale: 0.001,
        },
      },
    });
  });

  it('name each bad value and what it expects, in the order of the README', () => {
    expect(
      problems({
        FORM_RETRY_SCALE: '0',
        PORT: 'http',
        FORM_RATE_LIMIT: '0',
        TRUST_PROXY: '-1.5',
        FORM_RETENTION_DAYS: 'a week',
        DATABASE_URL: 'mysql://site:hunter2@db.example/forms',
        FORM_NOTIFY_FROM: 'web',
      }),
    ).toEqual([
      'PORT: a port number from 0 to 65535 (got "http")',
      'DATABASE_URL: a PostgreSQL URL, postgres://user:pass@host:5432/db (got "mysql://site:***@db.example/forms")',
      'FORM_RATE_LIMIT: a whole number of submissions a minute, at least 1 (got "0")',
      'TRUST_PROXY: a whole number of reverse proxies, 0 or more (got "-1.5")',
      'FORM_RETENTION_DAYS: a whole number of days, at least 1 (got "a week")',
      'FORM_NOTIFY_FROM: an email address (got "web")',
      'FORM_RETRY_SCALE: a number above 0 (got "0")',
    ]);
    expect(problems({ PORT: '65536' })).toEqual(['PORT: a port number from 0 to 65535 (got "65536")']);
  });

  it('say it all in one error whose message lists every line', () => {
    expect(() => readServerSettings({ PORT: 'x', TRUST_PROXY: 'y' })).toThrow(
      'The server\'s settings are wrong (see "Server settings" in README.md):\n' +
        '  PORT: a port number from 0 to 65535 (got "x")\n' +
        '  TRUST_PROXY: a whole number of reverse proxies, 0 or more (got "y")',
    );
  });

  it('refuse a half-configured channel, naming what is missing', () => {
    expect(problems({ FORM_NOTIFY_EMAIL_CONTACT: 'c@example.com' })).toEqual([
      'SMTP_URL: the mail server as smtp://user:pass@host:587 or smtps://…:465, as FORM_NOTIFY_EMAIL_CONTACT is set (not set)',
    ]);
    expect(problems({ SMTP_URL: 'smtp://mail.example' })).toEqual([
      'FORM_NOTIFY_EMAIL: who gets the mail SMTP_URL sends: email addresses separated by commas, or FORM_NOTIFY_EMAIL_<FORM> for one form (not set)',
    ]);
    expect(problems({ FORM_WEBHOOK_URL: 'https://hooks.example/x' })).toEqual([
      'FORM_WEBHOOK_SECRET: whsec_ and at least 16 bytes in base64, as FORM_WEBHOOK_URL is set and the two go together (not set)',
    ]);
    expect(problems({ FORM_WEBHOOK_SECRET: secret })).toEqual([
      'FORM_WEBHOOK_URL: an http:// or https:// URL, as FORM_WEBHOOK_SECRET is set and the two go together (not set)',
    ]);
  });

  it('never show a password, a secret or a webhook path in the message', () => {
    expect(
      problems({
        SMTP_URL: 'mail.example:587',
        FORM_NOTIFY_EMAIL: 'sales',
        FORM_WEBHOOK_URL: 'ftp://hooks.example/t/secret-token',
        FORM_WEBHOOK_SECRET: 'whsec_c2hvcnQ=',
      }),
    ).toEqual([
      'SMTP_URL: the mail server as smtp://user:pass@host:587 or smtps://…:465 (got a value that is not a URL, not shown)',
      'FORM_NOTIFY_EMAIL: email addresses separated by commas (got "sales")',
      'FORM_WEBHOOK_URL: an http:// or https:// URL (got "ftp://hooks.example/…")',
      'FORM_WEBHOOK_SECRET: whsec_ and at least 16 bytes in base64 (got 14 characters, not shown)',
    ]);
    expect(problems({ SMTP_URL: 'http://user:pw@mail.example', FORM_NOTIFY_EMAIL: 'a@example.com' })).toEqual([
      'SMTP_URL: the mail server as smtp://user:pass@host:587 or smtps://…:465 (got "http://user:***@mail.example/")',
    ]);
    expect(problems({ SMTP_URL: 'user:pw@mail', FORM_NOTIFY_EMAIL: 'a@example.com' })).toEqual([
      'SMTP_URL: the mail server as smtp://user:pass@host:587 or smtps://…:465 (got a value that is not a URL, not shown)',
    ]);
  });

  it('give the submissions command the store alone, so a mail setting cannot stop it', () => {
    expect(readStoreSettings({ DATA_DIR: 'somewhere', SMTP_URL: 'smtp://mail.example' })).toEqual({
      dataDir: resolve('somewhere'),
    });
    expect(() => readStoreSettings({ DATABASE_URL: 'db.example' })).toThrow(
      'DATABASE_URL: a PostgreSQL URL, postgres://user:pass@host:5432/db (got a value that is not a URL, not shown)',
    );
  });

  it('are read in server/settings.ts alone: no other server file reads a variable', () => {
    const files = readdirSync('server', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const reads = files.flatMap((file) =>
      [...readFileSync(join('server', file), 'utf8').matchAll(/\benv(?:\.|\[)\s*['"`]?(\w+)/g)].map(
        ([, name]) => `${file}: ${name}`,
      ),
    );
    // serve.ts sets NODE_ENV for React before anything loads; it is not a setting of the server.
    expect(reads.filter((read) => !read.startsWith('settings.ts:'))).toEqual(['serve.ts: NODE_ENV']);
  });
});
