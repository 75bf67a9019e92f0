import { chromium, type Browser } from 'playwright-core';
import { chromiumLaunchOptions } from './e2e/chromium';

/**
 * The environment variable holding the endpoint of the one Chromium a test run shares
 * (`tools/test-run.ts` starts it): every project that drives a browser connects to it instead of
 * starting its own.
 */
export const sharedBrowserVariable = 'TEST_CHROMIUM_WS';

export interface BorrowedBrowser {
  browser: Browser;
  /** Disconnects from the shared Chromium, or closes the one started for this file alone. */
  release: () => Promise<void>;
}

/**
 * The run's shared Chromium when there is one, else one started for the caller (a single file or
 * project run by hand). Either way the caller gets a browser of its own to open contexts in.
 */
export async function borrowBrowser(): Promise<BorrowedBrowser> {
  const endpoint = process.env[sharedBrowserVariable];
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(chromiumLaunchOptions);
  return { browser, release: () => browser.close() };
}
