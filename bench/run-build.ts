/**
 * Child process of the benchmark: one build of `<pagesDir>` into `<outDir>`, started as
 * `node builder/run-bundled.mjs bench/run-build.ts <pagesDir> <outDir> <cacheDir>`, as `npm run build`
 * runs the build. Every cache the build keeps between builds (compiled MDX, share images, photos, compressed copies, search index) lives under `<cacheDir>`, so an emptied folder
 * makes a cold build and the developer's own caches in node_modules/.cache are never read or pruned.
 * Its last stdout line is a JSON `BuildResult`; on failure it prints the error to stderr and exits with 1.
 */
import { cpuMsOfChildren } from './children-cpu.mjs';
import { buildSite, projectRoot } from '../builder/build-site';
import { formatBuildError } from '../builder/format-build-error';

export interface BuildResult {
  pages: number;
  redirects: number;
  /** Milliseconds per step, as buildSite reports them. */
  timings: Record<string, number>;
  /** CPU milliseconds per step, all threads over each step's span (`runSteps`' `cpuTimings`). */
  cpuTimings?: Record<string, number>;
  /** CPU milliseconds per step, each its own (`runSteps`' `ownCpuTimings`); builds before it report none. */
  ownCpuTimings?: Record<string, number>;
  /** Milliseconds inside buildSite, measured by the child. */
  buildMs: number;
  /** Peak resident set size of this process, kilobytes. */
  maxRssKb: number;
  /** CPU milliseconds of this process, every thread (child processes such as Pagefind's not counted). */
  cpuMs?: number;
  /** CPU milliseconds of the child processes the build ran and waited for (Vite's bundle, Pagefind), where Linux tells them. */
  childCpuMs?: number;
}

const [pagesDir, outDir, cacheDir] = process.argv.slice(2);
if (!pagesDir || !outDir || !cacheDir) {
  console.error('usage: node builder/run-bundled.mjs bench/run-build.ts <pagesDir> <outDir> <cacheDir>');
  process.exit(2);
}

/** User and system CPU of this process so far, every thread, in milliseconds. */
function cpuMsOfProcess(): number {
  const { user, system } = process.cpuUsage();
  return Math.round((user + system) / 1000);
}

const started = performance.now();
try {
  // Every cache of the build (compiled pages, share images, photos, compressed copies, search) in the one folder
  // the bench empties for a cold build.
  const report = await buildSite({ pagesDir, outDir, cacheDir });
  const result: BuildResult = {
    pages: report.pages,
    redirects: report.redirects,
    timings: report.timings,
    cpuTimings: report.cpuTimings,
    ownCpuTimings: report.ownCpuTimings,
    buildMs: Math.round(performance.now() - started),
    maxRssKb: process.resourceUsage().maxRSS,
    cpuMs: cpuMsOfProcess(),
    childCpuMs: cpuMsOfChildren(),
  };
  process.stdout.write(`\n${JSON.stringify(result)}\n`);
} catch (error) {
  console.error(formatBuildError(error, projectRoot));
  process.exitCode = 1;
}
