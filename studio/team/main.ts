import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../builder/project-root';
import type { AuditLog } from './audit-log';
import { reviewReportFor } from './changes/review-report';
import { GitHubAppTokens, gitHubAppNames, readAppKey } from './github-app';
import { WriterChanges } from './changes/writer-changes';
import { PreviewServers } from './preview-servers';
import { createTeamStudio, studioCsp } from './team-studio';
import { callbackPath } from './sign-in';
import { createTeamServer } from './team-server';
import { readTeamSettings, TeamSettingsError, type TeamSettings } from './team-settings';

/** `npm run studio:team`: the studio for a team, one process. Settings from the environment (README). */

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The settings, or the process ends here with every bad variable named, before anything is opened. */
function settingsOrExit(): TeamSettings {
  try {
    return readTeamSettings(process.env);
  } catch (error) {
    if (!(error instanceof TeamSettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const settings = settingsOrExit();

let tls: { cert: Buffer; key: Buffer } | undefined;
try {
  tls = settings.tls && { cert: readFileSync(settings.tls.certFile), key: readFileSync(settings.tls.keyFile) };
} catch (error) {
  console.error(`STUDIO_TLS_CERT_FILE, STUDIO_TLS_KEY_FILE: cannot read the certificate or its key: ${message(error)}`);
  process.exit(1);
}

/** The GitHub App's installation tokens, when the studio signs in as an App rather than with a token. */
let appTokens: GitHubAppTokens | undefined;
if (settings.github.app) {
  try {
    appTokens = new GitHubAppTokens({
      apiUrl: settings.github.apiUrl,
      appId: settings.github.app.id,
      key: readAppKey(readFileSync(settings.github.app.keyFile, 'utf8')),
      repository: settings.github.repository,
    });
  } catch (error) {
    console.error(`STUDIO_GITHUB_APP_KEY_FILE: cannot use ${settings.github.app.keyFile}: ${message(error)}`);
    process.exit(1);
  }
}
const repositoryToken =
  settings.repositoryToken ?? (appTokens && settings.repository.startsWith('https://') ? appTokens.token : undefined);

const cspNonce = randomBytes(18).toString('base64url');
let changes: WriterChanges;
try {
  changes = await WriterChanges.create({
    dataDir: settings.dataDir,
    remote: settings.repository,
    mainBranch: settings.mainBranch,
    studio: { name: 'Studio', email: 'studio@localhost' },
    ...(repositoryToken && { remoteToken: repositoryToken }),
  });
} catch (error) {
  console.error(`STUDIO_DATA_DIR: cannot write the studio's repository in ${settings.dataDir}: ${message(error)}`);
  process.exit(1);
}
const previews = new PreviewServers({
  projectRoot,
  dataDir: join(settings.dataDir, 'previews'),
  cspNonce,
  max: settings.previews.max,
  idleMs: settings.previews.idleMs,
  log: console.error,
});
const studio = (audit: AuditLog) =>
  createTeamStudio({
    changes,
    previews,
    audit,
    target: {
      github: appTokens
        ? { apiUrl: settings.github.apiUrl, token: appTokens.token, names: gitHubAppNames }
        : {
            apiUrl: settings.github.apiUrl,
            token: settings.github.token ?? '',
            names: {
              token: 'STUDIO_GITHUB_TOKEN',
              repository: 'STUDIO_GITHUB_REPOSITORY',
              permissions:
                'STUDIO_GITHUB_TOKEN may not do this in STUDIO_GITHUB_REPOSITORY: it needs Pull requests and Contents: read and write, Checks and Commit statuses: read.',
            },
          },
      repository: settings.github.repository,
    },
    reportFor: reviewReportFor({ nodeModules: join(projectRoot, 'node_modules'), log: () => {} }),
    studioCsp: studioCsp(cspNonce),
    projectRoot,
    dataDir: settings.dataDir,
  });
const { server, shutdown, audit } = createTeamServer({ settings, ...(tls && { tls }), studio });
try {
  await audit.open();
} catch (error) {
  // An AuditLogError names the setting (STUDIO_DATA_DIR or DATABASE_URL, masked) and what went wrong.
  console.error(message(error));
  process.exit(1);
}

server.once('error', (error) => {
  console.error(`STUDIO_HOST, STUDIO_PORT: cannot listen on ${settings.host}:${settings.port}: ${message(error)}`);
  process.exit(1);
});
server.listen({ port: settings.port, host: settings.host }, () => {
  const scheme = tls ? 'https' : 'http';
  console.log(
    `Team studio at ${scheme}://${settings.host}:${settings.port}/_studio/${tls ? ' (HTTP/2 and HTTP/1.1)' : ''}, opened by the team at ${settings.publicUrl}/_studio/`,
  );
  console.log(
    `Sign-in through ${settings.oidc.issuer}; the provider must allow the return address ${settings.publicUrl}${callbackPath}`,
  );
  console.log(`Repository ${settings.repository}; audit log in ${audit.place}`);
  // A GitHub App that cannot get a token is said now, not at the first submit; the studio still
  // starts, as GitHub may only be out of reach for a while.
  appTokens?.token().then(
    () => console.log(`Signed in to GitHub as the App ${settings.github.app?.id} on ${settings.github.repository}`),
    (error: unknown) => console.error(`studio: the GitHub App has no token yet: ${message(error)}`),
  );
  // The preview server on main starts now, so the first member's studio page does not wait for it.
  previews
    .prepare()
    .then(async () => previews.serverFor('main', await changes.mainCheckout()))
    .catch((error: unknown) => console.error(`studio: the preview of main did not start: ${message(error)}`));
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stopping: ${message(error)}`);
        process.exit(1);
      },
    );
  });
}
