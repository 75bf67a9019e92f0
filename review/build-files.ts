import { readFile } from 'node:fs/promises';
import { extname, join, posix } from 'node:path';

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

export interface BuildFile {
  status: 200 | 404;
  body: Buffer;
  contentType: string;
}

async function readFirst(dir: string, files: readonly string[]): Promise<{ file: string; body: Buffer } | undefined> {
  for (const file of files) {
    const body = await readFile(join(dir, file)).catch(() => undefined);
    if (body) return { file, body };
  }
  return undefined;
}

/**
 * The answer to a URL path from a build folder, as the production server maps paths (`/a` is
 * `a/index.html`, anything else the 404 page); nothing outside the folder, and no dot-file.
 */
export async function buildFile(dir: string, pathname: string): Promise<BuildFile> {
  const path = posix.normalize(decodeURIComponent(pathname)).replace(/^(\/|\.\.\/)+/, '');
  const hidden = path.split('/').some((segment) => segment.startsWith('.'));
  const candidates = hidden
    ? []
    : extname(path)
      ? [path]
      : [path ? `${path}/index.html` : 'index.html', `${path}.html`];
  const found = await readFirst(dir, candidates);
  if (found)
    return {
      status: 200,
      body: found.body,
      contentType: contentTypes[extname(found.file)] ?? 'application/octet-stream',
    };
  const notFound = await readFirst(dir, ['404.html']);
  return { status: 404, body: notFound?.body ?? Buffer.from('not found'), contentType: contentTypes['.html'] };
}
