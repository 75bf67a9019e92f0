import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../builder/build-site';
import { copyRealPages, writeBaseSite } from './base-site';

/** Lines of a fixture's list file (`.remove`, `.real-pages`), or none. */
function listed(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}

export interface FixtureSiteOptions {
  /**
   * What the fixture is laid over: the small base site (tests/content/base-site.ts), or `'real'`
   * for all of `pages/`, for the few tests whose point is the real site.
   */
  over?: 'base' | 'real';
}

/**
 * A content folder made of the base site with one or more fixtures' files laid over it, in order,
 * as if a copywriter had added them. Lives inside the project so messages name it the way they
 * name `pages/`: `tests/.tmp/<name>`, the name being the first fixture's unless given. Two lists a
 * fixture may hold, one path relative to `pages/` a line: `.real-pages`, real pages it needs besides
 * the base's (copied from `pages/`, so they stay true), and `.remove`, pages to delete first, as a
 * rename would.
 */
export function fixtureSite(
  fixtures: string | readonly string[],
  { over = 'base', name }: FixtureSiteOptions & { name?: string } = {},
): { pagesDir: string; label: string } {
  const all = typeof fixtures === 'string' ? [fixtures] : fixtures;
  const label = `tests/.tmp/${name ?? all[0]}`;
  const pagesDir = join(projectRoot, label);
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  if (over === 'real') cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
  else writeBaseSite(pagesDir);
  for (const fixture of all) {
    const folder = join(projectRoot, 'tests/fixtures/content', fixture);
    copyRealPages(listed(join(folder, '.real-pages')), pagesDir);
    cpSync(folder, pagesDir, { recursive: true });
    for (const file of listed(join(pagesDir, '.remove'))) rmSync(join(pagesDir, file));
    rmSync(join(pagesDir, '.remove'), { force: true });
    rmSync(join(pagesDir, '.real-pages'), { force: true });
  }
  return { pagesDir, label };
}
