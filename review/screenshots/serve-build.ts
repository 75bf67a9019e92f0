import type { BrowserContext } from 'playwright-core';
import { buildFile } from '../build-files';

/**
 * Answers every request of the context from a build folder (`buildFile`); other origins are
 * refused, so a screenshot never waits on the network. No server and no port: two builds side by side.
 */
export async function serveBuild(context: BrowserContext, origin: string, dir: string): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort('blockedbyclient');
    const { status, body, contentType } = await buildFile(dir, url.pathname);
    return route.fulfill({ status, body, contentType });
  });
}
