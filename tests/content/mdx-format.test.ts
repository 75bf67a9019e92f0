import { today } from '../../src/shared/publication/as-of';
import { compile } from '@mdx-js/mdx';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite, projectRoot } from '../../builder/build-site';
import { pageSourcesFileName } from '../../builder/page-sources/page-sources-file';
import { lastModifiedDates, pagesLastModified } from '../../content/last-modified';
import { readPages } from '../../content/read-pages';
import { mdxOptions } from '../../content/mdx/mdx-options';

/**
 * Every file under `dir`, as paths relative to it, sorted. The search index is left out: Pagefind
 * writes its filter file in a different order on each run, and names files after their hashes,
 * even for the same pages (tests/content/search-index.test.ts checks the index).
 */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .filter((file) => !file.startsWith('pagefind/'))
    .sort();
}

/** The files whose bytes differ between two folders holding the same file names. */
/**
 * The files of `right` that differ from `left`'s. What each page read (`.page-sources.json`, for
 * the review) names the pages by their folder from the project root: the copy's folder is read as
 * `pages`, so the reads must be the same but for it.
 */
function differingFiles(files: string[], left: string, right: string, rightPages: string): string[] {
  return files.filter((file) => {
    const expected = readFileSync(join(left, file));
    const actual = readFileSync(join(right, file));
    if (file !== pageSourcesFileName) return !expected.equals(actual);
    const label = relative(projectRoot, rightPages).split(sep).join('/');
    const renamed = actual.toString('utf8').split(`"${label}/`).join('"pages/');
    return sortedJson(JSON.parse(expected.toString('utf8'))) !== sortedJson(JSON.parse(renamed));
  });
}

/** JSON with every object's keys in order: files are listed by name, and the copy's folder sorts elsewhere. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => a.localeCompare(b)))
      : part,
  );
}

/**
 * A copy of `folder` inside the project (so remark finds `.remarkrc.mjs` as it does for the real
 * files), formatted the way `npm run format` formats MDX.
 */
function formattedCopy(folder: string, name: string): string {
  const copy = join(projectRoot, 'tests/.tmp/mdx-format', name);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  cpSync(join(projectRoot, folder), copy, { recursive: true });
  execFileSync(
    join(projectRoot, 'node_modules/.bin/remark'),
    [copy, '--ext', 'mdx', '--output', '--quiet', '--frail'],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  return copy;
}

// Prettier's mdx parser (MDX 1) breaks these pages, so remark formats them (.remarkrc.mjs). Whatever
// it rewrites (spacing between JSX elements, tags on one line, list markers), a page must render
// the same. Once the pages are formatted the copy equals them, and this guards a change of the
// remark settings or an upgrade of remark: `npm run format` must then still change no output.
describe('formatting MDX with remark (npm run format)', () => {
  it('leaves every file the build writes byte for byte the same', async () => {
    const formattedPages = formattedCopy('pages', 'pages');
    // The copy is committed nowhere, so its pages would date from now: give each file the time its
    // original last changed (sitemap lastmod, JSON-LD, "Updated" lines), which the copy falls back to.
    // A page's date as the build takes it (its publication day counted), so the copy falls back to the same.
    const pagesDir = join(projectRoot, 'pages');
    const asOf = today();
    const pageFiles = filesUnder(formattedPages).filter((file) => file.endsWith('.mdx'));
    const dates = await lastModifiedDates(pagesDir, pageFiles, asOf);
    const { pages } = readPages({ pagesDir, root: projectRoot, includeDrafts: false, asOf });
    const byPath = await pagesLastModified(pagesDir, pages, asOf);
    for (const page of pages) if (byPath[page.path]) dates.set(page.file, byPath[page.path]);
    for (const [file, date] of dates) utimesSync(join(formattedPages, file), new Date(date), new Date(date));
    const parent = mkdtempSync(join(tmpdir(), 'site-mdx-format-'));
    const original = join(parent, 'original');
    const formatted = join(parent, 'formatted');

    await buildSite({ outDir: original });
    await buildSite({ pagesDir: formattedPages, outDir: formatted });

    const files = filesUnder(original);
    expect(files.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(100);
    expect(filesUnder(formatted)).toEqual(files);
    expect(differingFiles(files, original, formatted, formattedPages)).toEqual([]);
    rmSync(parent, { recursive: true, force: true });
  }, 120_000);

  it('compiles every component example to the same module', async () => {
    const folder = 'src/component-examples';
    const formattedExamples = formattedCopy(folder, 'component-examples');
    const options = mdxOptions({ root: projectRoot, development: false });
    const compiled = (file: string) => compile(readFileSync(file, 'utf8'), options).then(String);

    const examples = filesUnder(join(projectRoot, folder)).filter((file) => file.endsWith('.mdx'));
    expect(examples.length).toBeGreaterThan(10);
    const differing: string[] = [];
    for (const file of examples) {
      const [before, after] = await Promise.all([
        compiled(join(projectRoot, folder, file)),
        compiled(join(formattedExamples, file)),
      ]);
      if (before !== after) differing.push(file);
    }
    expect(differing).toEqual([]);
  }, 60_000);
});
