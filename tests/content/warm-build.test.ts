import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, projectRoot, type BuildReport } from '../../builder/build-site';

/** Every file of a built site, by its path inside it. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

const linked = (file: string) => statSync(file).nlink > 1;

describe('a warm build: what the caches keep', () => {
  const work = mkdtempSync(join(tmpdir(), 'site-warm-'));
  const pagesDir = join(projectRoot, 'tests/.tmp/warm-build');
  const cacheDir = join(work, 'cache');
  const out = (name: string) => join(work, name);
  let cold: BuildReport;
  let warm: BuildReport;
  let edited: BuildReport;
  let bodyEdited: BuildReport;

  beforeAll(async () => {
    rmSync(pagesDir, { recursive: true, force: true });
    cpSync(join(projectRoot, 'pages'), pagesDir, { recursive: true });
    cold = await buildSite({ pagesDir, outDir: out('cold'), cacheDir });
    warm = await buildSite({ pagesDir, outDir: out('warm'), cacheDir });
    const cloud = join(pagesDir, 'services/cloud.mdx');
    writeFileSync(cloud, readFileSync(cloud, 'utf8').replace(/^title: .*$/m, 'title: Cloud Services Renamed'));
    edited = await buildSite({ pagesDir, outDir: out('edited'), cacheDir });
    const about = join(pagesDir, 'about-us.mdx');
    writeFileSync(about, readFileSync(about, 'utf8').replace('unglamorous', 'unhurried'));
    bodyEdited = await buildSite({ pagesDir, outDir: out('body-edited'), cacheDir });
    // Four builds of the whole site, the first cold: minutes on a loaded 2-core machine.
  }, 360_000);
  afterAll(() => rmSync(pagesDir, { recursive: true, force: true }));

  it('writes the same files, byte for byte, as the cold build', () => {
    expect(cold.shareImages.drawn).toBeGreaterThan(200);
    expect(warm.shareImages).toEqual({ drawn: 0, cached: cold.shareImages.drawn });
    expect(warm.searchIndexCached).toBe(true);
    expect(warm.rendersCached).toBe(warm.pages);
    expect([cold.bundleCached, warm.bundleCached]).toEqual([false, true]);
    expect(cold.spellingChecked).toBeGreaterThan(150);
    expect([warm.spellingChecked, edited.spellingChecked, bodyEdited.spellingChecked]).toEqual([0, 1, 1]);
    const files = filesOf(out('cold'));
    expect(filesOf(out('warm'))).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(join(out('cold'), file)).equals(readFileSync(join(out('warm'), file))),
    );
    expect(differing).toEqual([]);
  });

  it('links documents, share images, compressed copies and the search index from the cache instead of making them again', () => {
    const warmFile = (file: string) => join(out('warm'), file);
    expect(linked(warmFile('services/cloud/index.html'))).toBe(true);
    expect(linked(warmFile('images/share/services/cloud.png'))).toBe(true);
    expect(linked(warmFile('services/cloud/index.html.br'))).toBe(true);
    expect(linked(warmFile('pagefind/pagefind-entry.json'))).toBe(true);
  });

  it('after a page’s body changes, renders that page alone', () => {
    expect(bodyEdited.rendersCached).toBe(bodyEdited.pages - 1);
    expect(readFileSync(join(out('body-edited'), 'about-us/index.html'), 'utf8')).toContain('unhurried');
    expect(bodyEdited.shareImages.drawn).toBe(0);
    // UnoCSS reads the pages for classes: a body edit bundles again.
    expect(bodyEdited.bundleCached).toBe(false);
  });

  it('after a title changes, draws that page’s card alone, renders every page again and indexes the site again', () => {
    // The title is in the page index, which menus and lists on every page read.
    expect(edited.rendersCached).toBe(0);
    expect(edited.bundleCached).toBe(false);
    expect(edited.shareImages).toEqual({ drawn: 1, cached: cold.shareImages.drawn - 1 });
    expect(edited.searchIndexCached).toBe(false);
    const card = 'images/share/services/cloud.png';
    expect(readFileSync(join(out('edited'), card)).equals(readFileSync(join(out('cold'), card)))).toBe(false);
    expect(readFileSync(join(out('edited'), 'services/cloud/index.html'), 'utf8')).toContain('Cloud Services Renamed');
  });
});
