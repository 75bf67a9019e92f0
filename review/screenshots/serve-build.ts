import { readFile } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

async function readFirst(dir: string, files: readonly string[]): Promise<{ file: string; body: Buffer } | undefined> {
  for (const file of files) {
    const body = await readFile(join(dir, file)).catch(() => undefined);
    if (body) return { file, body };
  }
  return undefined;
}

/**
 * Answers every request of the context from a build folder, as the production server would map
 * paths (`/a` is `a/index.html`, anything else the 404 page); other origins are refused, so a
 * screenshot never waits on the network. No server and no port: two builds side by side.
 */
export async function serveBuild(context: BrowserContext, origin: string, dir: string): Promise<void> {
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort('blockedbyclient');
    const path = posix.normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, '');
    const candidates = extname(path) ? [path] : [path ? `${path}/index.html` : 'index.html', `${path}.html`];
    const found = await readFirst(dir, candidates);
    if (found)
      return route.fulfill({
        status: 200,
        body: found.body,
        contentType: contentTypes[extname(found.file)] ?? 'application/octet-stream',
      });
    const notFound = await readFirst(dir, ['404.html']);
    return route.fulfill({ status: 404, body: notFound?.body ?? 'not found', contentType: contentTypes['.html'] });
  });
}
