import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, projectRoot } from '../../builder/build-site';

interface FailedBuild {
  error: unknown;
  log: string[];
}

async function failedBuild(pagesDir: string, outDir: string, cacheDir: string): Promise<FailedBuild> {
  const log: string[] = [];
  try {
    await buildSite({ pagesDir, outDir, cacheDir, log: (line) => log.push(line) });
  } catch (error) {
    return { error, log };
  }
  throw new Error('the build succeeded');
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What a cache folder kept, by step: `site-mdx` 207, `site-bundle` 0. */
function kept(cacheDir: string): Record<string, number> {
  if (!existsSync(cacheDir)) return {};
  return Object.fromEntries(
    readdirSync(cacheDir).map((folder) => [
      folder,
      readdirSync(join(cacheDir, folder)).filter((name) => !name.endsWith('.tmp')).length,
    ]),
  );
}

describe('a build stops at the first problem, before the work it no longer needs', () => {
  const work = join(projectRoot, 'tests/.tmp', `build-fails-fast-${process.pid}`);
  const site = (name: string) => join(work, name, 'pages');
  const out = (name: string) => join(work, name, 'out');
  const caches = mkdtempSync(join(tmpdir(), 'site-fails-fast-'));

  beforeAll(() => {
    for (const name of ['frontmatter', 'compile']) {
      mkdirSync(join(work, name), { recursive: true });
      cpSync(join(projectRoot, 'pages'), site(name), { recursive: true, preserveTimestamps: true });
    }
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(file, change(readFileSync(file, 'utf8')));
    edit(join(site('frontmatter'), 'about-us.mdx'), (text) => text.replace(/^title: .*\n/m, ''));
    // A page may import nothing; only its compile can tell (readSite does not compile).
    edit(join(site('compile'), 'about-us.mdx'), (text) => `${text}\nimport Thing from './thing.js'\n`);
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
    rmSync(caches, { recursive: true, force: true });
  });

  it('with a frontmatter problem: reports it from reading the pages, compiles and bundles nothing, writes nothing', async () => {
    const cacheDir = join(caches, 'frontmatter');
    const { error, log } = await failedBuild(site('frontmatter'), out('frontmatter'), cacheDir);
    expect(messageOf(error)).toContain('about-us.mdx');
    expect(messageOf(error)).toContain('title');
    expect(log.filter((line) => /^(compile|bundle|prerender):/.test(line))).toEqual([]);
    // Neither the compile nor the bundle kept anything: neither ran.
    expect(kept(cacheDir)['site-mdx'] ?? 0).toBe(0);
    expect(kept(cacheDir)['site-bundle'] ?? 0).toBe(0);
    expect(readdirSync(join(work, 'frontmatter'))).toEqual(['pages']);
  });

  it('with a compile error: stops the bundling process at once, keeps no bundle, writes nothing', async () => {
    const cacheDir = join(caches, 'compile');
    // The first build compiles the other pages into the cache (a compile error is not kept), so the
    // second meets the error at once, while the bundling process has barely started.
    const first = await failedBuild(site('compile'), out('compile'), cacheDir);
    expect(messageOf(first.error)).toContain('pages hold content, not code: `import');
    rmSync(join(cacheDir, 'site-bundle'), { recursive: true, force: true });
    const { error, log } = await failedBuild(site('compile'), out('compile'), cacheDir);
    expect(messageOf(error)).toContain('pages hold content, not code: `import');
    expect(kept(cacheDir)['site-mdx']).toBeGreaterThan(200);
    // A bundle left to finish would have been kept in the cache, and logged.
    expect(kept(cacheDir)['site-bundle'] ?? 0).toBe(0);
    expect(log.filter((line) => /^(compile|bundle|prerender):/.test(line))).toEqual([]);
    expect(readdirSync(join(work, 'compile'))).toEqual(['pages']);
  }, 240_000);
});
