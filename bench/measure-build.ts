import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../builder/build-site';
import { runMeasuredChild } from './measured-child';
import type { BuildResult } from './run-build';

export { BuildFailedError } from './measured-child';

export interface BuildMeasurement extends BuildResult {
  /** Milliseconds from spawning the child to its exit, so process start-up and module loading count. */
  wallMs: number;
}

/** Each step's own CPU milliseconds where the build reports them, else all threads' over its span (older builds). */
export function stepCpu(measurement: BuildMeasurement): Record<string, number> | undefined {
  return measurement.ownCpuTimings ?? measurement.cpuTimings;
}

/** Trees whose build child is bundled already in this bench run. */
const bundledTrees = new Set<string>();

/**
 * Runs one build in a fresh Node process and measures its wall time and peak memory. The build is
 * cold when `cacheDir` is empty, warm when an earlier build of the same pages filled it (compiled
 * MDX, share images and photos are all kept there: bench/run-build.ts). `tree` is the checkout
 * whose code builds: the project, or a base revision's worktree (`--against`).
 */
export async function measureBuild(
  pagesDir: string,
  outDir: string,
  cacheDir: string,
  tree = projectRoot,
): Promise<BuildMeasurement> {
  // As `npm run build` runs the build: from a bundle of its modules, made once per tree before the
  // timed runs (a content change never makes it again). Revisions before `run-bundled.mjs` ran it through tsx.
  const runBundled = join(tree, 'builder', 'run-bundled.mjs');
  const bundled = existsSync(runBundled);
  if (bundled && !bundledTrees.has(tree)) {
    execFileSync(process.execPath, [runBundled, '--bundle-only', 'bench/run-build.ts'], { cwd: tree });
    bundledTrees.add(tree);
  }
  const { result, wallMs } = await runMeasuredChild<BuildResult>(
    process.execPath,
    [
      ...(bundled ? [runBundled] : ['--import', 'tsx']),
      join(tree, 'bench', 'run-build.ts'),
      pagesDir,
      outDir,
      cacheDir,
    ],
    { cwd: tree, label: `build of ${pagesDir}${tree === projectRoot ? '' : ` by ${tree}`}` },
  );
  return { ...result, wallMs };
}
