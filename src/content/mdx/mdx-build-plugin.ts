import type { Plugin } from 'vite';
import type { ComponentUse } from '../components/component-use';
import { CompileCache } from './compile-cache';
import { CompilePool } from './compile-pool';

export interface MdxBuildPluginOptions {
  root: string;
  /** Folder for compiled pages kept between builds; none to compile every page every time. */
  cacheDir?: string;
  /** Receives each page's component uses (by absolute file path), for the build to check. */
  onComponentUses?: (file: string, uses: ComponentUse[]) => void;
}

/** Where a compile error points, as Rolldown reports it: the file and line in `id` and `loc`. */
class MdxCompileError extends Error {
  override name = 'MdxCompileError';
  constructor(
    message: string,
    readonly id: string,
    readonly loc: { file: string; line: number; column: number } | undefined,
  ) {
    super(message);
  }
}

/**
 * Compiles `.mdx` for production builds on worker threads (with a content-hash cache); the dev
 * server uses @mdx-js/rollup in-thread with the same options, where pages compile one at a time.
 */
export function mdxBuildPlugin({ root, cacheDir, onComponentUses }: MdxBuildPluginOptions): Plugin {
  let pool: CompilePool | undefined;
  const cache = cacheDir ? new CompileCache(cacheDir, root, false) : undefined;

  return {
    name: 'site:mdx-build',
    buildStart() {
      pool = new CompilePool({ root, development: false });
    },
    async transform(source, id) {
      const path = id.split('?')[0];
      if (!path.endsWith('.mdx')) return undefined;
      const key = cache?.keyOf(source);
      const cached = key ? await cache?.get(key) : undefined;
      if (cached !== undefined) {
        onComponentUses?.(path, cached.uses);
        return { code: cached.code, map: null };
      }
      const reply = await pool!.compile(path, source);
      if (!reply.ok) {
        const loc = reply.line ? { file: path, line: reply.line, column: reply.column ?? 1 } : undefined;
        throw new MdxCompileError(reply.reason, path, loc);
      }
      onComponentUses?.(path, reply.uses);
      if (key) await cache?.set(key, { code: reply.code, uses: reply.uses });
      return { code: reply.code, map: null };
    },
    async buildEnd() {
      await pool?.close();
      pool = undefined;
    },
  };
}
