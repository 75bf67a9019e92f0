/**
 * Per-step build CPU over a range of commits, to find the ones that made a step slower (issue 41's
 * bisect): `npx tsx bench/step-history.ts [--size 500] [--runs 2] [--count 8] <from>..<to> [more revisions]`.
 *
 * Every revision builds the same generated corpus cold, from a worktree of its own; revisions with
 * the same package-lock.json share one `npm ci` (installed once into the work folder). The runs go
 * forwards then backwards over the list, so a busy moment on the machine does not land on one end
 * of the range. Prints a table of each revision's median CPU seconds per step (all threads over the
 * step's span: `cpuTimings`, the one figure every revision reports), the process's total, wall time
 * and peak memory. Measure on a quiet machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../builder/build-site';
import { generatePages } from './generate-pages';
import { measureBuild, type BuildMeasurement } from './measure-build';
import { medianMeasurement } from './median';
import { formatTable } from './table';

const git = (args: readonly string[], cwd = projectRoot) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The first-parent commits of `from..to`, oldest first, `from` included; `count` of them evenly spread, both ends kept. */
export function sampleRange(commits: readonly string[], count: number): string[] {
  if (commits.length <= count) return [...commits];
  const picked = new Set<number>();
  for (let index = 0; index < count; index++) picked.add(Math.round((index * (commits.length - 1)) / (count - 1)));
  return [...picked].sort((a, b) => a - b).map((index) => commits[index]);
}

function revisionsOf(specs: readonly string[], count: number): string[] {
  return specs.flatMap((spec) => {
    if (!spec.includes('..')) return [git(['rev-parse', '--short=10', `${spec}^{commit}`])];
    const [from, to] = spec.split('..');
    const commits = git(['rev-list', '--first-parent', '--reverse', '--abbrev-commit', '--abbrev=10', `${from}..${to}`])
      .split('\n')
      .filter(Boolean);
    return sampleRange([git(['rev-parse', '--short=10', from]), ...commits], count);
  });
}

/** A worktree of `commit` with the dependencies its lock file names, shared between commits with the same lock. */
function checkOut(commit: string, workDir: string, progress: (line: string) => void): string {
  const folder = join(workDir, `tree-${commit}`);
  git(['worktree', 'add', '--detach', '--quiet', folder, commit]);
  const lock = readFileSync(join(folder, 'package-lock.json'));
  // Inside a folder of their own named node_modules: Node resolves a package from its real path,
  // so a package's own imports (tsx's of esbuild) must find their siblings there.
  const shared = join(workDir, `deps-${createHash('sha256').update(lock).digest('hex').slice(0, 12)}`);
  const modules = join(shared, 'node_modules');
  if (lock.equals(readFileSync(join(projectRoot, 'package-lock.json'))))
    symlinkSync(join(projectRoot, 'node_modules'), join(folder, 'node_modules'), 'dir');
  else {
    if (!existsSync(modules)) {
      progress(`  ${commit}: installing its dependencies (npm ci)`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: folder, stdio: 'ignore' });
      mkdirSync(shared);
      renameSync(join(folder, 'node_modules'), modules);
    }
    symlinkSync(modules, join(folder, 'node_modules'), 'dir');
  }
  return folder;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      size: { type: 'string', default: '500' },
      runs: { type: 'string', default: '2' },
      count: { type: 'string', default: '8' },
    },
    allowPositionals: true,
  });
  const [size, runs, count] = [Number(values.size), Number(values.runs), Number(values.count)];
  if (!positionals.length || ![size, runs, count].every((n) => Number.isInteger(n) && n > 0)) {
    console.error(
      'usage: npx tsx bench/step-history.ts [--size 500] [--runs 2] [--count 8] <from>..<to> [revision ...]',
    );
    process.exit(2);
  }
  const progress = (line: string) => process.stderr.write(`${line}\n`);
  const revisions = revisionsOf(positionals, count);
  const workDir = mkdtempSync(join(tmpdir(), 'step-history-'));
  const trees = new Map<string, string>();
  try {
    for (const commit of revisions) trees.set(commit, checkOut(commit, workDir, progress));
    const pagesDir = join(workDir, 'pages');
    await mkdir(pagesDir, { recursive: true });
    await generatePages({ pagesDir, count: size });
    const measured = new Map<string, BuildMeasurement[]>(revisions.map((commit) => [commit, []]));
    let builds = 0;
    for (let run = 0; run < runs; run++) {
      for (const commit of run % 2 ? [...revisions].reverse() : revisions) {
        progress(`  ${commit} cold (run ${run + 1} of ${runs})`);
        const cache = join(workDir, `cache-${++builds}`);
        measured
          .get(commit)!
          .push(await measureBuild(pagesDir, join(workDir, `out-${builds}`), cache, trees.get(commit)));
        rmSync(cache, { recursive: true, force: true });
        rmSync(join(workDir, `out-${builds}`), { recursive: true, force: true });
      }
    }
    const medians = revisions.map((commit) => ({ commit, m: medianMeasurement(measured.get(commit)!) }));
    const steps = [...new Set(medians.flatMap(({ m }) => Object.keys(m.cpuTimings ?? {})))];
    const seconds = (ms: number | undefined) => (ms === undefined ? '-' : (ms / 1000).toFixed(2));
    const headers = ['commit', 'subject', ...steps, 'CPU', 'wall', 'peak MB'];
    const body = medians.map(({ commit, m }) => [
      commit,
      git(['log', '-1', '--format=%s', commit]).slice(0, 40),
      ...steps.map((step) => seconds(m.cpuTimings?.[step])),
      seconds(m.cpuMs),
      seconds(m.wallMs),
      (m.maxRssKb / 1024).toFixed(0),
    ]);
    console.log(
      `\n${size} pages cold, median of ${runs} runs per commit; CPU s of all threads over each step's span\n`,
    );
    console.log(formatTable(headers, body, { left: [0, 1] }));
  } finally {
    for (const folder of trees.values())
      spawnSync('git', ['worktree', 'remove', '--force', folder], { cwd: projectRoot, stdio: 'ignore' });
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
