import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { mdxComponentNames } from '../../mdx-component-names';

/**
 * Compiled MDX on disk, keyed by the page source and everything that shapes the output (compiler
 * versions, component names, our remark plugin and options), so an unchanged page is compiled once.
 */
export class CompileCache {
  private readonly fingerprint: string;

  constructor(
    private readonly dir: string,
    root: string,
    development: boolean,
  ) {
    const version = (name: string) => (JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    const source = (file: string) => readFileSync(resolve(root, file), 'utf8');
    this.fingerprint = JSON.stringify([
      version('@mdx-js/mdx'),
      version('remark-gfm'),
      mdxComponentNames,
      source('src/content/remark-known-components.ts'),
      source('src/content/mdx/mdx-options.ts'),
      development,
      root,
    ]);
  }

  keyOf(text: string): string {
    return createHash('sha256').update(this.fingerprint).update('\0').update(text).digest('hex');
  }

  async get(key: string): Promise<string | undefined> {
    try {
      return await readFile(join(this.dir, `${key}.js`), 'utf8');
    } catch {
      return undefined;
    }
  }

  async set(key: string, code: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so a build running at the same time never reads half a file.
    const temporary = join(this.dir, `${key}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    await writeFile(temporary, code);
    await rename(temporary, join(this.dir, `${key}.js`));
  }
}
