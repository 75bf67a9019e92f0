import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { projectRoot } from '../../builder/project-root';
import { sharedBrowserVariable } from '../shared-browser';
import { chromiumLaunchOptions } from './chromium';
import { codeLockDir, startDevSite, type DevSite } from './dev-site';

let site: DevSite | undefined;
let browser: BrowserServer | undefined;
let dataDir: string | undefined;
let log: string | undefined;

/**
 * The `dev` project's one dev server, shared by its files, on a copy of `pages/` to which each file
 * adds pages of its own names (`dev-site.ts`), and the run's Chromium (`tests/shared-browser.ts`),
 * or one of this project's own when the file is run by hand.
 */
export async function setup(project: TestProject): Promise<void> {
  rmSync(codeLockDir, { recursive: true, force: true });
  dataDir = mkdtempSync(join(tmpdir(), 'dev-site-forms-'));
  log = join(projectRoot, 'tests/.tmp/dev-site.log');
  site = await startDevSite('dev-site', { env: { DATA_DIR: dataDir }, log });
  const shared = process.env[sharedBrowserVariable];
  if (!shared) browser = await chromium.launchServer(chromiumLaunchOptions);
  project.provide('devSite', { url: site.url, label: site.label, log, dataDir });
  project.provide('browserWsEndpoint', shared ?? browser?.wsEndpoint() ?? '');
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await site?.close();
  if (log) rmSync(log, { force: true });
  rmSync(codeLockDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
