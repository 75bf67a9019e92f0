import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import { sharedBrowserVariable } from '../shared-browser';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../builder/build-site';
import { chromiumLaunchOptions } from './chromium';
import { freePort } from '../../tools/free-port';
import { spawnServer, type RunningServer } from '../../tools/spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    /** Where the shared server stores form submissions; tests read it back. */
    dataDir: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;
let dataDir: string | undefined;

/**
 * One production server on the real build and one Chromium (the run's, `tests/shared-browser.ts`), shared by every browser test. Its
 * form submissions go to a fresh folder; its rate limit is raised so tests running side by side
 * from one address do not trip it (the load test checks the default limit on its own server).
 */
export async function setup(project: TestProject): Promise<void> {
  for (const built of ['dist/index.html', 'dist-server/serve.mjs']) {
    if (!existsSync(join(projectRoot, built)))
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does)`);
  }
  dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-data-'));
  server = await spawnServer('production', await freePort(), { DATA_DIR: dataDir, FORM_RATE_LIMIT: '1000' });
  // The run's shared Chromium when `tools/test-run.ts` started one; else one of this project's own.
  const shared = process.env[sharedBrowserVariable];
  if (!shared) browser = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('baseUrl', server.url);
  project.provide('browserWsEndpoint', shared ?? browser?.wsEndpoint() ?? '');
  project.provide('dataDir', dataDir);
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
