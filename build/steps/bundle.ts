import { join } from 'node:path';
import { serverFiles } from '../pages/server-files';
import type { ServerEntry } from '../prerender';
import type { BuildFolders } from './build-folders';
import { BundleCache, bundleKey } from './bundle-cache';

export interface BundleOptions {
  root: string;
  pagesDir: string;
  includeDrafts: boolean;
  folders: BuildFolders;
  /** Folder of bundles kept between builds (`BundleCache`); none bundles every time. */
  cacheDir?: string;
}

export interface Bundles {
  /** The SSR bundle, imported: it renders pages (loading the modules `compilePages` wrote) and lists them. */
  server: ServerEntry;
  /** Whether both builds came from the cache. */
  cached: boolean;
}

/** Waits for every promise, then rethrows the first failure, if any. */
export async function firstFailure(promises: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(promises)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * In parallel: the client build into the staging folder (entry, islands, CSS, public files, a
 * manifest) and the SSR build (layout, components, the page index; no page) into its own folder.
 * Vite and the site's config are loaded only here, when there is something to bundle.
 */
async function bundleWithVite({ root, pagesDir, includeDrafts, folders }: BundleOptions): Promise<void> {
  const [{ build }, { siteConfig }] = await Promise.all([import('vite'), import('../../vite.config')]);
  const quiet = { logLevel: 'error' as const };
  const files = serverFiles(folders.ssrDir);
  // Settled, not Promise.all: when one build fails the other must stop writing into staging
  // before the cleanup removes it, or it leaves a half-written folder behind.
  await firstFailure([
    build({
      ...siteConfig({ pagesDir, includeDrafts, target: 'client' }),
      ...quiet,
      build: {
        outDir: folders.staging,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: { input: join(root, 'src/entry-client.ts') },
      },
    }),
    build({
      ...siteConfig({ pagesDir, includeDrafts, target: 'ssr' }),
      ...quiet,
      build: {
        ssr: join(root, 'src/entry-server.tsx'),
        outDir: files.bundleDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    }),
  ]);
}

/**
 * Both bundles, from the cache when nothing they read has changed, then the SSR bundle imported.
 * The pages' modules and dates must be written beside it first (`serverFiles`).
 */
export async function bundleClientAndServer(options: BundleOptions): Promise<Bundles> {
  const { folders, cacheDir } = options;
  const files = serverFiles(folders.ssrDir);
  const cache = cacheDir ? new BundleCache(cacheDir) : undefined;
  const key = cache ? await bundleKey(options) : undefined;
  const cached = key ? ((await cache?.restore(key, folders.staging, files.bundleDir)) ?? false) : false;
  if (!cached) {
    await bundleWithVite(options);
    if (key) await cache?.keep(key, folders.staging, files.bundleDir);
  }
  const server = (await import(files.entryUrl)) as ServerEntry;
  return { server, cached };
}
