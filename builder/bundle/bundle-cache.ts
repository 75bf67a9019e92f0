import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { folderFiles } from '../../content/folder-files';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
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
  /** What the build's day decides in the page index (`Site.publication`), its files named from the project root. */
  publication: string;
  /** The pages folder from the project root, as `publication` names its files (`pages`). */
  pagesLabel: string;
  /** The pages' texts, read once (`readSite`): hashed from here, not read again. */
  texts: PageTexts;
}

// Not a recursive readdir, which follows a linked folder round a loop (`public/loop -> .`) for ever.
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return folderFiles(folder).files.map((file) => join(folder, file));
}

/**
 * The hash of everything the client and SSR builds read: the site's code (src/ and the content readers the Vite plugin runs, content/), public files,
 * every file of the pages folder (frontmatter, navigation, translations, the texts UnoCSS scans for
 * classes), the configs, the lock of the installed packages, `.env` files, `VITE_` variables and
 * the options. Any change to one of them rebuilds. Files are named relative to the project (code)
 * or to the pages folder (pages), and no runtime version is hashed: the same code and pages in
 * another folder, or on another Node, give the same key, for the bundle names neither
 * (`folderFreeIndex`).
 */
export async function bundleKey({
  root,
  pagesDir,
  pagesLabel,
  includeDrafts,
  publication,
  texts,
}: BundleInputs): Promise<string> {
  const codeFolders = ['src', 'content', 'public'];
  const rootEntries = await readdir(root);
  const codeFiles = [
    ...configFiles,
    ...rootEntries.filter((name) => name.startsWith('.env')),
    'builder/steps/bundle.ts',
    'builder/bundle/vite-bundle.ts',
    'builder/bundle/folder-free-index.ts',
    ...codeFolders
      .map((folder) => filesUnder(join(root, folder)))
      .flat()
      .map((file) => relative(root, file)),
  ];
  const pageFiles = filesUnder(pagesDir).map((file) => relative(pagesDir, file));
  // Named with a marker no project file starts with, so a page cannot stand for a code file of the same name.
  const named = [
    ...codeFiles.map((file) => ({ name: file.split(sep).join('/'), path: join(root, file) })),
    ...pageFiles.map((file) => ({ name: `<pages>/${file.split(sep).join('/')}`, path: join(pagesDir, file) })),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  // Synchronous reads: thousands of small files, each a few microseconds, not a turn on libuv's four threads.
  const contents = named.map(({ name, path }) => {
    const text = name.startsWith('<pages>/') ? texts.get(name.slice('<pages>/'.length)) : undefined;
    if (text !== undefined) return Buffer.from(text);
    return existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
  });
  const hash = createHash('sha256');
  const variables = Object.entries(process.env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b));
  const folderFreePublication = publication.split(JSON.stringify(`${pagesLabel}/`).slice(0, -1)).join('"<pages>/');
  hash.update(JSON.stringify([includeDrafts, folderFreePublication, process.env.NODE_ENV, variables]));
  for (const [index, { name }] of named.entries()) {
    hash.update('\0').update(name).update('\0').update(String(contents[index].length)).update('\0');
    hash.update(contents[index]);
  }
  return hash.digest('hex');
}

async function copyTree(from: string, to: string): Promise<void> {
  const files = filesUnder(from);
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
