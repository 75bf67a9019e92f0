import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formSettingsFromEnv } from './forms/site-forms';
import { createSiteServer } from './site-server';

/** Requests in flight at SIGTERM get this long to finish. */
const shutdownGraceMs = 10_000;

/** The folder this file runs from: `server/` as source, `dist-server/` as built. Both sit beside `dist/`. */
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const distDir = resolve(process.env.DIST_DIR ?? join(projectRoot, 'dist'));
const formSettings = formSettingsFromEnv();
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
