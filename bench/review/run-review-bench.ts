import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../builder/project-root';
import { runReview } from '../../review/run-review';
import { buildSide } from '../../review/side-build';
import type { BudgetResult } from '../budgets';

/** Seconds from `npm run review` to the report of a one-page text change, caches warm from a build of main (issue 39). */
export const maxReviewSeconds = 30;
/** The same with `--screenshots`. */
export const maxReviewWithScreenshotsSeconds = 75;
/** Shooting ten changed pages at both widths, before and after (issue 43). */
export const maxTenPageScreenshotSeconds = 60;

/** Ten pages whose closing banner's text the ten-page change extends. */
const tenPages = [
  'ai-analytics',
  'application-services',
  'automation',
  'business-process',
  'consulting',
  'core-modernization',
  'cybersecurity',
  'digital-engineering',
  'engineering-research',
  'enterprise-platforms',
].map((name) => `pages/services/${name}.mdx`);

export interface ReviewBenchResult {
  /** Wall seconds of the build of main that warms the caches, as main's CI build does. */
  mainBuildSeconds: number;
  seconds: number;
  withScreenshotsSeconds: number;
  changedPages: number;
  shots: number;
  /** The screenshot step alone of a review of ten changed pages. */
  tenPageScreenshotSeconds: number;
  tenPageShots: number;
}

// The project's committed build files: the review builds the base at a commit of this repository.
const siteFiles = ['pages', 'src', 'public', 'scripts', 'builder', 'content', 'server', 'bench', 'review', 'tools'];
const configFiles = ['vite.config.ts', 'uno.config.ts', 'tsconfig.json', 'package.json'];

/**
 * A scratch repository of the site as committed, in a new folder (the build's caches are keyed by
 * content, not by folder), whose `main` is built once to warm the caches, as main's last build
 * does for the review workflow; then one page's paragraph is reworded in its working tree and the
 * review is timed, without and with screenshots.
 */
export async function runReviewBench({ progress }: { progress: (line: string) => void }): Promise<ReviewBenchResult> {
  const root = mkdtempSync(join(tmpdir(), 'site-review-bench-'));
  const mainBuild = mkdtempSync(join(tmpdir(), 'site-review-bench-main-'));
  try {
    const archive = execFileSync('git', ['archive', 'HEAD', '--', ...siteFiles, ...configFiles], {
      cwd: projectRoot,
      maxBuffer: 512 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    writeFileSync(join(root, '.gitignore'), 'node_modules\n');
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('-c', 'user.email=bench@example.com', '-c', 'user.name=Bench', 'commit', '-q', '-m', 'The site as committed');
    progress('  review: building main (warms the caches)');
    const buildStarted = performance.now();
    await buildSide('main', root, join(mainBuild, 'out'));
    const mainBuildSeconds = (performance.now() - buildStarted) / 1000;
    const page = join(root, 'pages/services/cloud.mdx');
    const text = readFileSync(page, 'utf8');
    const from = 'Our cloud teams combine platform engineers';
    if (!text.includes(from)) throw new Error(`pages/services/cloud.mdx no longer says "${from}"`);
    writeFileSync(page, text.replace(from, 'Our cloud teams bring together platform engineers'));

    const review = async (screenshots: boolean) => {
      const started = performance.now();
      const result = await runReview({ root, base: 'HEAD', screenshots, log: () => {} });
      rmSync(join(result.htmlFile, '..'), { recursive: true, force: true });
      return { seconds: (performance.now() - started) / 1000, result };
    };
    progress('  review: a one-page text change');
    const plain = await review(false);
    progress('  review: the same with --screenshots');
    const shot = await review(true);

    for (const file of tenPages) {
      const path = join(root, file);
      const page = readFileSync(path, 'utf8');
      const end = page.lastIndexOf('\n</CtaBanner>');
      if (end < 0) throw new Error(`${file} no longer ends with a CtaBanner`);
      writeFileSync(path, `${page.slice(0, end)} Ask us this week.${page.slice(end)}`);
    }
    progress('  review: ten changed pages with --screenshots');
    let shootingFrom = 0;
    let shootingSeconds = 0;
    const ten = await runReview({
      root,
      base: 'HEAD',
      screenshots: true,
      log: (line) => {
        if (line.startsWith('compared')) shootingFrom = performance.now();
        if (line.startsWith('screenshots taken')) shootingSeconds = (performance.now() - shootingFrom) / 1000;
      },
    });
    rmSync(join(ten.htmlFile, '..'), { recursive: true, force: true });
    return {
      mainBuildSeconds,
      seconds: plain.seconds,
      withScreenshotsSeconds: shot.seconds,
      changedPages: plain.result.report.changed.length,
      shots: shot.result.report.screenshots?.shots.length ?? 0,
      tenPageScreenshotSeconds: shootingSeconds,
      tenPageShots: ten.report.screenshots?.shots.length ?? 0,
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(mainBuild, { recursive: true, force: true });
  }
}

export function reviewBudgets(result: ReviewBenchResult): BudgetResult[] {
  const budget = (name: string, seconds: number, limit: number): BudgetResult => ({
    name: `${name} <= ${limit} s`,
    verdict: seconds <= limit ? 'PASS' : 'FAIL',
    detail: `${seconds.toFixed(1)} s`,
  });
  return [
    budget('review: one-page text change, warm', result.seconds, maxReviewSeconds),
    budget(
      'review --screenshots: one-page text change, warm',
      result.withScreenshotsSeconds,
      maxReviewWithScreenshotsSeconds,
    ),
    budget(
      'review --screenshots: shooting ten changed pages',
      result.tenPageScreenshotSeconds,
      maxTenPageScreenshotSeconds,
    ),
  ];
}

export function formatReviewReport(result: ReviewBenchResult): string {
  return [
    `build of main (warms the caches): ${result.mainBuildSeconds.toFixed(1)} s`,
    `one-page text change: ${result.seconds.toFixed(1)} s, budget ${maxReviewSeconds} s (${result.changedPages} page changed)`,
    `with --screenshots: ${result.withScreenshotsSeconds.toFixed(1)} s (${result.shots} shots kept)`,
    `ten changed pages, the screenshots alone: ${result.tenPageScreenshotSeconds.toFixed(1)} s, budget ${maxTenPageScreenshotSeconds} s (${result.tenPageShots} shots kept)`,
  ].join('\n');
}
