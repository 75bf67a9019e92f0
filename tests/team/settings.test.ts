import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/project-root';
import {
  readTeamSettings,
  teamEnv as teamSchema,
  teamSettingDocs,
  type TeamVariable,
} from '../../studio/team/team-settings';
import { startProvider } from './oidc-provider';
import { freePort, runTeamStudio, scratchFolder, startTeamStudio, teamEnv } from './team-studio';

const tableStart = '<!-- team studio settings: the table is checked against studio/team/team-settings.ts -->';
const tableEnd = '<!-- end of team studio settings -->';

/** The README's table of the team studio's settings as the schema says it: name, default, description. */
function settingsTable(): string {
  const rows = (Object.keys(teamSchema.shape) as TeamVariable[]).map((name) => {
    const doc = teamSettingDocs.get(teamSchema.shape[name]);
    if (!doc) throw new Error(`${name} has no description in studio/team/team-settings.ts`);
    // A default's value, undefined for an optional variable, a failure for a required one.
    const unset = teamSchema.shape[name].safeParse(undefined);
    const value: unknown = unset.data;
    const shown = !unset.success
      ? '**required**'
      : typeof value === 'string' || typeof value === 'number'
        ? `\`${value}\``
        : (doc.unset ?? 'unset');
    return `| \`${name}\` | ${shown} | ${doc.description} |`;
  });
  return ['| variable | default | what it is |', '|---|---|---|', ...rows].join('\n');
}

describe('the team studio’s settings', () => {
  it('are listed in the README as the schema says them', () => {
    const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
    const start = readme.indexOf(tableStart);
    const end = readme.indexOf(tableEnd);
    expect(start, 'the README has the team studio settings table').toBeGreaterThan(-1);
    expect(readme.slice(start + tableStart.length, end).trim()).toBe(settingsTable());
  });

  it('when missing, stop the start naming each variable and what it expects, before it listens', async () => {
    const port = await freePort();
    const { status, output } = await runTeamStudio({ STUDIO_PORT: String(port) });
    expect(status).toBe(1);
    expect(output).toBe(
      'The team studio\'s settings are wrong (see "Studio for a team" in README.md):\n' +
        "  STUDIO_PUBLIC_URL: the studio's address as the team's browsers open it, as https://studio.example.com (no path after it; http:// only for this computer) (not set)\n" +
        "  STUDIO_REPOSITORY: the site's git repository, as https://github.com/example/site.git, or the folder of a git repository on this computer (not set)\n" +
        '  STUDIO_GITHUB_REPOSITORY: the GitHub repository pull requests go to, as example/site (not set)\n' +
        '  STUDIO_GITHUB_TOKEN: a GitHub token that may open, read and merge pull requests of that repository, or a GitHub App: STUDIO_GITHUB_APP_ID with STUDIO_GITHUB_APP_KEY_FILE (not set)\n' +
        "  STUDIO_OIDC_ISSUER: the sign-in provider's issuer address, as https://login.example.com/realms/team (not set)\n" +
        '  STUDIO_OIDC_CLIENT_ID: the client id the provider gave the studio (not set)\n' +
        '  STUDIO_OIDC_CLIENT_SECRET: the client secret the provider gave the studio (not set)\n' +
        "  STUDIO_PUBLISHERS: the publishers' e-mail addresses separated by commas (or STUDIO_ROLE_CLAIM with STUDIO_PUBLISHER_ROLE), so that someone can publish (not set)\n",
    );
  });

  it('when bad, name each bad variable, quote its value (never the secret’s) and say what it expects', async () => {
    const notARepository = scratchFolder('not-a-repo');
    const { status, output } = await runTeamStudio({
      STUDIO_PORT: '70000',
      STUDIO_PUBLIC_URL: 'http://studio.example.com',
      STUDIO_REPOSITORY: notARepository,
      STUDIO_GITHUB_REPOSITORY: 'https://github.com/example/site',
      STUDIO_OIDC_ISSUER: 'login.example.com',
      STUDIO_OIDC_CLIENT_ID: 'team-studio',
      STUDIO_OIDC_CLIENT_SECRET: 'secret-value',
      STUDIO_EMAIL_DOMAINS: '@example.com',
      STUDIO_PUBLISHERS: 'carol',
      STUDIO_ROLE_CLAIM: 'groups',
      STUDIO_SESSION_IDLE_MINUTES: '0',
      STUDIO_SIGN_IN_LIMIT: 'many',
      STUDIO_TRUST_PROXY: '-1',
      STUDIO_TLS_CERT_FILE: 'studio.crt',
    });
    expect(status).toBe(1);
    expect(output).toBe(
      'The team studio\'s settings are wrong (see "Studio for a team" in README.md):\n' +
        '  STUDIO_PORT: a port number from 0 to 65535 (got "70000")\n' +
        `  STUDIO_PUBLIC_URL: the studio's address as the team's browsers open it, as https://studio.example.com (no path after it; http:// only for this computer) (got "http://studio.example.com")\n` +
        `  STUDIO_REPOSITORY: the site's git repository, as https://github.com/example/site.git, or the folder of a git repository on this computer (got ${JSON.stringify(notARepository)})\n` +
        '  STUDIO_GITHUB_REPOSITORY: the GitHub repository pull requests go to, as example/site (got "https://github.com/example/site")\n' +
        '  STUDIO_GITHUB_TOKEN: a GitHub token that may open, read and merge pull requests of that repository, or a GitHub App: STUDIO_GITHUB_APP_ID with STUDIO_GITHUB_APP_KEY_FILE (not set)\n' +
        `  STUDIO_OIDC_ISSUER: the sign-in provider's issuer address, as https://login.example.com/realms/team (got "login.example.com")\n` +
        '  STUDIO_EMAIL_DOMAINS: e-mail domains separated by commas, as example.com (got "@example.com")\n' +
        '  STUDIO_PUBLISHERS: e-mail addresses separated by commas (got "carol")\n' +
        "  STUDIO_PUBLISHER_ROLE: the claim's value that makes a publisher, as STUDIO_ROLE_CLAIM is set (not set)\n" +
        '  STUDIO_SESSION_IDLE_MINUTES: a number of minutes above 0 (got "0")\n' +
        '  STUDIO_SIGN_IN_LIMIT: a whole number of sign-ins a minute, at least 1 (got "many")\n' +
        '  STUDIO_TRUST_PROXY: a whole number of reverse proxies, 0 or more (got "-1")\n' +
        "  STUDIO_TLS_KEY_FILE: the certificate's private key file, as STUDIO_TLS_CERT_FILE is set (not set)\n",
    );
    expect(output).not.toContain('secret-value');
  });

  it('take a GitHub token or a GitHub App, its id with its key, never both', async () => {
    const { STUDIO_GITHUB_TOKEN: _token, ...env } = teamEnv(await freePort(), 'https://login.example.com');
    const problemsOf = (more: Record<string, string>) => {
      try {
        return readTeamSettings({ ...env, ...more }).github;
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.trim());
      }
    };
    expect(problemsOf({ STUDIO_GITHUB_APP_ID: '123456' })).toEqual([
      "STUDIO_GITHUB_APP_KEY_FILE: the GitHub App's private key file (.pem), as STUDIO_GITHUB_APP_ID is set (not set)",
    ]);
    expect(problemsOf({ STUDIO_GITHUB_APP_KEY_FILE: 'app.pem' })).toEqual([
      "STUDIO_GITHUB_APP_ID: the GitHub App's id, as STUDIO_GITHUB_APP_KEY_FILE is set (not set)",
    ]);
    expect(problemsOf({ STUDIO_GITHUB_APP_ID: 'my-app', STUDIO_GITHUB_APP_KEY_FILE: 'app.pem' })).toEqual([
      'STUDIO_GITHUB_APP_ID: the GitHub App\'s id, a whole number as 123456 (got "my-app")',
    ]);
    expect(
      problemsOf({
        STUDIO_GITHUB_TOKEN: 'github_pat_x',
        STUDIO_GITHUB_APP_ID: '123456',
        STUDIO_GITHUB_APP_KEY_FILE: 'app.pem',
      }),
    ).toEqual([
      'STUDIO_GITHUB_TOKEN: unset when the GitHub App (STUDIO_GITHUB_APP_ID) is set: the studio signs in one way (got 12 characters, not shown)',
    ]);
    expect(problemsOf({ STUDIO_GITHUB_APP_ID: '123456', STUDIO_GITHUB_APP_KEY_FILE: 'app.pem' })).toMatchObject({
      app: { id: 123456, keyFile: join(process.cwd(), 'app.pem') },
    });
    expect(problemsOf({ STUDIO_GITHUB_TOKEN: 'github_pat_x' })).toMatchObject({ token: 'github_pat_x' });
  });

  it('take the public address without a path, and https:// or a loopback http:// only', async () => {
    const env = teamEnv(await freePort(), 'https://login.example.com');
    const problemOf = (publicUrl: string) => {
      try {
        readTeamSettings({ ...env, STUDIO_PUBLIC_URL: publicUrl });
        return undefined;
      } catch (error) {
        return (error as Error).message.split('\n')[1]?.trim();
      }
    };
    for (const bad of [
      'https://example.com/studio',
      'https://example.com/?x=1',
      'http://10.0.0.5:4175',
      'ftp://example.com',
    ])
      expect(problemOf(bad), bad).toMatch(
        /^STUDIO_PUBLIC_URL: .* \(no path after it; http:\/\/ only for this computer\)/,
      );
    for (const good of ['https://studio.example.com', 'https://studio.example.com/', 'http://localhost:4175'])
      expect(problemOf(good), good).toBeUndefined();
    expect(readTeamSettings({ ...env, STUDIO_PUBLIC_URL: 'https://studio.example.com/' }).publicUrl).toBe(
      'https://studio.example.com',
    );
  });

  it('stop the start when the data folder cannot be written, naming STUDIO_DATA_DIR', async () => {
    const port = await freePort();
    const blocker = join(scratchFolder('blocked'), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const env = teamEnv(port, 'http://127.0.0.1:9/', { STUDIO_DATA_DIR: join(blocker, 'studio-data') });
    const { status, output } = await runTeamStudio(env);
    expect(status).toBe(1);
    expect(output).toMatch(/^STUDIO_DATA_DIR: cannot write the studio's repository in .*a-file\/studio-data: ENOTDIR/);
    expect(existsSync(join(blocker, 'studio-data'))).toBe(false);
  });

  it('let the studio start while the provider is down; a sign-in then says so (502) and works once it is back', async () => {
    const port = await freePort();
    const providerPort = await freePort();
    const studio = await startTeamStudio(teamEnv(port, `http://127.0.0.1:${providerPort}`));
    try {
      const down = await fetch(`${studio.url}/_studio/sign-in`, { redirect: 'manual' });
      expect(down.status).toBe(502);
      expect(await down.text()).toContain(
        `The sign-in provider at http://127.0.0.1:${providerPort} could not be reached or did not describe itself`,
      );
      const provider = await startProvider([`${studio.url}/_studio/auth/callback`], providerPort);
      try {
        const back = await fetch(`${studio.url}/_studio/sign-in`, { redirect: 'manual' });
        expect(back.status).toBe(303);
        expect(back.headers.get('location')).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
      } finally {
        await provider.close();
      }
    } finally {
      await studio.stop();
    }
  });
});
