import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import UnoCSS from 'unocss/vite';
import { defineConfig, type InlineConfig, type PluginOption } from 'vite';
import { mdxBuildPlugin, type MdxBuildPluginOptions } from './src/content/mdx/mdx-build-plugin';
import { mdxOptions } from './src/content/mdx/mdx-options';
import { photoPlugin, type PhotoPluginOptions } from './src/content/photos/photo-plugin';
import { islandFilesGlob } from './src/hydration/island-paths';
import { contentPlugin } from './src/content/vite-plugin';

const root = import.meta.dirname;

export interface SiteConfigOptions {
  /** The content folder; `pages/` unless a test builds fixtures. */
  pagesDir?: string;
  /** Drafts show in dev and are left out of production builds. */
  includeDrafts: boolean;
  /** The SSR build compiles MDX; the client build sees only islands and CSS. */
  target: 'client' | 'ssr' | 'dev';
  /** Where the SSR build keeps compiled pages between builds; false compiles every page. */
  mdxCacheDir?: string | false;
  /** The SSR build hands each page's component uses here, for the build to check. */
  onComponentUses?: MdxBuildPluginOptions['onComponentUses'];
  /** The SSR build hands each photo a page shows here, for the build to encode. */
  onPhoto?: PhotoPluginOptions['onPhoto'];
}

/** The Vite config for one of the site's builds, or for the dev server. */
export function siteConfig({
  pagesDir = resolve(root, 'pages'),
  includeDrafts,
  target,
  mdxCacheDir = resolve(root, 'node_modules/.cache/site-mdx'),
  onComponentUses,
  onPhoto,
}: SiteConfigOptions): InlineConfig {
  const plugins: PluginOption[] = [contentPlugin({ root, pagesDir, includeDrafts, tolerant: target === 'dev' })];
  if (target === 'ssr') {
    // Only the SSR build compiles pages; it spreads the compiling over worker threads.
    plugins.push({ enforce: 'pre', ...mdxBuildPlugin({ root, cacheDir: mdxCacheDir || undefined, onComponentUses }) });
  } else if (target === 'dev') {
    plugins.push({ enforce: 'pre', ...mdx(mdxOptions({ root, development: true })) });
  }
  if (target !== 'client') plugins.push(photoPlugin({ onPhoto }));
  if (target !== 'ssr') plugins.push(react(), UnoCSS({ configFile: resolve(root, 'uno.config.ts') }));
  return {
    configFile: false,
    root,
    // dedupe: pages outside the project (tests, benchmarks) still resolve React from the project.
    resolve: { alias: { '@pages': pagesDir }, dedupe: ['react', 'react-dom'] },
    plugins,
    server: { watch: { ignored: ['**/data/**', '**/dist/**', '**/.dist-*/**', '**/shots/**'] } },
    // Scan the client entry and islands up front: a dependency found on the first page view would
    // make Vite re-optimise and reload that page.
    optimizeDeps: { entries: ['src/entry-client.ts', islandFilesGlob] },
    logLevel: 'warn',
  };
}

export default defineConfig(siteConfig({ includeDrafts: true, target: 'dev' }));
