import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../builder/build-site';
import type { BudgetResult } from './budgets';
import { generatePages } from './generate-pages';
import { measureBuild, type BuildMeasurement } from './measure-build';
import { medianMeasurement } from './median';
import { formatTable } from './table';

/** One corpus size built by the working tree and by the base revision, each figure the median over the runs. */
export interface RevisionComparison {
  size: number;
  current: { cold: BuildMeasurement; warm: BuildMeasurement };
  base: { cold: BuildMeasurement; warm: BuildMeasurement };
}

/** The base revision checked out beside the project, ready to build. */
export interface BaseTree {
  revision: string;
  commit: string;
  folder: string;
  remove: () => void;
}

/** A step may take at most this much more CPU than the base revision's: the noise of alternating runs is a few %. */
export const maxStepSlowdown = 1.1;
/**
 * Steps under this many CPU milliseconds on both sides are not judged: at that size a ratio is
 * the scheduler's, not the code's (a 40 ms step varies by 20% from run to run).
 */
export const judgedStepMs = 250;

function git(args: readonly string[]): string {
  return execFileSync('git', args, { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/**
 * Checks `revision` out into a temporary worktree under `workDir`. Its dependencies are the
 * project's own when its package-lock.json is the same (a symbolic link to node_modules); else
 * `npm ci` installs them there, so each side builds with the versions it was written for.
 */
export function checkOutBase(revision: string, workDir: string, progress: (line: string) => void): BaseTree {
  let commit: string;
  try {
    commit = git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  } catch {
    throw new Error(`--against ${revision}: git knows no commit by that name (try main, HEAD~3 or a commit hash)`);
  }
  const folder = join(workDir, 'base');
  git(['worktree', 'add', '--detach', '--quiet', folder, commit]);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', folder], { cwd: projectRoot, stdio: 'ignore' });
  };
  try {
    const sameLock = spawnSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json'], { cwd: projectRoot });
    if (sameLock.status === 0) symlinkSync(join(projectRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
    else {
      progress(`  ${revision}: its package-lock.json differs, installing its dependencies (npm ci)`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'ignore' });
    }
    if (!existsSync(join(folder, 'bench', 'run-build.ts')))
      throw new Error(`--against ${revision}: that revision has no bench/run-build.ts to build with`);
  } catch (error) {
    remove();
    throw error;
  }
  return { revision, commit: commit.slice(0, 10), folder, remove };
}

/**
 * Builds each size's corpus with the working tree and with the base revision, alternating so
 * that a busy moment on the machine hits both: current cold, base cold, current warm, base warm,
 * `runs` times. Both build the same generated pages, each with its own caches and output folders.
 */
export async function compareWithRevision(
  workDir: string,
  base: BaseTree,
  { sizes, runs }: { sizes: readonly number[]; runs: number },
  progress: (line: string) => void,
): Promise<RevisionComparison[]> {
  const compared: RevisionComparison[] = [];
  for (const size of sizes) {
    const corpusDir = join(workDir, `against-${size}`);
    const pagesDir = join(corpusDir, 'pages');
    await mkdir(pagesDir, { recursive: true });
    await generatePages({ pagesDir, count: size });
    let builds = 0;
    const freshOut = () => join(corpusDir, `out-${++builds}`);
    const runsOf = { currentCold: [], baseCold: [], currentWarm: [], baseWarm: [] } as Record<
      'currentCold' | 'baseCold' | 'currentWarm' | 'baseWarm',
      BuildMeasurement[]
    >;
    for (let run = 1; run <= runs; run++) {
      const of = runs > 1 ? ` (run ${run} of ${runs})` : '';
      const currentCache = join(corpusDir, `current-cache-${run}`);
      const baseCache = join(corpusDir, `base-cache-${run}`);
      const step = async (key: keyof typeof runsOf, label: string, tree: string, cacheDir: string) => {
        progress(`  ${size} pages: ${label}${of}`);
        runsOf[key].push(await measureBuild(pagesDir, freshOut(), cacheDir, tree));
      };
      await step('currentCold', 'current cold', projectRoot, currentCache);
      await step('baseCold', `${base.revision} cold`, base.folder, baseCache);
      await step('currentWarm', 'current warm', projectRoot, currentCache);
      await step('baseWarm', `${base.revision} warm`, base.folder, baseCache);
    }
    compared.push({
      size,
      current: { cold: medianMeasurement(runsOf.currentCold), warm: medianMeasurement(runsOf.currentWarm) },
      base: { cold: medianMeasurement(runsOf.baseCold), warm: medianMeasurement(runsOf.baseWarm) },
    });
    // Removed only once the size is done: removing thousands of files slows what runs next on this disk.
    await rm(corpusDir, { recursive: true, force: true });
  }
  return compared;
}

/**
 * Both builds' CPU per step, the whole process's as `total`: each step's own where both report it,
 * else all threads' over each step's span on both sides (a base revision from before own CPU), so
 * a step is never compared in one kind against the other.
 */
function cpuStepsOf(
  current: BuildMeasurement,
  base: BuildMeasurement,
): [Record<string, number>, Record<string, number>] {
  const own = current.ownCpuTimings !== undefined && base.ownCpuTimings !== undefined;
  const pick = (m: BuildMeasurement) => ({ ...(own ? m.ownCpuTimings : m.cpuTimings), total: m.cpuMs ?? 0 });
  return [pick(current), pick(base)];
}

/** Every step either side reported, in the order the current build reports them, `total` last. */
function stepsOf(current: Record<string, number>, base: Record<string, number>): string[] {
  return [...new Set([...Object.keys(current), ...Object.keys(base)].filter((step) => step !== 'total')), 'total'];
}

/** Which CPU a comparison's rows are: see `cpuStepsOf`. */
export function cpuKindOf(compared: readonly RevisionComparison[]): string {
  return compared.every(({ current, base }) => current.cold.ownCpuTimings && base.cold.ownCpuTimings)
    ? "each step's own CPU"
    : `CPU of all threads over each step's span (the base revision reports no step's own CPU)`;
}

/**
 * The table of a comparison: per size, cold and warm, each step's CPU seconds (all threads of the
 * build process) for both and their ratio, then wall time and peak memory.
 */
export function formatRevisionTable(compared: readonly RevisionComparison[], revision: string): string {
  const headers = ['N', 'build', 'step', 'current CPU s', `${revision} CPU s`, 'ratio'];
  const seconds = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(2));
  const ratio = (current: number | undefined, base: number | undefined) =>
    current === undefined || base === undefined || base === 0 ? '-' : (current / base).toFixed(2);
  const body = compared.flatMap(({ size, current, base }) =>
    (['cold', 'warm'] as const).flatMap((kind) => {
      const [now, then] = [current[kind], base[kind]];
      const [nowSteps, thenSteps] = cpuStepsOf(now, then);
      return [
        ...stepsOf(nowSteps, thenSteps).map((step) => [
          String(size),
          kind,
          step,
          seconds(nowSteps[step]),
          seconds(thenSteps[step]),
          ratio(nowSteps[step], thenSteps[step]),
        ]),
        [String(size), kind, 'wall', seconds(now.wallMs), seconds(then.wallMs), ratio(now.wallMs, then.wallMs)],
        [
          String(size),
          kind,
          'peak MB',
          (now.maxRssKb / 1024).toFixed(0),
          (then.maxRssKb / 1024).toFixed(0),
          ratio(now.maxRssKb, then.maxRssKb),
        ],
      ];
    }),
  );
  return formatTable(headers, body, { left: [1, 2] });
}

/**
 * The speed guard: at every size, cold and warm, no step (nor the whole build) may take more than
 * `maxStepSlowdown` times the base revision's CPU, but steps too small to measure (`judgedStepMs`).
 */
export function revisionBudgets(compared: readonly RevisionComparison[], revision: string): BudgetResult[] {
  return compared.flatMap(({ size, current, base }) =>
    (['cold', 'warm'] as const).flatMap((kind) => {
      const [nowSteps, thenSteps] = cpuStepsOf(current[kind], base[kind]);
      return stepsOf(nowSteps, thenSteps).map((step): BudgetResult => {
        const name = `${size} pages ${kind}, ${step} CPU <= ${maxStepSlowdown} x ${revision}`;
        const [now, then] = [nowSteps[step], thenSteps[step]];
        if (now === undefined || then === undefined)
          return { name, verdict: 'SKIP', detail: `only one side has a ${step} step` };
        const detail = `${(now / 1000).toFixed(2)} s vs ${(then / 1000).toFixed(2)} s`;
        if (Math.max(now, then) < judgedStepMs)
          return {
            name,
            verdict: 'SKIP',
            detail: `${detail}: under ${judgedStepMs} ms on both sides, too small to judge`,
          };
        const ratio = then === 0 ? Infinity : now / then;
        return {
          name,
          verdict: ratio <= maxStepSlowdown ? 'PASS' : 'FAIL',
          detail: `${detail}, ratio ${ratio.toFixed(2)}`,
        };
      });
    }),
  );
}
