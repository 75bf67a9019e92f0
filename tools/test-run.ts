import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type BrowserServer } from 'playwright-core';
import { projectRoot } from '../builder/project-root';
import { chromiumLaunchOptions } from '../tests/e2e/chromium';
import { sharedBrowserVariable } from '../tests/shared-browser';
import { testTierVariable } from '../tests/tier';

/**
 * `npm test` (the fast tier) and `npm run test:full` (every instance): the test suites as a few
 * lanes of separate processes that run side by side.
 *
 * Why processes: vitest 4.1 puts the files of every project with `fileParallelism: false` (content,
 * review, studio, operations, team) into one queue that runs one file at a time after everything else
 * (`resolveGroups` in vitest's `cli-api`), so within one vitest run those projects never overlap.
 * Here each lane is its own vitest process, so a lane that mostly waits (servers, PostgreSQL,
 * Chromium) runs while a lane that computes (builds) uses the cores.
 *
 * One Chromium serves every lane (its endpoint in `TEST_CHROMIUM_WS`, `tests/shared-browser.ts`).
 * Each vitest step writes its JSON report to `test-results/`; at the end this prints every step's
 * time and the ten slowest test files, and the fast tier fails when it took over 30 minutes.
 */

interface Step {
  name: string;
  /** The command and its arguments; `vitest` steps get their JSON report added. */
  command: string[];
  vitest?: boolean;
}

interface Lane {
  name: string;
  steps: Step[];
}

interface StepResult {
  lane: string;
  step: string;
  seconds: number;
  ok: boolean;
  /** The step's last 25 lines of output, for the digest when it wrote no report. */
  lastLines: string[];
}

const full = process.argv.includes('--full');
// `--lane services` (repeatable) runs only the named lanes: for a developer, not for CI.
const chosenLanes = process.argv.flatMap((argument, index) => (process.argv[index - 1] === '--lane' ? [argument] : []));
const fastTierLimitMinutes = 30;
const resultsDir = join(projectRoot, 'test-results');
const npm = (script: string): string[] => ['npm', 'run', '--silent', script];
const vitest = (name: string, ...args: string[]): Step => ({
  name,
  command: ['npx', 'vitest', 'run', ...args],
  vitest: true,
});
const node24 = (name: string, ...args: string[]): Step => ({
  name,
  command: ['npx', 'tsx', 'tools/run-on-node24.ts', 'run', ...args],
  vitest: true,
});

/** The suites whose behaviour depends on the runtime (server, forms, store, TLS, streams): they run on Node 24 too. */
const runtimeSpecificUnits = ['tests/unit/server/', 'tests/unit/forms/'];
const runtimeSpecificOperations = [
  'tests/operations/tls.test.ts',
  'tests/operations/smtp-tls.test.ts',
  'tests/operations/postgres.test.ts',
  'tests/operations/postgres-outage.test.ts',
  'tests/operations/hostile-uploads.test.ts',
  'tests/operations/orphan-uploads.test.ts',
  'tests/operations/application-uploads.test.ts',
  'tests/operations/file-modes.test.ts',
  'tests/operations/connection-limits.test.ts',
];
const serverSuites = [
  'tests/e2e/production-server.test.ts',
  'tests/e2e/server-hostile.test.ts',
  'tests/e2e/server-shutdown.test.ts',
  'tests/e2e/server-lean.test.ts',
];

/**
 * A test that edits the project's own `src/` (a component added to the map while the dev server
 * runs): it runs alone after the lanes, since a build, a type check or a unit test beside it
 * would read its half-made map (and a build cache could keep a bundle of it under the key of the
 * files as they were).
 */
const changesSourceFiles = 'dev-new-component.test.ts';
const alone: Lane = {
  name: 'alone',
  steps: [vitest('dev: edits src/', '--project', 'dev', `tests/e2e/${changesSourceFiles}`)],
};

const allLanes: Lane[] = [
  {
    // Computes: the static checks, then the unit tests, then the fixture builds; then Node 24's.
    name: 'checks',
    steps: [
      { name: 'format', command: npm('format:check') },
      { name: 'lint', command: npm('lint') },
      { name: 'types', command: npm('typecheck') },
      vitest('unit', '--project', 'unit'),
      vitest('content', '--project', 'content'),
      // The runtime-specific suites on Node 24 (all of unit and operations in the full tier): here,
      // as the services lane, with the team studio's preview servers, is the longest.
      full
        ? node24('node24 unit + operations', '--project', 'unit', '--project', 'operations')
        : node24(
            'node24 server, forms, store, TLS',
            '--project',
            'unit',
            '--project',
            'operations',
            ...runtimeSpecificUnits,
            ...runtimeSpecificOperations,
          ),
      node24('node24 server suites', '--project', 'e2e', ...serverSuites),
    ],
  },
  {
    // Builds the real site once, then checks its files and drives it in Chromium; then the review
    // report's builds of two revisions (warm from that build: the caches answer to content).
    name: 'site',
    steps: [
      { name: 'build', command: npm('build') },
      vitest('build + e2e', '--project', 'build', '--project', 'e2e'),
      vitest('review', '--project', 'review'),
      // The bench's Astro reference and its comparison with a revision (HEAD, in a worktree) at a
      // small size, budgets reported, not enforced: a change that breaks the reference or the
      // bench fails here instead of at the next measurement.
      {
        name: 'bench: Astro reference, --against',
        command: [
          ...npm('bench'),
          '--',
          '--only',
          'build',
          '--sizes',
          '65',
          '--compare',
          'astro',
          '--against',
          'HEAD',
          '--runs',
          '1',
          '--report-only',
        ],
      },
      // The dev server's own tests: here rather than in the services lane, which with the team
      // studio's tests is the longest (CI at 99ec92e: services 1429 s, site 1081 s, checks 1146 s).
      vitest('dev', '--project', 'dev', '--exclude', `**/${changesSourceFiles}`),
    ],
  },
  {
    // Mostly waits: servers, PostgreSQL, SMTP and webhook receivers, the team studio with its OpenID
    // provider and preview servers, the studio on its dev server.
    name: 'services',
    steps: [
      vitest('operations', '--project', 'operations'),
      vitest('team', '--project', 'team'),
      vitest('studio', '--project', 'studio'),
    ],
  },
];

const lanes = chosenLanes.length ? allLanes.filter((lane) => chosenLanes.includes(lane.name)) : allLanes;
const unknownLane = chosenLanes.find((name) => name !== alone.name && !allLanes.some((lane) => lane.name === name));
if (unknownLane) {
  process.stdout.write(`--lane ${unknownLane}: no such lane (${allLanes.map((lane) => lane.name).join(', ')})\n`);
  process.exit(2);
}

const children = new Set<ReturnType<typeof spawn>>();

function reportFile(lane: string, step: string): string {
  return join(resultsDir, `${lane}-${step.replace(/[^a-z0-9]+/gi, '-')}.json`);
}

/** Runs one step, its output prefixed with its lane; resolves with whether it passed. */
function runStep(lane: string, step: Step, env: NodeJS.ProcessEnv, lastLines: string[]): Promise<boolean> {
  const args = step.command.slice(1);
  if (step.vitest)
    args.push('--reporter=default', '--reporter=json', `--outputFile.json=${reportFile(lane, step.name)}`);
  const child = spawn(step.command[0], args, { cwd: projectRoot, env, detached: true });
  children.add(child);
  const prefix = `[${lane}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${prefix}${line}\n`);
      lastLines.push(line);
      if (lastLines.length > 25) lastLines.shift();
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      process.stdout.write(`${prefix}${step.command[0]} could not start: ${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => {
      children.delete(child);
      resolve(code === 0);
    });
  });
}

/** Runs a lane's steps in order; a failed step does not stop the lane, so one run shows every failure. */
async function runLane(lane: Lane, env: NodeJS.ProcessEnv): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of lane.steps) {
    const started = performance.now();
    process.stdout.write(`[${lane.name}] ▶ ${step.name}: ${step.command.join(' ')}\n`);
    const lastLines: string[] = [];
    const ok = await runStep(lane.name, step, env, lastLines);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(`[${lane.name}] ${ok ? '✓' : '✗'} ${step.name} in ${seconds.toFixed(0)} s\n`);
    results.push({ lane: lane.name, step: step.name, seconds, ok, lastLines });
  }
  return results;
}

interface VitestJsonReport {
  testResults?: {
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    /** A file-level failure: an import, a hook or a worker that failed outside any test. */
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/**
 * Every failed test of the failed vitest steps, with the first lines of its error, or a failed
 * step's last lines of output when it wrote no report: CI shows only the end of the output, so
 * the run ends with what failed and why.
 */
function failureDigest(failed: StepResult[]): string[] {
  const lines: string[] = [];
  const excerpt = (text: string) =>
    text
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 6)
      .map((line) => `      ${line.slice(0, 300)}`);
  for (const result of failed) {
    lines.push(`${result.lane}/${result.step}:`);
    const report = reportFile(result.lane, result.step);
    const parsed = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport) : undefined;
    let named = 0;
    for (const file of parsed?.testResults ?? []) {
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (file.status !== 'failed' && !failedTests.length) continue;
      lines.push(`  ${relative(projectRoot, file.name)}`);
      if (file.message) lines.push(...excerpt(file.message));
      for (const test of failedTests) {
        named += 1;
        lines.push(`    ✗ ${test.fullName}`, ...excerpt((test.failureMessages ?? []).join('\n')));
      }
    }
    if (!named) lines.push('  its last lines:', ...result.lastLines.map((line) => `    ${line.slice(0, 300)}`));
  }
  return lines;
}

/** The slowest test files of every vitest step, from their JSON reports. */
function slowestFiles(count: number): { file: string; step: string; seconds: number }[] {
  const files: { file: string; step: string; seconds: number }[] = [];
  for (const lane of [...lanes, alone]) {
    for (const step of lane.steps.filter((each) => each.vitest)) {
      const report = reportFile(lane.name, step.name);
      if (!existsSync(report)) continue;
      const parsed = JSON.parse(readFileSync(report, 'utf8')) as VitestJsonReport;
      for (const result of parsed.testResults ?? []) {
        files.push({
          file: relative(projectRoot, result.name),
          step: step.name,
          seconds: (result.endTime - result.startTime) / 1000,
        });
      }
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

function stopEverything(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const browser: BrowserServer = await chromium.launchServer(chromiumLaunchOptions);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    [sharedBrowserVariable]: browser.wsEndpoint(),
    [testTierVariable]: full ? 'full' : 'fast',
  };
  process.stdout.write(`${full ? 'Full' : 'Fast'} tier: ${lanes.map((lane) => lane.name).join(', ')} side by side\n`);
  let results: StepResult[];
  try {
    results = (await Promise.all(lanes.map((lane) => runLane(lane, env)))).flat();
    if (!chosenLanes.length || chosenLanes.includes(alone.name)) results.push(...(await runLane(alone, env)));
  } finally {
    await browser.close();
  }
  const minutes = (performance.now() - started) / 60_000;

  process.stdout.write('\nstep                                      lane        seconds  result\n');
  for (const result of results) {
    process.stdout.write(
      `${result.step.padEnd(42)}${result.lane.padEnd(12)}${result.seconds.toFixed(0).padStart(7)}  ${result.ok ? 'passed' : 'FAILED'}\n`,
    );
  }
  process.stdout.write(
    '\nslowest test files                                              step                 seconds\n',
  );
  for (const { file, step, seconds } of slowestFiles(10)) {
    process.stdout.write(`${file.padEnd(64)}${step.padEnd(21)}${seconds.toFixed(1).padStart(7)}\n`);
  }
  process.stdout.write(`\n${full ? 'full' : 'fast'} tier: ${minutes.toFixed(1)} minutes\n`);
  const failed = results.filter((result) => !result.ok);
  if (failed.length) {
    process.stdout.write(`\nwhat failed\n${failureDigest(failed).join('\n')}\n\n`);
    process.stdout.write(`failed: ${failed.map((result) => `${result.lane}/${result.step}`).join(', ')}\n`);
    return 1;
  }
  if (!full && !chosenLanes.length && minutes > fastTierLimitMinutes) {
    process.stdout.write(
      `The fast tier took ${minutes.toFixed(1)} minutes, over its ${fastTierLimitMinutes}: move instances to the full tier (keeping one of each kind) or make them cheaper.\n`,
    );
    return 1;
  }
  return 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopEverything();
    process.exit(130);
  });
}

process.exitCode = await main().catch((error: unknown) => {
  stopEverything();
  process.stdout.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 1;
});
