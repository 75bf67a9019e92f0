import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * For the SSR build: pages load from the modules the build compiled, not from `import.meta.glob`,
 * so no page enters the bundle and Rolldown bundles only the site's code.
 */
export function builtPageModulesPlugin({ root }: { root: string }): Plugin {
  const globLoader = resolve(root, 'src/shared/page-module-loader.ts');
  const builtLoader = resolve(root, 'src/shared/mdx/built-page-module-loader.ts');
  return {
    name: 'site:built-page-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/page-module-loader')) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === globLoader ? builtLoader : resolved;
    },
  };
}
