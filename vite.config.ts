import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import remarkGfm from 'remark-gfm';
import UnoCSS from 'unocss/vite';
import { defineConfig, type InlineConfig, type PluginOption } from 'vite';
import { remarkKnownComponents } from './src/content/remark-known-components';
import { contentPlugin } from './src/content/vite-plugin';
import { mdxComponentNames } from './src/mdx-component-names';

const root = import.meta.dirname;

export interface SiteConfigOptions {
  /** The content folder; `pages/` unless a test builds fixtures. */
  pagesDir?: string;
  /** Drafts show in dev and are left out of production builds. */
  includeDrafts: boolean;
  /** The SSR build compiles MDX; the client build sees only islands and CSS. */
  target: 'client' | 'ssr' | 'dev';
}

/** The Vite config for one of the site's builds, or for the dev server. */
export function siteConfig({ pagesDir = resolve(root, 'pages'), includeDrafts, target }: SiteConfigOptions): InlineConfig {
  const plugins: PluginOption[] = [
    contentPlugin({ root, pagesDir, includeDrafts }),
    {
      enforce: 'pre',
      ...mdx({
        providerImportSource: resolve(root, 'src/mdx-components.tsx'),
        remarkPlugins: [remarkGfm, [remarkKnownComponents, { names: mdxComponentNames }]],
        development: target === 'dev',
      }),
    },
  ];
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
    optimizeDeps: { entries: ['src/entry-client.ts', 'src/islands/*.tsx'] },
    logLevel: 'warn',
  };
}

export default defineConfig(siteConfig({ includeDrafts: true, target: 'dev' }));
