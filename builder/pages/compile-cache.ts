import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CompiledPage } from '../../content/mdx/compiled-page';
import { mdxComponentNames } from '../../src/mdx-component-names';
import { keepInCache } from '../file-cache';

/**
 * Compiled MDX on disk, with the component uses read while compiling, keyed by the page source and
 * everything that shapes the output (compiler versions, component names, our remark plugins and
 * options, how uses are read), so an unchanged page is compiled once, in whichever folder: the
 * output names no folder (the runtime's imports, by absolute path, are lifted out by
 * `recma-lift-imports.ts`, and places are lines and columns). The uses are checked again
 * on every build: whether they are right depends on the schemas and the other pages.
 */
export class CompileCache {
  private readonly fingerprint: string;

  constructor(
    private readonly dir: string,
    root: string,
    development: boolean,
  ) {
    const version = (name: string) =>
      (JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version;
    const source = (file: string) => readFileSync(resolve(root, file), 'utf8');
    this.fingerprint = JSON.stringify([
      version('@mdx-js/mdx'),
      version('remark-gfm'),
      mdxComponentNames,
      source('content/remark-known-components.ts'),
      source('content/mdx/mdx-options.ts'),
      source('content/mdx/recma-lift-imports.ts'),
      source('builder/pages/compile-worker.ts'),
      source('builder/spelling/markdown-texts.ts'),
      source('content/photos/rehype-photos.ts'),
      source('src/shared/photos/photo-set.ts'),
      source('content/component-checks/component-uses.ts'),
      source('content/component-checks/literal-value.ts'),
      source('content/component-checks/remark-component-uses.ts'),
      ...readdirSync(resolve(root, 'content/markup'))
        .sort()
        .map((name) => source(`content/markup/${name}`)),
      // The syntax-message plugins run inside the compile too: a change to any of them recompiles.
      ...readdirSync(resolve(root, 'content/mdx-messages'))
        .sort()
        .map((name) => source(`content/mdx-messages/${name}`)),
      development,
    ]);
  }

  keyOf(text: string): string {
    return createHash('sha256').update(this.fingerprint).update('\0').update(text).digest('hex');
  }

  get(key: string): CompiledPage | undefined {
    try {
      return JSON.parse(readFileSync(join(this.dir, `${key}.json`), 'utf8')) as CompiledPage;
    } catch {
      return undefined;
    }
  }

  async set(key: string, page: CompiledPage): Promise<void> {
    await keepInCache(join(this.dir, `${key}.json`), Buffer.from(JSON.stringify(page)));
  }
}
