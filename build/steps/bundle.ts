import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ComponentUseLog } from '../../src/content/components/component-use-log';
import type { PhotoJob } from '../../src/content/photos/photo-plugin';
import { siteConfig } from '../../vite.config';
import type { ServerEntry } from '../prerender';
import type { BuildFolders } from './build-folders';

export interface BundleOptions {
  root: string;
  pagesDir: string;
  includeDrafts: boolean;
  mdxCacheDir?: string | false;
  folders: BuildFolders;
}

export interface Bundles {
  /** The SSR bundle, imported: it renders pages and lists them. */
  server: ServerEntry;
  /** Every page's component uses, read while the SSR build compiled it. */
  componentUses: ComponentUseLog;
  /** Every photo the pages show, by name and content hash, for the photo step to encode. */
  photos: Map<string, PhotoJob>;
}

/** Waits for every promise, then rethrows the first failure, if any. */
export async function firstFailure(promises: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(promises)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * In parallel: the client build into the staging folder (entry, islands, CSS, public files, a
 * manifest) and the SSR build (every page) into its own folder, which is then imported.
 */
export async function bundleClientAndServer({
  root,
  pagesDir,
  includeDrafts,
  mdxCacheDir,
  folders,
}: BundleOptions): Promise<Bundles> {
  const quiet = { logLevel: 'error' as const };
  const componentUses = new ComponentUseLog();
  const photos = new Map<string, PhotoJob>();
  const onPhoto = (job: PhotoJob) => photos.set(`${job.name}-${job.hash}`, job);
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
      ...siteConfig({
        pagesDir,
        includeDrafts,
        target: 'ssr',
        mdxCacheDir,
        onComponentUses: componentUses.record,
        onPhoto,
      }),
      ...quiet,
      build: {
        ssr: join(root, 'src/entry-server.tsx'),
        outDir: folders.ssrDir,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    }),
  ]);
  const server = (await import(pathToFileURL(join(folders.ssrDir, 'entry-server.js')).href)) as ServerEntry;
  return { server, componentUses, photos };
}
