import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every `.mdx` file under the pages folder, relative to it with `/`, sorted: the files the dev
 * server's `import.meta.glob('@pages/**\/*.mdx')` finds (no dot folders, no node_modules), drafts
 * and all, so a page the build leaves out still fails the build when it does not compile.
 */
export function mdxFilesIn(pagesDir: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.mdx')) found.push(relative(pagesDir, path).split(sep).join('/'));
    }
  };
  visit(pagesDir);
  return found.sort();
}
