import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../scripts/lib/build-site';
import { chromiumLaunchOptions } from './chromium';
import { freePort } from './free-port';
import { spawnServer, type RunningServer } from './spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;

/** One production server on the real build and one Chromium, shared by every browser test. */
export async function setup(project: TestProject): Promise<void> {
  if (!existsSync(join(projectRoot, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does)');
  server = await spawnServer('serve.ts', await freePort());
  browser = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('baseUrl', server.url);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.stop();
}
