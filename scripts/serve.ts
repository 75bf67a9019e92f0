import './lib/production-mode';
import { join, resolve } from 'node:path';
import { projectRoot } from './lib/build-site';
import { createSiteServer, defaultFormRateLimit } from './lib/site-server';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);
const distDir = process.env.DIST_DIR ?? join(projectRoot, 'dist');
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const formRateLimit = Number(process.env.FORM_RATE_LIMIT || defaultFormRateLimit);
if (!Number.isInteger(formRateLimit) || formRateLimit < 1) throw new Error(`FORM_RATE_LIMIT must be a whole number of submissions per minute, got ${process.env.FORM_RATE_LIMIT}`);

const server = createSiteServer({ distDir, dataDir, formRateLimit });
server.listen(port, host, () => {
  console.log(`Serving ${distDir} at http://${host}:${port}/`);
  console.log(`Form submissions go to ${dataDir} (at most ${formRateLimit} a minute per address)`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
