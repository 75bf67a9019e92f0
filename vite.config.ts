import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { join, resolve } from 'node:path';
import UnoCSS from 'unocss/vite';
import { defineConfig, type InlineConfig, type PluginOption } from 'vite';
import { builtPageModulesPlugin } from './content/mdx/built-page-modules-plugin';
import { mdxOptions } from './content/mdx/mdx-options';
import { photoPlugin } from './content/photos/photo-plugin';
import { islandFilesGlob } from './src/hydration/island-paths';
import { contentPlugin } from './content/vite-plugin';
import type { PageIndexData } from './content/page-index';
import type { UnsavedPages } from './content/unsaved-pages';
import unoConfig, { pageFilesGlob } from './uno.config';
import { devWatchIgnored } from './builder/dev/dev-watch-ignored';
import { devDependencyCache } from './builder/dev/dependency-cache';
import { devUnoCss } from './builder/dev/dev-uno-css';

const root = import.meta.dirname;

export interface SiteConfigOptions {
  /** The content folder; `pages/` unless a test builds fixtures. */
  pagesDir?: string;
  /** The public files' folder; `public/` unless the dev server serves a scratch copy (`PUBLIC_DIR`). */
  publicDir?: string;
  /** Drafts show in dev and are left out of production builds. */
  includeDrafts: boolean;
  /** The SSR build renders pages the build compiled; the client build sees only islands and CSS. */
  target: 'client' | 'ssr' | 'dev';
  /** The day the site is built as (`BuildOptions.asOf`); the dev server takes today's. */
  asOf?: string;
  /** The build's bundling: what the build read of the pages, so that neither build reads a page again. */
  read?: BundleInput;
  /** Dev server: texts not saved yet, rendered in place of their files (the studio's preview). */
  unsaved?: UnsavedPages;
}

/** What the build hands its bundling process (`builder/steps/bundle.ts`), as one JSON file. */
export interface BundleInput {
  /** The page index (`readSite`) that `virtual:page-index` exports. */
  index: PageIndexData;
  /** Each page's text by its file in the pages folder, for UnoCSS to find the classes pages write. */
  texts: Record<string, string>;
}

/** UnoCSS as `uno.config.ts` says, but in a build fed the pages' texts rather than reading them. */
function unoCss(pagesDir: string, read: BundleInput | undefined, target: SiteConfigOptions['target']): PluginOption {
  if (target === 'dev') return devUnoCss(resolve(root, 'uno.config.ts'));
  if (!read) return UnoCSS({ configFile: resolve(root, 'uno.config.ts') });
  const filesystem = (unoConfig.content?.filesystem ?? []).filter((glob) => glob !== pageFilesGlob);
  const inline = Object.entries(read.texts).map(([file, code]) => ({ code, id: join(pagesDir, file) }));
  return UnoCSS({ ...unoConfig, configFile: false, content: { ...unoConfig.content, filesystem, inline } });
}

/** The Vite config for one of the site's builds, or for the dev server. */
export function siteConfig({
  pagesDir = resolve(root, 'pages'),
  publicDir,
  includeDrafts,
  target,
  asOf,
  read,
  unsaved,
}: SiteConfigOptions): InlineConfig {
  const plugins: PluginOption[] = [
    contentPlugin({
      root,
      pagesDir,
      includeDrafts,
      asOf,
      tolerant: target === 'dev',
      datesBesideBundle: target === 'ssr',
      index: read?.index,
      unsaved,
    }),
  ];
  if (target === 'ssr') {
    // The build compiles pages before bundling, outside the bundle: the SSR bundle loads them from beside it.
    plugins.push(builtPageModulesPlugin({ root }));
  } else if (target === 'dev') {
    plugins.push({ enforce: 'pre', ...mdx(mdxOptions({ root, development: true })) }, photoPlugin());
  }
  if (target !== 'ssr') plugins.push(react(), unoCss(pagesDir, read, target));
  const cacheDir = target === 'dev' ? devDependencyCache(root, pagesDir) : undefined;
  return {
    configFile: false,
    root,
    ...(cacheDir ? { cacheDir } : {}),
    // dedupe: pages outside the project (tests, benchmarks) still resolve React from the project.
    resolve: { alias: { '@pages': pagesDir }, dedupe: ['react', 'react-dom'] },
    plugins,
    ...(publicDir ? { publicDir } : {}),
    server: { watch: { ignored: devWatchIgnored(root, pagesDir, ...(publicDir ? [publicDir] : [])) } },
    // Scan the client entry and islands up front: a dependency found on the first page view would
    // make Vite re-optimise and reload that page.
    optimizeDeps: { entries: ['src/entry-client.ts', islandFilesGlob, 'studio/app/main.tsx'] },
    logLevel: 'warn',
  };
}

export default defineConfig(siteConfig({ includeDrafts: true, target: 'dev' }));
