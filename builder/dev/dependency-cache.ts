import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const unusedFor = 24 * 60 * 60 * 1000;

/** Removes the caches no dev server has written to for a day (test and bench folders come and go). */
function pruneUnused(parent: string): void {
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const folder = join(parent, name);
    try {
      if (Date.now() - statSync(folder).mtimeMs > unusedFor) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Another dev server removed it first.
    }
  }
}

/**
 * Where a dev server keeps Vite's optimised dependencies. Vite hashes its config into that cache,
 * and the config names the pages folder (the `@pages` alias): two dev servers on two folders side
 * by side (the tests' and the studio's scratch copies, the bench's) would each optimise again
 * over the other's files and fail that one's browser requests with "504 Outdated Optimize Dep".
 * The project's own `pages/` keeps Vite's default place; any other folder gets one of its own.
 */
export function devDependencyCache(root: string, pagesDir: string): string | undefined {
  if (resolve(pagesDir) === resolve(root, 'pages')) return undefined;
  const parent = join(root, 'node_modules', '.vite', 'pages');
  pruneUnused(parent);
  return join(parent, createHash('sha256').update(resolve(pagesDir)).digest('hex').slice(0, 16));
}
