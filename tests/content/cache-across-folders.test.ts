import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, projectRoot, type BuildReport } from '../../builder/build-site';

/** Every file under `folder`, by its path inside it. */
function filesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** The kept files under `folder` whose bytes hold `text`. */
function filesHolding(folder: string, text: string): string[] {
  const bytes = Buffer.from(text);
  return filesOf(folder).filter((file) => readFileSync(join(folder, file)).includes(bytes));
}

describe('the caches answer to content: the same pages in two folders', () => {
  // Two folders of the project, each with the same pages (same texts, same dates), and one cache for both.
  const work = join(projectRoot, 'tests/.tmp', `cache-across-folders-${process.pid}`);
  const first = join(work, 'first');
  const second = join(work, 'second-folder');
  const cacheDir = mkdtempSync(join(tmpdir(), 'site-cache-across-'));
  const logs: Record<'first' | 'second', string[]> = { first: [], second: [] };
  let cold: BuildReport;
  let moved: BuildReport;

  beforeAll(async () => {
    for (const folder of [first, second]) {
      mkdirSync(folder, { recursive: true });
      // The same last-change dates too: a page shows its date, which the render cache keys it by.
      cpSync(join(projectRoot, 'pages'), join(folder, 'pages'), { recursive: true, preserveTimestamps: true });
    }
    cold = await buildSite({
      pagesDir: join(first, 'pages'),
      outDir: join(first, 'out'),
      cacheDir,
      log: (line) => logs.first.push(line),
    });
    moved = await buildSite({
      pagesDir: join(second, 'pages'),
      outDir: join(second, 'out'),
      cacheDir,
      log: (line) => logs.second.push(line),
    });
    // One cold build of the whole site and one warm: a minute or more on a loaded 2-core machine.
  }, 240_000);
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('the second folder takes every compiled page, both bundles and every document from the first’s build', () => {
    expect(cold.compiles).toEqual({ compiled: cold.compiles.compiled, cached: 0 });
    expect(cold.compiles.compiled).toBeGreaterThan(200);
    expect([cold.bundleCached, cold.rendersCached]).toEqual([false, 0]);
    expect(moved.compiles).toEqual({ compiled: 0, cached: cold.compiles.compiled });
    expect(moved.bundleCached).toBe(true);
    expect(moved.rendersCached).toBe(moved.pages);
    expect(moved.shareImages.drawn).toBe(0);
    expect(moved.searchIndexCached).toBe(true);
  });

  it('says so in the build log, for the compile, the bundle and the prerender', () => {
    const pages = cold.compiles.compiled;
    expect(logs.first).toEqual(
      expect.arrayContaining([
        `compile: ${pages} pages compiled, 0 from the cache`,
        'bundle: 2 bundles built, 0 from the cache (client and SSR)',
        `prerender: ${cold.pages} pages rendered, 0 from the cache`,
      ]),
    );
    expect(logs.second).toEqual(
      expect.arrayContaining([
        `compile: 0 pages compiled, ${pages} from the cache`,
        'bundle: 0 bundles built, 2 from the cache (client and SSR)',
        `prerender: 0 pages rendered, ${moved.pages} from the cache`,
      ]),
    );
  });

  it('keeps nothing in the caches that names either folder or the project’s place', () => {
    const named = [projectRoot, relative(projectRoot, first), relative(projectRoot, second)].flatMap((text) =>
      filesHolding(cacheDir, text).map((file) => `${file} names ${text}`),
    );
    expect(named).toEqual([]);
  });

  it('builds the same site from either folder, each naming its own pages folder in what the pages read', () => {
    const files = filesOf(join(first, 'out'));
    expect(filesOf(join(second, 'out'))).toEqual(files);
    const differing = files.filter(
      (file) => !readFileSync(join(first, 'out', file)).equals(readFileSync(join(second, 'out', file))),
    );
    expect(differing).toEqual(['.page-sources.json']);
    const sources = (folder: string) =>
      JSON.parse(readFileSync(join(folder, 'out/.page-sources.json'), 'utf8')) as {
        pages: Record<string, { files: Record<string, string[]> }>;
      };
    const label = (folder: string) => relative(projectRoot, join(folder, 'pages'));
    expect(Object.keys(sources(second).pages['/about-us'].files)).toContain(`${label(second)}/about-us.mdx`);
    expect(Object.keys(sources(first).pages['/about-us'].files)).toContain(`${label(first)}/about-us.mdx`);
    expect(JSON.stringify(sources(second))).not.toContain('<pages>');
  });
});
