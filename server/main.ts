import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultMaxConnections } from './connection-limits';
import { createHttpsRedirect } from './https-redirect';
import { readServerSettings, ServerSettingsError, type ServerSettings } from './settings';
import { createSiteServer, type TlsFiles } from './site-server';

/** Requests in flight at SIGTERM get this long to finish. */
const shutdownGraceMs = 10_000;

/** The folder this file runs from: `server/` as source, `dist-server/` as built. Both sit beside `dist/`. */
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The settings, or the process ends here with every bad variable named, before anything is opened. */
function settingsOrExit(): ServerSettings {
  try {
    return readServerSettings(process.env);
  } catch (error) {
    if (!(error instanceof ServerSettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const settings = settingsOrExit();
const { host, port, distDir = join(projectRoot, 'dist'), forms: formSettings, siteUrl, limits } = settings;
const { formRateLimit, trustedProxies } = formSettings;

function readTlsFiles({ certFile, keyFile }: { certFile: string; keyFile: string }): TlsFiles {
  return { cert: readFileSync(certFile), key: readFileSync(keyFile) };
}

let tlsFiles: TlsFiles | undefined;
try {
  tlsFiles = settings.tls && readTlsFiles(settings.tls);
} catch (error) {
  console.error(`TLS_CERT_FILE, TLS_KEY_FILE: cannot read the certificate or its key: ${message(error)}`);
  process.exit(1);
}

const maxConnections = limits.maxConnections ?? defaultMaxConnections();
const { server, shutdown, formsDescription } = createSiteServer({
  distDir,
  ...formSettings,
  siteUrl,
  ...(settings.healthToken && { healthToken: settings.healthToken }),
  ...(tlsFiles && { tls: tlsFiles }),
  maxConnections,
  maxConnectionsPerAddress: limits.maxConnectionsPerAddress,
});
const scheme = tlsFiles ? 'https' : 'http';
/**
 * Connections waiting to be accepted: Node's 511 overflows in a flood, and the kernel then drops
 * every newcomer's SYN, so a visitor waits a second for the retry. Capped by `net.core.somaxconn`.
 */
const listenBacklog = 4096;
server.listen({ port, host, backlog: listenBacklog }, () => {
  console.log(`Serving ${distDir} at ${scheme}://${host}:${port}/${tlsFiles ? ' (HTTP/2 and HTTP/1.1)' : ''}`);
  const perAddress = trustedProxies ? '' : `, ${limits.maxConnectionsPerAddress} per address`;
  console.log(`At most ${maxConnections} connections${perAddress}; form posts are taken from ${siteUrl}`);
  const behind = trustedProxies
    ? `, the address read from X-Forwarded-For behind ${trustedProxies} trusted prox${trustedProxies === 1 ? 'y' : 'ies'}`
    : '';
  console.log(`Forms take at most ${formRateLimit} submissions a minute per address${behind}`);
  for (const line of formsDescription) console.log(line);
});

let redirect: Server | undefined;
if (tlsFiles && settings.redirectPort !== undefined) {
  const redirectPort = settings.redirectPort;
  redirect = createHttpsRedirect(siteUrl, {
    maxConnections,
    ...(trustedProxies === 0 && { maxConnectionsPerAddress: limits.maxConnectionsPerAddress }),
  });
  redirect.listen({ port: redirectPort, host, backlog: listenBacklog }, () =>
    console.log(`Redirecting http://${host}:${redirectPort}/ to ${siteUrl.replace(/^http:/, 'https:')} (308)`),
  );
}

if (settings.tls && 'setSecureContext' in server) {
  const files = settings.tls;
  process.on('SIGHUP', () => {
    try {
      server.setSecureContext(readTlsFiles(files));
      console.log('SIGHUP: certificate and key read again; new connections use them');
    } catch (error) {
      console.error(`SIGHUP: kept the certificate in use, as the new one could not be used: ${message(error)}`);
    }
  });
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: no new connections; finishing requests in flight (at most ${shutdownGraceMs / 1000} s)`);
    redirect?.close();
    redirect?.closeAllConnections();
    shutdown(shutdownGraceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stopping: ${message(error)}`);
        process.exit(1);
      },
    );
  });
}
