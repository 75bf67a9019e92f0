import { resolve } from 'node:path';
import { z } from 'zod';
import { formIds, type FormId } from '../src/forms/form-definition';
import { site } from '../src/site';
import type { FormSettings } from './forms/site-forms';
import type { NotifySettings } from './outbox/notify-settings';
import { webhookKey } from './outbox/webhook-signature';
import {
  databaseUrl,
  hidden,
  parseVariables,
  urlWith,
  wholeNumber,
  withoutPassword,
  type SettingDoc,
  type SettingProblem,
} from './setting-variables';

/** Submissions per minute per address when `FORM_RATE_LIMIT` is unset. */
export const defaultFormRateLimit = 20;

/** Open connections per client address when `MAX_CONNECTIONS_PER_ADDRESS` is unset. */
export const defaultConnectionsPerAddress = 100;

/** The documentation of each variable of `serverEnv`, declared beside its parse. */
export const settingDocs = z.registry<SettingDoc>();

function addresses(value: string): string[] {
  return value
    .split(',')
    .map((each) => each.trim())
    .filter(Boolean);
}

const addressList = z
  .string()
  .refine(
    (value) => addresses(value).length > 0 && addresses(value).every((each) => each.includes('@')),
    'email addresses separated by commas',
  )
  .transform(addresses);

function isWebhookSecret(value: string): boolean {
  try {
    webhookKey(value);
    return true;
  } catch {
    return false;
  }
}

const originOnly = (value: string) => {
  try {
    return `"${new URL(value).origin}/…"`;
  } catch {
    return hidden(value);
  }
};

type RecipientVariable = `FORM_NOTIFY_EMAIL_${Uppercase<FormId>}`;
const recipientVariable = (id: FormId) => `FORM_NOTIFY_EMAIL_${id.toUpperCase()}` as RecipientVariable;

const formRecipients = Object.fromEntries(
  formIds.map((id) => [
    recipientVariable(id),
    addressList.optional().register(settingDocs, {
      description: `the ${id} form's recipients, instead of \`FORM_NOTIFY_EMAIL\``,
      unset: '`FORM_NOTIFY_EMAIL`',
    }),
  ]),
) as Record<RecipientVariable, z.ZodOptional<typeof addressList>>;

const smtpUrlExpects = 'the mail server as smtp://user:pass@host:587 or smtps://…:465';
const webhookSecretExpects = 'whsec_ and at least 16 bytes in base64';
const webhookUrlExpects = 'an http:// or https:// URL';

/**
 * Every environment variable the server reads, in the order the README lists them. An empty
 * variable counts as unset. Variables that need each other are checked in `pairProblems`.
 */
export const serverEnv = z.object({
  HOST: z.string().default('127.0.0.1').register(settingDocs, {
    description: 'the address the server listens on (`0.0.0.0`: every interface)',
  }),
  PORT: wholeNumber(0, 65_535, 'a port number from 0 to 65535')
    .default(4173)
    .register(settingDocs, { description: 'the port it listens on' }),
  SITE_URL: urlWith(['http:', 'https:'], "the site's address, as https://www.example.com")
    .optional()
    .register(settingDocs, {
      description:
        'the origin visitors use: form posts are taken only from it (a loopback origin here lets every loopback origin post, for tests), and the HTTPS redirect goes to its host',
      unset: '`url` in `src/site.ts`',
    }),
  TLS_CERT_FILE: z.string().optional().register(settingDocs, {
    description:
      'a PEM certificate chain: with `TLS_KEY_FILE` the server speaks HTTPS (HTTP/2 and HTTP/1.1) on `PORT` and sends `Strict-Transport-Security`; SIGHUP reads both files again without dropping connections',
    unset: 'plain HTTP (behind a proxy that speaks TLS)',
  }),
  TLS_KEY_FILE: z.string().optional().register(settingDocs, {
    description: "the certificate's PEM private key",
  }),
  HTTP_REDIRECT_PORT: wholeNumber(0, 65_535, 'a port number from 0 to 65535').optional().register(settingDocs, {
    description:
      "with TLS, a plain-HTTP port on `HOST` that answers every request with 308 to the same path on `SITE_URL`'s host over HTTPS",
    unset: 'no plain-HTTP port',
  }),
  MAX_CONNECTIONS: wholeNumber(1, 1_000_000, 'a whole number of connections, at least 1')
    .optional()
    .register(settingDocs, {
      description:
        'open connections the server keeps at most; more are closed at once. Headers must arrive within 10 s, a whole request within 30 s, and an idle keep-alive connection is closed after 5 s',
      unset: "the process's open-file limit less 128, at most 4096",
    }),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber(1, 1_000_000, 'a whole number of connections, at least 1')
    .default(defaultConnectionsPerAddress)
    .register(settingDocs, {
      description:
        "open connections one client address may hold; not applied behind `TRUST_PROXY`, where every connection is the proxy's",
    }),
  HEALTH_TOKEN: z.string().min(16, 'at least 16 characters').optional().register(settingDocs, {
    description:
      '`/healthz` gives its details (store, problems, outbox counts) to `Authorization: Bearer <token>` as well as to loopback; anyone else gets only `{"status":"ok"}` or `{"status":"degraded"}`',
    unset: 'details to loopback only',
    shown: hidden,
  }),
  DIST_DIR: z.string().optional().register(settingDocs, {
    description: 'the built site to serve',
    unset: '`dist/` beside `dist-server/`',
  }),
  DATA_DIR: z.string().default('./data').register(settingDocs, {
    description:
      'where submissions are stored when `DATABASE_URL` is unset, created when missing: one `<form>.jsonl` per form and `outbox.jsonl`',
  }),
  DATABASE_URL: databaseUrl().optional().register(settingDocs, {
    description:
      '`postgres://user:pass@host:5432/db`: submissions and outbox in PostgreSQL instead of `DATA_DIR`; the schema is created or migrated at start',
    unset: 'the files in `DATA_DIR`',
    shown: withoutPassword,
  }),
  FORM_RATE_LIMIT: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number of submissions a minute, at least 1')
    .default(defaultFormRateLimit)
    .register(settingDocs, { description: 'the submissions per minute each address may make' }),
  TRUST_PROXY: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a whole number of reverse proxies, 0 or more')
    .default(0)
    .register(settingDocs, {
      description:
        "how many reverse proxies are in front of the server, so the rate limit counts each visitor's address from `X-Forwarded-For` rather than the proxy's",
    }),
  FORM_RETENTION_DAYS: wholeNumber(1, Number.MAX_SAFE_INTEGER, 'a whole number of days, at least 1')
    .optional()
    .register(settingDocs, {
      description: 'remove submissions (and their outbox entries) older than this many days, at start and daily',
      unset: 'keep everything',
    }),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], smtpUrlExpects).optional().register(settingDocs, {
    description:
      'the mail server for notifications, e.g. `smtp://user:pass@mail.example:587` (STARTTLS required unless the host is loopback or the URL ends in `?tls=optional`) or `smtps://…:465`',
    unset: 'no mail',
    shown: withoutPassword,
  }),
  FORM_NOTIFY_EMAIL: addressList
    .optional()
    .register(settingDocs, { description: "comma-separated recipients of every form's mail" }),
  ...formRecipients,
  FORM_NOTIFY_FROM: z
    .string()
    .refine((value) => value.includes('@'), 'an email address')
    .optional()
    .register(settingDocs, {
      description: "the mails' sender",
      unset: "the site's general address in `src/site.ts`",
    }),
  FORM_WEBHOOK_URL: urlWith(['http:', 'https:'], webhookUrlExpects).optional().register(settingDocs, {
    description:
      "a signed JSON POST per submission (Standard Webhooks: `webhook-id` is the submission's id, `webhook-signature: v1,…`); any 2xx is success, 10 s timeout",
    unset: 'no webhook',
    shown: originOnly,
  }),
  FORM_WEBHOOK_SECRET: z.string().refine(isWebhookSecret, webhookSecretExpects).optional().register(settingDocs, {
    description: "the webhook's signing secret, `whsec_<base64>` of at least 16 bytes",
    shown: hidden,
  }),
  FORM_RETRY_SCALE: z.coerce
    .number({ error: 'a number above 0' })
    .gt(0, { error: 'a number above 0' })
    .default(1)
    .register(settingDocs, { description: 'multiplies every retry wait (tests use `0.001`: an hour is 3.6 s)' }),
});

export type ServerEnv = z.output<typeof serverEnv>;
export type ServerVariable = keyof typeof serverEnv.shape;

export interface ServerSettings {
  host: string;
  port: number;
  /** The site's origin, `https://www.example.com`: the Origin check and the HTTPS redirect. */
  siteUrl: string;
  /** HTTPS on `port` with these PEM files; unset: plain HTTP. */
  tls?: { certFile: string; keyFile: string };
  /** A plain-HTTP port redirecting to HTTPS (only with `tls`). */
  redirectPort?: number;
  /** Unset `maxConnections`: from the open-file limit (`connection-limits.ts`). */
  limits: { maxConnections?: number; maxConnectionsPerAddress: number };
  healthToken?: string;
  /** Unset: the caller's default (`dist/` beside the server's own folder). */
  distDir?: string;
  forms: FormSettings & { notify: NotifySettings };
}

/** Thrown by `readServerSettings`: every bad variable, one a line, values quoted (secrets not). */
export class ServerSettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The server's settings are wrong (see "Server settings" in README.md):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    this.name = 'ServerSettingsError';
  }
}

type Present = Partial<Record<ServerVariable, string>>;

/** Half-configured channels, refused at start rather than noticed when the first lead goes nowhere. */
function pairProblems(present: Present): SettingProblem<ServerVariable>[] {
  const problems: SettingProblem<ServerVariable>[] = [];
  const recipientSet = (['FORM_NOTIFY_EMAIL', ...formIds.map(recipientVariable)] as const).find(
    (name) => present[name],
  );
  if (recipientSet && !present.SMTP_URL)
    problems.push({ name: 'SMTP_URL', expects: `${smtpUrlExpects}, as ${recipientSet} is set` });
  if (present.SMTP_URL && !recipientSet)
    problems.push({
      name: 'FORM_NOTIFY_EMAIL',
      expects:
        'who gets the mail SMTP_URL sends: email addresses separated by commas, or FORM_NOTIFY_EMAIL_<FORM> for one form',
    });
  if (present.TLS_CERT_FILE && !present.TLS_KEY_FILE)
    problems.push({ name: 'TLS_KEY_FILE', expects: "the certificate's private key file, as TLS_CERT_FILE is set" });
  if (present.TLS_KEY_FILE && !present.TLS_CERT_FILE)
    problems.push({ name: 'TLS_CERT_FILE', expects: 'the certificate file, as TLS_KEY_FILE is set' });
  if (present.HTTP_REDIRECT_PORT && !(present.TLS_CERT_FILE && present.TLS_KEY_FILE))
    problems.push({
      name: 'HTTP_REDIRECT_PORT',
      expects: 'unset unless TLS_CERT_FILE and TLS_KEY_FILE are set: it redirects to the HTTPS server',
    });
  if (present.FORM_WEBHOOK_URL && !present.FORM_WEBHOOK_SECRET)
    problems.push({
      name: 'FORM_WEBHOOK_SECRET',
      expects: `${webhookSecretExpects}, as FORM_WEBHOOK_URL is set and the two go together`,
    });
  if (present.FORM_WEBHOOK_SECRET && !present.FORM_WEBHOOK_URL)
    problems.push({
      name: 'FORM_WEBHOOK_URL',
      expects: `${webhookUrlExpects}, as FORM_WEBHOOK_SECRET is set and the two go together`,
    });
  return problems;
}

/** The settings as the server uses them, from parsed variables. */
function settingsOf(env: ServerEnv): ServerSettings {
  const everyForm = env.FORM_NOTIFY_EMAIL ?? [];
  const recipients = Object.fromEntries(formIds.map((id) => [id, env[recipientVariable(id)] ?? everyForm])) as Record<
    FormId,
    string[]
  >;
  return {
    host: env.HOST,
    port: env.PORT,
    siteUrl: new URL(env.SITE_URL ?? site.url).origin,
    ...(env.TLS_CERT_FILE &&
      env.TLS_KEY_FILE && { tls: { certFile: resolve(env.TLS_CERT_FILE), keyFile: resolve(env.TLS_KEY_FILE) } }),
    ...(env.HTTP_REDIRECT_PORT !== undefined && { redirectPort: env.HTTP_REDIRECT_PORT }),
    limits: {
      ...(env.MAX_CONNECTIONS !== undefined && { maxConnections: env.MAX_CONNECTIONS }),
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
    },
    ...(env.HEALTH_TOKEN && { healthToken: env.HEALTH_TOKEN }),
    ...(env.DIST_DIR && { distDir: resolve(env.DIST_DIR) }),
    forms: {
      dataDir: resolve(env.DATA_DIR),
      formRateLimit: env.FORM_RATE_LIMIT,
      trustedProxies: env.TRUST_PROXY,
      ...(env.DATABASE_URL && { databaseUrl: env.DATABASE_URL }),
      notify: {
        ...(env.SMTP_URL && {
          email: { smtpUrl: env.SMTP_URL, from: env.FORM_NOTIFY_FROM ?? site.generalEmail, recipients },
        }),
        ...(env.FORM_WEBHOOK_URL &&
          env.FORM_WEBHOOK_SECRET && { webhook: { url: env.FORM_WEBHOOK_URL, secret: env.FORM_WEBHOOK_SECRET } }),
        retryScale: env.FORM_RETRY_SCALE,
      },
      ...(env.FORM_RETENTION_DAYS !== undefined && { retentionDays: env.FORM_RETENTION_DAYS }),
    },
  };
}

/**
 * The variables of `schema` (all of `serverEnv` or a pick of it) from `env`, parsed, or a
 * `ServerSettingsError` naming every bad one in the order of the README's table.
 */
function parseServerVariables<Schema extends z.ZodObject>(
  schema: Schema,
  env: Record<string, string | undefined>,
  pairs: (present: Present) => SettingProblem<ServerVariable>[] = () => [],
): z.output<Schema> {
  const names = (Object.keys(serverEnv.shape) as ServerVariable[]).filter((name) => name in schema.shape);
  const present: Present = Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const read = parseVariables({ schema, names, docs: settingDocs, present, pairs });
  if ('problems' in read) throw new ServerSettingsError(read.problems);
  return read.data;
}

/**
 * The server's settings from its environment, checked once at start. Throws a
 * `ServerSettingsError` naming every bad variable and what it expects.
 */
export function readServerSettings(env: Record<string, string | undefined>): ServerSettings {
  return settingsOf(parseServerVariables(serverEnv, env, pairProblems));
}

/** The store's settings alone, for the `submissions` command, which sends nothing. */
export function readStoreSettings(
  env: Record<string, string | undefined>,
): Pick<FormSettings, 'dataDir' | 'databaseUrl'> {
  const store = parseServerVariables(serverEnv.pick({ DATA_DIR: true, DATABASE_URL: true }), env);
  return { dataDir: resolve(store.DATA_DIR), ...(store.DATABASE_URL && { databaseUrl: store.DATABASE_URL }) };
}
