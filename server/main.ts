import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readServerSettings, ServerSettingsError, type ServerSettings } from './settings';
import { createSiteServer } from './site-server';

/** Requests in flight at SIGTERM get this long to finish. */
const shutdownGraceMs = 10_000;

/** The folder this file runs from: `server/` as source, `dist-server/` as built. Both sit beside `dist/`. */
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

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

const { host, port, distDir = join(projectRoot, 'dist'), forms: formSettings } = settingsOrExit();
const { formRateLimit, trustedProxies } = formSettings;

const { server, shutdown, formsDescription } = createSiteServer({ distDir, ...formSettings });
server.listen(port, host, () => {
  console.log(`Serving ${distDir} at http://${host}:${port}/`);
  const behind = trustedProxies
    ? `, the address read from X-Forwarded-For behind ${trustedProxies} trusted prox${trustedProxies === 1 ? 'y' : 'ies'}`
    : '';
  console.log(`Forms take at most ${formRateLimit} submissions a minute per address${behind}`);
  for (const line of formsDescription) console.log(line);
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: no new connections; finishing requests in flight (at most ${shutdownGraceMs / 1000} s)`);
    shutdown(shutdownGraceMs).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`stopping: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  });
}
