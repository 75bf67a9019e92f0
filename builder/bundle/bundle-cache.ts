import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { PageTexts } from '../../content/page-texts';

/** The files the two Vite builds read besides the folders below: their configs and the installed packages' lock. */
const configFiles = ['vite.config.ts', 'uno.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
// Builds kept: the newest few, so switching branches back and forth still finds its bundle.
const keptBuilds = 4;
const usedMark = 'last-used';

export interface BundleInputs {
  root: string;
  pagesDir: string;
  includeDrafts: boolean;
  /** What the build's day decides in the page index (`BundleOptions.publication`). */
  publication: string;
  /** The pages' texts, read once (`readSite`): hashed from here, not read again. */
  texts: PageTexts;
}

async function filesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The hash of everything the client and SSR builds read: the site's code (src/ and the content readers the Vite plugin runs, content/), public files,
 * every file of the pages folder (frontmatter, navigation, translations; UnoCSS scans the pages
 * for classes too, the project's own pages/ included), the configs, the lock of the installed
 * packages, `.env` files, `VITE_` variables and the options. Any change to one of them rebuilds.
 */
export async function bundleKey({ root, pagesDir, includeDrafts, publication, texts }: BundleInputs): Promise<string> {
  const folders = [...new Set(['src', 'content', 'public', 'pages', pagesDir].map((folder) => resolve(root, folder)))];
  const rootEntries = await readdir(root);
  const files = [
    ...configFiles.map((file) => join(root, file)),
    ...rootEntries.filter((name) => name.startsWith('.env')).map((name) => join(root, name)),
    join(root, 'builder/steps/bundle.ts'),
    join(root, 'builder/bundle/vite-bundle.ts'),
    ...(await Promise.all(folders.map(filesUnder))).flat().sort(),
  ];
  const textOf = (file: string) => {
    const page = relative(pagesDir, file);
    return page.startsWith('..') ? undefined : texts.get(page.split(sep).join('/'));
  };
  // Synchronous reads: thousands of small files, each a few microseconds, not a turn on libuv's four threads.
  const contents = files.map((file) => {
    const text = textOf(file);
    if (text !== undefined) return Buffer.from(text);
    return existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
  });
  const hash = createHash('sha256');
  const variables = Object.entries(process.env).filter(([name]) => name.startsWith('VITE_'));
  hash.update(
    JSON.stringify([root, pagesDir, includeDrafts, publication, process.version, process.env.NODE_ENV, variables]),
  );
  for (const [index, file] of files.entries()) {
    hash.update('\0').update(file).update('\0').update(String(contents[index].length)).update('\0');
    hash.update(contents[index]);
  }
  return hash.digest('hex');
}

async function copyTree(from: string, to: string): Promise<void> {
  const files = await filesUnder(from);
  const folders = new Set(files.map((file) => dirname(join(to, relative(from, file)))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  // Copies, not links: later steps write some of these files over (robots.txt), which must not reach the cache.
  await Promise.all(files.map((file) => copyFile(file, join(to, relative(from, file)))));
}

/**
 * Marks a kept build as used, for `prune`: the file system stamps the write with its time, so the
 * build reads no clock (the as-of day is the only "today" it knows, `src/shared/publication/as-of.ts`).
 */
async function markUsed(kept: string): Promise<void> {
  await writeFile(join(kept, usedMark), '').catch(() => {});
}

/** When a kept build was last used: its mark's time, or its folder's for one kept before marks. */
async function lastUsed(kept: string): Promise<number> {
  return (await stat(join(kept, usedMark)).catch(() => stat(kept))).mtimeMs;
}

/** The output of both Vite builds kept between builds by `bundleKey`, so a build with no change to them does not bundle. */
export class BundleCache {
  constructor(private readonly folder: string) {}

  /** Puts the kept client build into `clientDir` and SSR build into `serverDir`; false when none is kept for `key`. */
  async restore(key: string, clientDir: string, serverDir: string): Promise<boolean> {
    const kept = join(this.folder, key);
    if (!existsSync(join(kept, 'complete'))) return false;
    await Promise.all([copyTree(join(kept, 'client'), clientDir), copyTree(join(kept, 'server'), serverDir)]);
    await markUsed(kept);
    return true;
  }

  /** Keeps both builds' output under `key`, written aside and renamed, and drops all but the newest few. */
  async keep(key: string, clientDir: string, serverDir: string): Promise<void> {
    const target = join(this.folder, key);
    const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await Promise.all([copyTree(clientDir, join(temporary, 'client')), copyTree(serverDir, join(temporary, 'server'))]);
    await mkdir(join(temporary, 'complete'));
    await markUsed(temporary);
    await rm(target, { recursive: true, force: true });
    await rename(temporary, target).catch(() => rm(temporary, { recursive: true, force: true }));
    await this.prune();
  }

  private async prune(): Promise<void> {
    const names = (await readdir(this.folder)).filter((name) => /^[0-9a-f]{64}$/.test(name));
    const ages = await Promise.all(names.map((name) => lastUsed(join(this.folder, name))));
    const newestFirst = names.map((name, index) => ({ name, age: ages[index] })).sort((a, b) => b.age - a.age);
    await Promise.all(
      newestFirst.slice(keptBuilds).map(({ name }) => rm(join(this.folder, name), { recursive: true, force: true })),
    );
  }
}
