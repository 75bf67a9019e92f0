import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../builder/build-site';
import { fileNavigation, layoutLinks } from '../../content/navigation/layout-links';
import { readSite } from '../../content/read-site';
import { routePathOf } from '../../src/shared/route-path';
import { today } from '../../src/shared/publication/as-of';
import { baseFixtureDir, realBaseFiles } from './base-site';
import { fixtureSite } from './fixture-site';
import { sharedGoodBuild, type SharedBuild } from './shared-build';

const pagesDir = join(projectRoot, 'pages');
const standIns = readdirSync(baseFixtureDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(baseFixtureDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
  .sort();

// What every content fixture is laid over (tests/content/base-site.ts): it must stay a small copy of
// the real site's shape, which the build accepts as it is.
describe('the base site of the content fixtures', () => {
  it('copies files that exist in pages/, and replaces only real pages, under their own paths', () => {
    for (const file of [...realBaseFiles, ...standIns]) expect(existsSync(join(pagesDir, file)), file).toBe(true);
    expect(standIns.filter((file) => (realBaseFiles as readonly string[]).includes(file))).toEqual([]);
  });

  it('has the real navigation’s places and menus, with fewer links', () => {
    const real = fileNavigation(pagesDir);
    const base = fileNavigation(baseFixtureDir);
    expect(base.menus.map((menu) => menu.id)).toEqual(real.menus.map((menu) => menu.id));
    const places = (navigation: typeof real) => ({
      utility: navigation.utility.length > 0,
      regions: navigation.regions.groups.length > 0,
      footer: navigation.footer.length > 0,
      legal: navigation.legal.length > 0,
    });
    expect(places(base)).toEqual(places(real));
    expect(layoutLinks(base).length).toBeLessThan(layoutLinks(real).length / 2);
  });

  it('reads without a problem, every link of its pages and navigation leading to one of its pages', () => {
    const { pagesDir: folder } = fixtureSite([], { name: 'base-site' });
    const site = readSite({ pagesDir: folder, root: projectRoot, includeDrafts: false, asOf: today() });
    const paths = site.pages.map((page) => page.path);
    expect(paths.length).toBeLessThan(40);
    for (const { href } of layoutLinks(fileNavigation(folder))) expect(paths, href).toContain(href.split('#')[0]);
  });

  describe('builds, with the good fixtures laid over it (shared-build.ts)', () => {
    let build: SharedBuild;

    beforeAll(async () => {
      build = await sharedGoodBuild();
    });

    it('writes every page of the base', () => {
      const pages = [...realBaseFiles, ...standIns]
        .filter((file) => file.endsWith('.mdx'))
        .map((file) => routePathOf(file))
        .filter((path): path is string => path !== null);
      for (const path of pages) {
        const file = path === '/404' ? '404.html' : join(path.slice(1), 'index.html');
        expect(existsSync(join(build.outDir, file)), path).toBe(true);
      }
      expect(build.pages).toBeGreaterThanOrEqual(pages.length);
    });
  });
});
