import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BundleInput } from '../../vite.config';
import { serverFiles } from '../pages/server-files';
import type { BuildFolders } from '../build-folders';

export interface ViteBundleOptions {
  root: string;
  pagesDir: string;
  includeDrafts: boolean;
  folders: BuildFolders;
  /** The day the site is built as: the page index leaves out what is not published then, and splits the events. */
  asOf: string;
  /** The JSON file of what the build read of the pages (`BundleInput` in vite.config.ts): no page is read again. */
  inputFile: string;
}

/** Waits for every promise, then rethrows the first failure, if any. */
export async function firstFailure(promises: readonly Promise<unknown>[]): Promise<void> {
  const failed = (await Promise.allSettled(promises)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * In parallel: the client build into the staging folder (entry, islands, CSS, a
 * manifest) and the SSR build (layout, components, the page index; no page) into its own folder.
 */
export async function bundleWithVite({
  root,
  pagesDir,
  includeDrafts,
  folders,
  asOf,
  inputFile,
}: ViteBundleOptions): Promise<void> {
  const [{ build }, { siteConfig }] = await Promise.all([import('vite'), import('../../vite.config')]);
  const read = JSON.parse(await readFile(inputFile, 'utf8')) as BundleInput;
  const quiet = { logLevel: 'error' as const };
  const files = serverFiles(folders.ssrDir);
  // Settled, not Promise.all: when one build fails the other must stop writing into staging
  // before the cleanup removes it, or it leaves a half-written folder behind.
  await firstFailure([
    build({
      ...siteConfig({ pagesDir, includeDrafts, asOf, read, target: 'client' }),
      ...quiet,
      build: {
        outDir: folders.staging,
        emptyOutDir: true,
        // The bundle step copies public/ itself, never following a link out of it (`copy-public-files.ts`).
        copyPublicDir: false,
        manifest: true,
        rolldownOptions: { input: join(root, 'src/entry-client.ts') },
      },
    }),
    build({
      ...siteConfig({ pagesDir, includeDrafts, asOf, read, target: 'ssr' }),
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
