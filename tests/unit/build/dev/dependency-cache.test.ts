import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { devDependencyCache } from '../../../../builder/dev/dependency-cache';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('devDependencyCache', () => {
  it("keeps Vite's own place for the project's pages, and one place a folder for any other", () => {
    root = mkdtempSync(join(tmpdir(), 'dependency-cache-'));
    expect(devDependencyCache(root, join(root, 'pages'))).toBeUndefined();
    const first = devDependencyCache(root, join(root, 'tests/.tmp/a'));
    const second = devDependencyCache(root, join(root, 'tests/.tmp/b'));
    expect(first).toMatch(new RegExp(`^${root}/node_modules/\\.vite/pages/[0-9a-f]{16}$`));
    expect(second).not.toBe(first);
    expect(devDependencyCache(root, join(root, 'tests/.tmp/a/'))).toBe(first);
  });

  it('removes the caches of folders no dev server has used for a day, and keeps the others', () => {
    root = mkdtempSync(join(tmpdir(), 'dependency-cache-'));
    const parent = join(root, 'node_modules/.vite/pages');
    const old = join(parent, 'old');
    const recent = join(parent, 'recent');
    mkdirSync(old, { recursive: true });
    mkdirSync(recent, { recursive: true });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    devDependencyCache(root, join(root, 'elsewhere'));
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });
});
