import './lib/production-mode';
import { join } from 'node:path';
import { projectRoot } from './lib/build-site';
import { formSettingsFromEnv } from './lib/forms/site-forms';
import { createSiteServer } from './lib/site-server';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const distDir = process.env.DIST_DIR ?? join(projectRoot, 'dist');
const { dataDir, formRateLimit, trustedProxies } = formSettingsFromEnv();

const server = createSiteServer({ distDir, dataDir, formRateLimit, trustedProxies });
server.listen(port, host, () => {
  console.log(`Serving ${distDir} at http://${host}:${port}/`);
  const behind = trustedProxies ? `, the address read from X-Forwarded-For behind ${trustedProxies} trusted prox${trustedProxies === 1 ? 'y' : 'ies'}` : '';
  console.log(`Form submissions go to ${dataDir} (at most ${formRateLimit} a minute per address${behind})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
