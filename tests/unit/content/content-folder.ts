import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { projectRoot } from '../../../builder/project-root';
import { readPagesTolerantly } from '../../../content/read-pages';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A content folder holding these files (path relative to `pages/` and text; `null` leaves a file
 * out), with the real `_vocabularies.yaml` unless `files` names its own, read as the build reads it.
 */
export function readContentFolder(files: Record<string, string | null>, includeDrafts = false) {
  const root = mkdtempSync(join(tmpdir(), 'site-content-'));
  folders.push(root);
  mkdirSync(join(root, 'pages'));
  if (!('_vocabularies.yaml' in files))
    copyFileSync(join(projectRoot, 'pages/_vocabularies.yaml'), join(root, 'pages/_vocabularies.yaml'));
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(dirname(join(root, 'pages', file)), { recursive: true });
    writeFileSync(join(root, 'pages', file), text);
  }
  return readPagesTolerantly({ pagesDir: join(root, 'pages'), root, includeDrafts, asOf: '2026-11-26' });
}
