import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The aliases of the built site (`_redirects`: `from to status` per line), from path to target. */
export function readRedirects(distDir: string): Map<string, string> {
  const lines = readFileSync(join(distDir, '_redirects'), 'utf8').split('\n');
  return new Map(
    lines
      .map((line) => line.trim().split(/\s+/))
      .filter((parts) => parts.length >= 2 && parts[0].startsWith('/'))
      .map(([from, to]) => [from, to]),
  );
}
