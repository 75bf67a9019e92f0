import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { keepAndPlace, placeFromCache } from '../file-cache';
import type { ServerFiles } from './server-files';

/**
 * Everything besides its own module that decides a page's document: the whole SSR bundle (layout,
 * components, the page index with every page's frontmatter, navigation and dates), the photos of
 * public/ files the pages name (kept beside the bundle), the client build's manifest (the scripts and styles a document names), the form actions read from the
 * environment at render time, and the time zone dates are written in.
 */
async function siteKey({ bundleDir, publicPhotosFile }: ServerFiles, manifestFile: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(bundleDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(bundleDir, file)).update('\0');
    hash.update(await readFile(file)).update('\0');
  }
  hash.update(await readFile(manifestFile)).update('\0');
  hash.update(await readFile(publicPhotosFile)).update('\0');
  const environment = Object.entries(process.env)
    .filter(([name]) => name.startsWith('FORM_ACTION_') || name === 'TZ')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify([environment, Intl.DateTimeFormat().resolvedOptions().timeZone]));
  return hash.digest('hex');
}

/**
 * Pages' finished documents kept between builds, each by the hash of all its render reads: the
 * SSR bundle and client manifest (`siteKey`), the page's own compiled module (the route table
 * holds the layout, that page and `*`) and its own last-change date (kept outside the bundle). A
 * rebuild with nothing changed renders nothing and links every document; an edit of a page's
 * body renders that page alone; a frontmatter change, which menus and lists on other pages may
 * show, renders all.
 */
export class RenderCache {
  private constructor(
    private readonly folder: string,
    private readonly site: string,
    private readonly moduleHashes: ReadonlyMap<string, string>,
  ) {}

  /** `moduleHashes`: each page module's hash by its page's file, as `compilePages` made them. */
  static async open(
    folder: string,
    files: ServerFiles,
    manifestFile: string,
    moduleHashes: ReadonlyMap<string, string>,
  ): Promise<RenderCache> {
    return new RenderCache(folder, await siteKey(files, manifestFile), moduleHashes);
  }

  /**
   * The key of `path`'s document; `file` is its page's MDX file, none for the built-in not-found
   * page, and `changed` its last-change date, which the page shows and which lies outside the bundle.
   */
  keyOf(path: string, file: string | undefined, changed: string | undefined): string {
    const hash = createHash('sha256').update(this.site).update('\0').update(path).update('\0');
    hash.update(changed ?? '').update('\0');
    if (file) {
      const module = this.moduleHashes.get(file);
      if (!module) throw new Error(`no compiled module for ${file}`);
      hash.update(module);
    }
    return hash.digest('hex');
  }

  /** Links the kept document into place at `target`; false when none is kept. */
  place(key: string, target: string): boolean {
    return placeFromCache(this.fileOf(key), target);
  }

  /** Writes a freshly rendered document to `target` and keeps it. */
  async keep(key: string, target: string, html: string): Promise<void> {
    await keepAndPlace(this.fileOf(key), target, html);
  }

  private fileOf(key: string): string {
    return join(this.folder, key.slice(0, 2), `${key}.html`);
  }
}
