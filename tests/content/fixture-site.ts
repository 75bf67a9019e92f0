import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../builder/build-site';

/**
 * A content folder made of the real `pages/` with one fixture's files laid over it, as if a
 * copywriter had added them: the header and footer link real pages, so content needs them too.
 * Lives inside the project so messages name it the way they name `pages/`. A fixture's `.remove`
 * file lists pages (one path relative to `pages/` a line) to delete first, as a rename would.
 */
export function fixtureSite(fixture: string): { pagesDir: string; label: string } {
  const label = `tests/.tmp/${fixture}`;
  const pagesDir = join(projectRoot, label);
  rmSync(pagesDir, { recursive: true, force: true });
  mkdirSync(pagesDir, { recursive: true });
  cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
  cpSync(join(projectRoot, 'tests/fixtures/content', fixture), pagesDir, { recursive: true });
  const removals = join(pagesDir, '.remove');
  if (existsSync(removals)) {
    for (const file of readFileSync(removals, 'utf8').split('\n').filter(Boolean)) rmSync(join(pagesDir, file));
    rmSync(removals);
  }
  return { pagesDir, label };
}
