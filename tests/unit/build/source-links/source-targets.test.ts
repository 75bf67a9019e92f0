import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicFiles, sourceLinkTargets } from '../../../../content/links/source-targets';

const publicDir = mkdtempSync(join(tmpdir(), 'public-files-'));
mkdirSync(join(publicDir, 'images', 'partners'), { recursive: true });
writeFileSync(join(publicDir, 'favicon.svg'), '');
writeFileSync(join(publicDir, 'images', 'partners', 'a.svg'), '');
afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

describe('sourceLinkTargets', () => {
  it('lists public files as URL paths', () => {
    expect([...publicFiles(publicDir)].sort()).toEqual(['/favicon.svg', '/images/partners/a.svg']);
  });

  it('holds the pages, pages that failed their own checks, aliases, drafts, files the build writes and the form receivers', () => {
    const frontmatter = { aliases: ['/old'] };
    const targets = sourceLinkTargets({
      pages: [{ path: '/new', frontmatter } as never],
      brokenPaths: ['/failing', null],
      drafts: new Set(['/draft']),
      publicDir,
    });
    expect([...targets.pages.keys()]).toEqual(['/new', '/failing']);
    expect(targets.redirects).toEqual([{ from: '/old', to: '/new' }]);
    expect(targets.files.has('/sitemap.xml')).toBe(true);
    expect(targets.endpoints?.has('/forms/contact')).toBe(true);
    expect(targets.drafts).toEqual(new Set(['/draft']));
  });
});
