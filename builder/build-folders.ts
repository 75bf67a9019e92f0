import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export interface BuildFolders {
  /** Where the finished site goes, replaced only once the whole build has succeeded. */
  outDir: string;
  /** Beside `outDir`: everything the build writes goes here first. */
  staging: string;
  /** The SSR bundle, removed after every build. */
  ssrDir: string;
}

/** The folders of one build, named with a fresh id so concurrent builds do not meet. */
export function buildFolders(root: string, outDir: string): BuildFolders {
  const id = randomUUID().slice(0, 8);
  return {
    outDir,
    staging: join(dirname(outDir), `.${basename(outDir)}-staging-${id}`),
    // Inside the project, so the SSR bundle resolves react and friends from node_modules.
    ssrDir: join(root, 'node_modules', '.cache', 'site-ssr', id),
  };
}

/** The last step: the staging folder replaces the previous output. */
export async function swapIntoPlace({ staging, outDir }: BuildFolders): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await rename(staging, outDir);
}

/** After every build, failed or not: no SSR bundle and no staging folder stay behind. */
export async function removeBuildLeftovers({ staging, ssrDir }: BuildFolders): Promise<void> {
  await rm(ssrDir, { recursive: true, force: true });
  if (existsSync(staging)) await rm(staging, { recursive: true, force: true });
}
