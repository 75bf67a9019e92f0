import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, projectRoot } from '../../builder/build-site';
import { readSite } from '../../content/read-site';
import { today } from '../../src/shared/publication/as-of';
import { renamePage, updateReferences } from '../../studio/server/rename-page';
import { LocalWorkspace } from '../../studio/server/workspace';

describe('a page renamed in the studio', () => {
  it(
    'builds: the page at its new path, a redirect from the old one, every link to the new one',
    { timeout: 900_000 },
    async () => {
      // The rename tests/content/links-renamed.test.ts makes by hand, whose build fails on six places.
      const label = 'tests/.tmp/studio-rename';
      const pagesDir = join(projectRoot, label);
      rmSync(pagesDir, { recursive: true, force: true });
      cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
      const publicDir = join(projectRoot, 'public');
      const workspace = new LocalWorkspace({ pagesDir, publicDir });
      const siteNow = () =>
        readSite({
          root: projectRoot,
          pagesDir,
          publicDir,
          asOf: today(),
          includeDrafts: true,
          tolerant: true,
          checkLinks: false,
        });

      const renamed = await renamePage(workspace, siteNow(), {
        file: 'pages/services/automation.mdx',
        newPath: '/services/intelligent-automation',
      });
      expect(renamed.references.map(({ file, kind }) => `${file} ${kind}`)).toEqual([
        'pages/_navigation.yaml menu entry',
        'pages/case-studies/banking.mdx service',
        'pages/case-studies/insurance-claims.mdx service',
        'pages/case-studies/insurance.mdx service',
        'pages/services/intelligent-automation.mdx CaseStudies service',
        'pages/solutions.mdx link',
      ]);
      await updateReferences(workspace, siteNow(), {
        oldPath: '/services/automation',
        newPath: '/services/intelligent-automation',
      });

      const outDir = join(mkdtempSync(join(tmpdir(), 'studio-rename-')), 'dist');
      await buildSite({ pagesDir, outDir, cacheDir: join(projectRoot, 'tests/.tmp/studio-rename-cache') });
      const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
      expect(read('services/intelligent-automation/index.html')).toContain('<title>');
      expect(existsSync(join(outDir, 'services/automation/index.html'))).toBe(true);
      expect(read('services/automation/index.html')).toContain('url=/services/intelligent-automation');
      expect(read('solutions/index.html')).toContain('href="/services/intelligent-automation"');
      expect(read('solutions/index.html')).not.toContain('href="/services/automation"');
    },
  );
});
