import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { isLoopback } from '../../server/loopback';
import {
  databaseUrl,
  hidden,
  parseVariables,
  wholeNumber,
  withoutPassword,
  type SettingDoc,
  type SettingProblem,
} from '../../server/setting-variables';

/** The documentation of each variable of `teamEnv`, declared beside its parse. */
export const teamSettingDocs = z.registry<SettingDoc>();

/** https://, or http:// on this computer alone (a test provider, a studio tried out on a laptop). */
function secureUrl(expects: string, { originOnly = false } = {}) {
  return z.string().refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (originOnly && (url.pathname !== '/' || url.search || url.hash || url.username)) return false;
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  }, expects);
}

function addresses(value: string): string[] {
  return value
    .split(',')
    .map((each) => each.trim().toLowerCase())
    .filter(Boolean);
}

/** The site's git repository: an https:// address, or a repository's folder on this computer (bare or not). */
function isRepository(value: string): boolean {
  if (value.startsWith('https://')) return URL.canParse(value);
  const folder = resolve(value);
  const isFolder = (path: string) => existsSync(path) && statSync(path).isDirectory();
  return isFolder(folder) && (existsSync(join(folder, '.git')) || existsSync(join(folder, 'HEAD')));
}

const portExpects = 'a port number from 0 to 65535';

/** What each required variable expects: said when it is bad and when it is missing. */
const requiredExpects = {
  STUDIO_PUBLIC_URL:
    "the studio's address as the team's browsers open it, as https://studio.example.com (no path after it; http:// only for this computer)",
  STUDIO_REPOSITORY:
    "the site's git repository, as https://github.com/example/site.git, or the folder of a git repository on this computer",
  STUDIO_GITHUB_REPOSITORY: 'the GitHub repository pull requests go to, as example/site',
  STUDIO_OIDC_ISSUER: "the sign-in provider's issuer address, as https://login.example.com/realms/team",
  STUDIO_OIDC_CLIENT_ID: 'the client id the provider gave the studio',
  STUDIO_OIDC_CLIENT_SECRET: 'the client secret the provider gave the studio',
} as const;

/**
 * Every environment variable `npm run studio:team` reads, in the order the README lists them. An
 * empty variable counts as unset. Variables that need each other are checked in `pairProblems`.
 */
export const teamEnv = z.object({
  STUDIO_HOST: z.string().default('127.0.0.1').register(teamSettingDocs, {
    description: 'the address the studio listens on (`0.0.0.0`: every interface)',
  }),
  STUDIO_PORT: wholeNumber(0, 65_535, portExpects)
    .default(4175)
    .register(teamSettingDocs, { description: 'the port it listens on' }),
  STUDIO_PUBLIC_URL: secureUrl(requiredExpects.STUDIO_PUBLIC_URL, { originOnly: true }).register(teamSettingDocs, {
    description:
      "the studio's address as the team's browsers open it, `https://studio.example.com`, without a path (it answers at `/_studio/` of its own host): the sign-in provider sends people back to `<this>/_studio/auth/callback`. `http://` is taken only for this computer (`127.0.0.1`, `localhost`)",
  }),
  STUDIO_REPOSITORY: z.string().refine(isRepository, requiredExpects.STUDIO_REPOSITORY).register(teamSettingDocs, {
    description:
      "the site's git repository, which the studio clones into its data folder, fetches main from and pushes each change's branch to: `https://github.com/<owner>/<site>.git`, or a repository's folder on this computer",
  }),
  STUDIO_REPOSITORY_TOKEN: z.string().min(1).optional().register(teamSettingDocs, {
    description:
      'a token for fetching and pushing over https:// (a fine-grained token with Contents: read and write), sent in a header git is given through its environment, never in a URL or file',
    unset: "the GitHub App's tokens when `STUDIO_GITHUB_APP_ID` is set, else git's own credentials (none for a folder)",
    shown: hidden,
  }),
  STUDIO_MAIN_BRANCH: z
    .string()
    .regex(/^[\w./-]+$/, 'a branch name, as main')
    .default('main')
    .register(teamSettingDocs, {
      description: 'the branch the site is built from: changes start from it and are merged into it',
    }),
  STUDIO_GITHUB_REPOSITORY: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, requiredExpects.STUDIO_GITHUB_REPOSITORY)
    .register(teamSettingDocs, { description: 'the GitHub repository (`owner/name`) the pull requests are opened in' }),
  STUDIO_GITHUB_TOKEN: z.string().min(1).optional().register(teamSettingDocs, {
    description:
      'a token that may open, update, read and merge its pull requests and read their checks (Pull requests: write, Contents: write, Checks and Commit statuses: read): a fine-grained token, which lasts until the date it was given. Set this or the GitHub App below, not both',
    unset: 'the GitHub App of `STUDIO_GITHUB_APP_ID`',
    shown: hidden,
  }),
  STUDIO_GITHUB_APP_ID: wholeNumber(1, Number.MAX_SAFE_INTEGER, "the GitHub App's id, a whole number as 123456")
    .optional()
    .register(teamSettingDocs, {
      description:
        "a GitHub App installed on `STUDIO_GITHUB_REPOSITORY` (its id, on the App's settings page), with the permissions above: the studio makes the installation's tokens itself from the App's key, for the API and for git, and renews each before its hour is up",
      unset: '`STUDIO_GITHUB_TOKEN`',
    }),
  STUDIO_GITHUB_APP_KEY_FILE: z.string().min(1).optional().register(teamSettingDocs, {
    description: "the App's private key, the `.pem` file GitHub gave (readable by the studio alone)",
  }),
  STUDIO_GITHUB_API_URL: secureUrl("GitHub's API address, as https://api.github.com")
    .default('https://api.github.com')
    .register(teamSettingDocs, {
      description: "GitHub's API address; GitHub Enterprise Server's is `https://<host>/api/v3`",
    }),
  STUDIO_PREVIEW_SERVERS: wholeNumber(1, 100, 'a whole number of preview servers, 1 to 100')
    .default(6)
    .register(teamSettingDocs, {
      description:
        'how many preview servers run at once: each writer with a change open has one (about 600 MB of memory), and one serves main; the one unused longest stops for a new one',
    }),
  STUDIO_PREVIEW_IDLE_MINUTES: z.coerce
    .number({ error: 'a number of minutes above 0' })
    .gt(0, { error: 'a number of minutes above 0' })
    .default(20)
    .register(teamSettingDocs, {
      description: 'a preview server unused this long stops; the next request starts it again',
    }),
  STUDIO_DATA_DIR: z.string().default('./data/studio').register(teamSettingDocs, {
    description:
      "where the studio keeps its clone of the repository, each change's worktree, the preview servers' caches and its audit log (`audit.jsonl`, when `DATABASE_URL` is unset), created when missing (folders 0700, files 0600); the default sits in the git-ignored `data/`",
  }),
  DATABASE_URL: databaseUrl().optional().register(teamSettingDocs, {
    description:
      '`postgres://user:pass@host:5432/db`: the audit log in the table `studio_audit` of this database instead of `audit.jsonl`, the table made at start when missing; the studio does not start while the database cannot be reached, and a request it cannot record later fails',
    unset: '`audit.jsonl` in `STUDIO_DATA_DIR`',
    shown: withoutPassword,
  }),
  STUDIO_OIDC_ISSUER: secureUrl(requiredExpects.STUDIO_OIDC_ISSUER).register(teamSettingDocs, {
    description:
      "the sign-in provider's issuer address (OpenID Connect), e.g. `https://login.microsoftonline.com/<tenant>/v2.0`, `https://accounts.google.com`, `https://<org>.okta.com`, `https://<host>/realms/<realm>`; its `/.well-known/openid-configuration` is read at the first sign-in",
  }),
  STUDIO_OIDC_CLIENT_ID: z.string().min(1, requiredExpects.STUDIO_OIDC_CLIENT_ID).register(teamSettingDocs, {
    description: 'the client (application) id the provider gave the studio',
  }),
  STUDIO_OIDC_CLIENT_SECRET: z
    .string()
    .min(1, requiredExpects.STUDIO_OIDC_CLIENT_SECRET)
    .register(teamSettingDocs, { description: "the client's secret", shown: hidden }),
  STUDIO_EMAIL_DOMAINS: z
    .string()
    .refine(
      (value) =>
        addresses(value).length > 0 && addresses(value).every((each) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(each)),
      'e-mail domains separated by commas, as example.com',
    )
    .transform(addresses)
    .optional()
    .register(teamSettingDocs, {
      description:
        "comma-separated e-mail domains whose people may sign in (`example.com,example.co.uk`); anyone else the provider signs in is refused and the refusal logged. A second lock beside registering the studio as the organisation's own application",
      unset: 'everyone the provider signs in',
    }),
  STUDIO_PUBLISHERS: z
    .string()
    .refine(
      (value) => addresses(value).length > 0 && addresses(value).every((each) => each.includes('@')),
      'e-mail addresses separated by commas',
    )
    .transform(addresses)
    .optional()
    .register(teamSettingDocs, {
      description:
        'comma-separated e-mail addresses of the publishers (as the provider signs them in, upper or lower case alike); everyone else the provider signs in is a writer',
      unset: 'publishers only by `STUDIO_ROLE_CLAIM`',
    }),
  STUDIO_ROLE_CLAIM: z
    .string()
    .regex(/^[\w.:/-]+$/, 'the name of a claim of the sign-in, as roles or groups')
    .optional()
    .register(teamSettingDocs, {
      description:
        'a claim of the ID token that makes a publisher when it is, or (a list) holds, `STUDIO_PUBLISHER_ROLE`: `roles` (Entra app roles), `groups` (Okta, Keycloak)',
      unset: 'publishers only by `STUDIO_PUBLISHERS`',
    }),
  STUDIO_PUBLISHER_ROLE: z.string().min(1).optional().register(teamSettingDocs, {
    description: "the claim's value that makes a publisher, e.g. `Studio.Publish` or `studio-publishers`",
  }),
  STUDIO_SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'a number of minutes above 0' })
    .gt(0, { error: 'a number of minutes above 0' })
    .max(7 * 24 * 60, { error: 'a number of minutes above 0, at most a week (10080)' })
    .default(60)
    .register(teamSettingDocs, {
      description: 'a session unused this long ends, and the next request asks to sign in again',
    }),
  STUDIO_SESSION_MAX_HOURS: z.coerce
    .number({ error: 'a number of hours above 0' })
    .gt(0, { error: 'a number of hours above 0' })
    .max(24 * 30, { error: 'a number of hours above 0, at most 30 days (720)' })
    .default(12)
    .register(teamSettingDocs, {
      description:
        'a session ends this long after its sign-in, used or not; the provider usually signs the person straight back in',
    }),
  STUDIO_SIGN_IN_LIMIT: wholeNumber(1, 10_000, 'a whole number of sign-ins a minute, at least 1')
    .default(10)
    .register(teamSettingDocs, {
      description:
        'sign-ins one address may start a minute (and, counted apart, returns from the provider); more are answered 429',
    }),
  STUDIO_TRUST_PROXY: wholeNumber(0, 100, 'a whole number of reverse proxies, 0 or more')
    .default(0)
    .register(teamSettingDocs, {
      description:
        "how many reverse proxies are in front of the studio, so the sign-in limit and the audit log read each person's address from `X-Forwarded-For`",
    }),
  STUDIO_TLS_CERT_FILE: z.string().optional().register(teamSettingDocs, {
    description:
      'a PEM certificate chain: with `STUDIO_TLS_KEY_FILE` the studio speaks HTTPS (HTTP/2 and HTTP/1.1) as the production server does',
    unset: 'plain HTTP (behind a proxy that speaks TLS)',
  }),
  STUDIO_TLS_KEY_FILE: z.string().optional().register(teamSettingDocs, {
    description: "the certificate's PEM private key",
  }),
});

export type TeamVariable = keyof typeof teamEnv.shape;
type Present = Partial<Record<TeamVariable, string>>;

/** How the team studio runs, from its variables. */
export interface TeamSettings {
  host: string;
  port: number;
  /** The origin and path browsers use, without a trailing slash: `https://studio.example.com`. */
  publicUrl: string;
  /** The site's git remote: an https:// address or a folder. */
  repository: string;
  repositoryToken?: string;
  mainBranch: string;
  /** Signed in with `token`, or as the GitHub App `app` (its key's file). */
  github: { repository: string; apiUrl: string; token?: string; app?: { id: number; keyFile: string } };
  previews: { max: number; idleMs: number };
  dataDir: string;
  /** Set: the audit log in PostgreSQL; unset: in `dataDir`. */
  databaseUrl?: string;
  oidc: { issuer: string; clientId: string; clientSecret: string };
  /** Unset: everyone the provider signs in may use the studio. */
  emailDomains?: readonly string[];
  roles: { publishers: readonly string[]; claim?: { name: string; value: string } };
  sessionIdleMs: number;
  sessionMaxMs: number;
  signInLimit: number;
  trustedProxies: number;
  tls?: { certFile: string; keyFile: string };
}

/** One bad variable: its name and what it expects, in words. */

/** Thrown by `readTeamSettings`: every bad variable, one a line, values quoted (secrets not). */
export class TeamSettingsError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The team studio's settings are wrong (see "Studio for a team" in README.md):\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
    this.name = 'TeamSettingsError';
  }
}

function pairProblems(present: Present): SettingProblem<TeamVariable>[] {
  const problems: SettingProblem<TeamVariable>[] = [];
  // Variables set together or not at all: what the missing one expects when the other is set.
  const together: [TeamVariable, string, TeamVariable, string][] = [
    [
      'STUDIO_TLS_CERT_FILE',
      'the certificate file, as STUDIO_TLS_KEY_FILE is set',
      'STUDIO_TLS_KEY_FILE',
      "the certificate's private key file, as STUDIO_TLS_CERT_FILE is set",
    ],
    [
      'STUDIO_ROLE_CLAIM',
      'the name of the claim holding STUDIO_PUBLISHER_ROLE, as STUDIO_PUBLISHER_ROLE is set',
      'STUDIO_PUBLISHER_ROLE',
      "the claim's value that makes a publisher, as STUDIO_ROLE_CLAIM is set",
    ],
    [
      'STUDIO_GITHUB_APP_ID',
      "the GitHub App's id, as STUDIO_GITHUB_APP_KEY_FILE is set",
      'STUDIO_GITHUB_APP_KEY_FILE',
      "the GitHub App's private key file (.pem), as STUDIO_GITHUB_APP_ID is set",
    ],
  ];
  for (const [first, firstExpects, second, secondExpects] of together) {
    if (present[first] && !present[second]) problems.push({ name: second, expects: secondExpects });
    if (present[second] && !present[first]) problems.push({ name: first, expects: firstExpects });
  }
  const app = present.STUDIO_GITHUB_APP_ID || present.STUDIO_GITHUB_APP_KEY_FILE;
  if (!present.STUDIO_GITHUB_TOKEN && !app)
    problems.push({
      name: 'STUDIO_GITHUB_TOKEN',
      expects:
        'a GitHub token that may open, read and merge pull requests of that repository, or a GitHub App: STUDIO_GITHUB_APP_ID with STUDIO_GITHUB_APP_KEY_FILE',
    });
  if (present.STUDIO_GITHUB_TOKEN && app)
    problems.push({
      name: 'STUDIO_GITHUB_TOKEN',
      expects: 'unset when the GitHub App (STUDIO_GITHUB_APP_ID) is set: the studio signs in one way',
    });
  if (!present.STUDIO_PUBLISHERS && !present.STUDIO_ROLE_CLAIM && !present.STUDIO_PUBLISHER_ROLE)
    problems.push({
      name: 'STUDIO_PUBLISHERS',
      expects:
        "the publishers' e-mail addresses separated by commas (or STUDIO_ROLE_CLAIM with STUDIO_PUBLISHER_ROLE), so that someone can publish",
    });
  return problems;
}

/**
 * The team studio's settings from its environment, checked once at start. Throws a
 * `TeamSettingsError` naming every bad variable and what it expects, in the README's order.
 */
export function readTeamSettings(env: Record<string, string | undefined>): TeamSettings {
  const names = Object.keys(teamEnv.shape) as TeamVariable[];
  const present: Present = Object.fromEntries(names.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const read = parseVariables({
    schema: teamEnv,
    names,
    docs: teamSettingDocs,
    present,
    pairs: pairProblems,
    unsetExpects: expectsOf,
  });
  if ('problems' in read) throw new TeamSettingsError(read.problems);
  const data = read.data;
  return {
    host: data.STUDIO_HOST,
    port: data.STUDIO_PORT,
    publicUrl: data.STUDIO_PUBLIC_URL.replace(/\/+$/, ''),
    repository: data.STUDIO_REPOSITORY.startsWith('https://')
      ? data.STUDIO_REPOSITORY
      : resolve(data.STUDIO_REPOSITORY),
    ...(data.STUDIO_REPOSITORY_TOKEN && { repositoryToken: data.STUDIO_REPOSITORY_TOKEN }),
    mainBranch: data.STUDIO_MAIN_BRANCH,
    github: {
      repository: data.STUDIO_GITHUB_REPOSITORY,
      apiUrl: data.STUDIO_GITHUB_API_URL.replace(/\/+$/, ''),
      ...(data.STUDIO_GITHUB_TOKEN && { token: data.STUDIO_GITHUB_TOKEN }),
      ...(data.STUDIO_GITHUB_APP_ID &&
        data.STUDIO_GITHUB_APP_KEY_FILE && {
          app: { id: data.STUDIO_GITHUB_APP_ID, keyFile: resolve(data.STUDIO_GITHUB_APP_KEY_FILE) },
        }),
    },
    previews: { max: data.STUDIO_PREVIEW_SERVERS, idleMs: Math.round(data.STUDIO_PREVIEW_IDLE_MINUTES * 60_000) },
    dataDir: resolve(data.STUDIO_DATA_DIR),
    ...(data.DATABASE_URL && { databaseUrl: data.DATABASE_URL }),
    oidc: {
      issuer: data.STUDIO_OIDC_ISSUER,
      clientId: data.STUDIO_OIDC_CLIENT_ID,
      clientSecret: data.STUDIO_OIDC_CLIENT_SECRET,
    },
    ...(data.STUDIO_EMAIL_DOMAINS && { emailDomains: data.STUDIO_EMAIL_DOMAINS }),
    roles: {
      publishers: data.STUDIO_PUBLISHERS ?? [],
      ...(data.STUDIO_ROLE_CLAIM &&
        data.STUDIO_PUBLISHER_ROLE && { claim: { name: data.STUDIO_ROLE_CLAIM, value: data.STUDIO_PUBLISHER_ROLE } }),
    },
    sessionIdleMs: Math.round(data.STUDIO_SESSION_IDLE_MINUTES * 60_000),
    sessionMaxMs: Math.round(data.STUDIO_SESSION_MAX_HOURS * 3_600_000),
    signInLimit: data.STUDIO_SIGN_IN_LIMIT,
    trustedProxies: data.STUDIO_TRUST_PROXY,
    ...(data.STUDIO_TLS_CERT_FILE &&
      data.STUDIO_TLS_KEY_FILE && {
        tls: { certFile: resolve(data.STUDIO_TLS_CERT_FILE), keyFile: resolve(data.STUDIO_TLS_KEY_FILE) },
      }),
  };
}

/** A required variable that is unset: what it expects, as its refusal of a bad value says it. */
function expectsOf(name: PropertyKey | undefined): string {
  return (requiredExpects as Partial<Record<PropertyKey, string>>)[name ?? ''] ?? 'a value';
}
