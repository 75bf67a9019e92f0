// The Astro 7 reference for `npm run bench -- --compare astro` (README.md here says what it does).
// Run by run-astro-build.mjs with SITE_PAGES_DIR (the generated corpus) and ASTRO_OUT_DIR set.
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { resolve } from 'node:path';
import UnoCSS from 'unocss/vite';
import { contentPlugin } from '../../content/vite-plugin.ts';
import unoConfig from '../../uno.config.ts';

const astroRoot = import.meta.dirname;
const projectRoot = resolve(astroRoot, '../..');
const pagesDir = resolve(process.env.SITE_PAGES_DIR ?? resolve(projectRoot, 'pages'));
const outDir = resolve(process.env.ASTRO_OUT_DIR ?? resolve(astroRoot, 'dist'));

// Only the page index of the site's content plugin: Astro's MDX integration compiles the pages
// itself, so the plugin's frontmatter transform and dev reloading stay out. The root is Astro's,
// so the index names pages the way this Vite instance's import.meta.glob does.
// Its resolveId is asked without the importer: the site's lock on what a page module may import
// (the site's own JSX runtime and components) is not for pages Astro's MDX compiles.
const content = contentPlugin({ root: astroRoot, pagesDir, includeDrafts: false });
const pageIndex = {
  name: 'site:page-index',
  enforce: 'pre',
  resolveId(id, _importer, options) {
    return content.resolveId.call(this, id, undefined, options);
  },
  load: content.load,
};

export default defineConfig({
  root: astroRoot,
  outDir,
  publicDir: resolve(projectRoot, 'public'),
  cacheDir: process.env.ASTRO_CACHE_DIR ? resolve(process.env.ASTRO_CACHE_DIR) : undefined,
  site: 'https://www.example.com',
  build: { format: 'directory' },
  integrations: [mdx(), react()],
  vite: {
    plugins: [
      pageIndex,
      // The site's UnoCSS config, scanning the same files as the site's build does.
      UnoCSS({
        ...unoConfig,
        content: { filesystem: [`${projectRoot}/src/**/*.{ts,tsx}`, `${projectRoot}/pages/**/*.mdx`] },
      }),
    ],
    resolve: { alias: { '@pages': pagesDir }, dedupe: ['react', 'react-dom'] },
    // Bundled, so their `react` is the one React Astro renders with (deduplicated above), and
    // react-router's own dependencies are its versions, not Astro's.
    environments: {
      prerender: { resolve: { noExternal: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] } },
    },
    logLevel: 'warn',
  },
});
