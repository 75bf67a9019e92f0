import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pageModuleFile } from '../../src/content/mdx/page-module-file';
import type { RenderResult } from '../../src/entry-server';
import { keepInCache } from '../file-cache';
import type { ServerFiles } from './server-files';

/** Where a build's SSR folder lies differs from build to build; the code it holds does not. */
function withoutFolder(code: string, ssrDir: string): string {
  return code.split(ssrDir).join('<ssr>');
}

/**
 * Everything besides its own module that decides a page's render: the whole SSR bundle (layout,
 * components, the page index with every page's frontmatter, navigation and dates), the form
 * actions read from the environment at render time, and the time zone dates are written in.
 */
async function siteKey(bundleDir: string, ssrDir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(bundleDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(bundleDir, file)).update('\0');
    hash.update(withoutFolder(await readFile(file, 'utf8'), ssrDir)).update('\0');
  }
  const environment = Object.entries(process.env)
    .filter(([name]) => name.startsWith('FORM_ACTION_') || name === 'TZ')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify([environment, Intl.DateTimeFormat().resolvedOptions().timeZone]));
  return hash.digest('hex');
}

/**
 * Rendered pages kept between builds, each by the hash of all its render reads: the SSR bundle
 * (`siteKey`: the site's code and every page's frontmatter), the page's own compiled module (the
 * route table holds the layout, that page and `*`) and its own last-change date (kept outside the
 * bundle). A rebuild with nothing changed renders nothing; an edit of a page's body renders that
 * page alone; a frontmatter change, which menus and lists on other pages may show, renders all.
 */
export class RenderCache {
  private constructor(
    private readonly folder: string,
    private readonly site: string,
    private readonly files: ServerFiles,
    private readonly ssrDir: string,
  ) {}

  static async open(folder: string, files: ServerFiles, ssrDir: string): Promise<RenderCache> {
    return new RenderCache(folder, await siteKey(files.bundleDir, ssrDir), files, ssrDir);
  }

  /**
   * The key of `path`'s render; `file` is its page's MDX file, none for the built-in not-found page,
   * and `changed` its last-change date, which the page shows and which lies outside the bundle.
   */
  async keyOf(path: string, file: string | undefined, changed: string | undefined): Promise<string> {
    const hash = createHash('sha256').update(this.site).update('\0').update(path).update('\0');
    hash.update(changed ?? '').update('\0');
    if (file) {
      const code = await readFile(join(this.files.pageModulesDir, pageModuleFile(file)), 'utf8');
      hash.update(withoutFolder(code, this.ssrDir));
    }
    return hash.digest('hex');
  }

  async get(key: string): Promise<RenderResult | undefined> {
    try {
      return JSON.parse(await readFile(this.fileOf(key), 'utf8')) as RenderResult;
    } catch {
      return undefined;
    }
  }

  async set(key: string, result: RenderResult): Promise<void> {
    await keepInCache(this.fileOf(key), Buffer.from(JSON.stringify(result)));
  }

  private fileOf(key: string): string {
    return join(this.folder, key.slice(0, 2), `${key}.json`);
  }
}
