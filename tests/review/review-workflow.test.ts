import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { reviewArguments } from '../../review/review-arguments';
import { createReviewRepo } from './review-repo';

const root = resolve(import.meta.dirname, '../..');
const workflowFile = join(root, '.github/workflows/review.yml');
const source = readFileSync(workflowFile, 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'site-review-workflow-'));

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | number | boolean>;
  env?: Record<string, string>;
}

interface Job {
  'runs-on': string;
  container?: string;
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  env?: Record<string, string>;
  steps: Step[];
}

interface Workflow {
  on: Record<string, { paths?: string[]; branches?: string[] }>;
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  env: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(source) as Workflow;
const { report, comment, 'main-build': mainBuild } = workflow.jobs;
const stepOf = (job: Job, test: (step: Step) => boolean | undefined, what: string): Step => {
  const step = job.steps.find(test);
  if (!step) throw new Error(`no step ${what}`);
  return step;
};
const indexOf = (job: Job, step: Step) => job.steps.indexOf(step);

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    execFile(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

describe('the pull-request review workflow', () => {
  it('is valid for action-validator, as `npm run lint:workflows` checks every workflow, and a broken one is refused', async () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.lint).toContain('npm run lint:workflows');
    const lint = await run('npm', ['run', '--silent', 'lint:workflows'], { cwd: root });
    expect(lint.code, lint.stderr).toBe(0);
    expect(readdirSync(join(root, '.github/workflows'))).toContain('review.yml');

    const valid = await run('npx', ['action-validator', workflowFile], { cwd: root });
    expect(valid.code, valid.stderr).toBe(0);
    const broken = join(scratch, 'review.yml');
    writeFileSync(broken, source.replace('      pull-requests: write', '      pull-requests: writable'));
    const refused = await run('npx', ['action-validator', broken], { cwd: root });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('/jobs/comment/permissions');
  });

  it('runs on pull requests that touch pages/, public/ or src/, never with pull_request_target, and on pushes to main that change what the build reads', () => {
    expect(workflow.on.pull_request).toEqual({ paths: ['pages/**', 'public/**', 'src/**'] });
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on.push.paths).toEqual(
      expect.arrayContaining(['pages/**', 'public/**', 'src/**', 'builder/**', 'content/**', 'package-lock.json']),
    );
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(source).not.toMatch(/^\s*pull_request_target\s*:/m);
    // One run per pull request at a time: a newer push cancels the older run before two could create comments.
    expect(workflow.concurrency).toEqual({
      group: 'site-review-${{ github.event.pull_request.number || github.ref }}',
      'cancel-in-progress': true,
    });
    expect(mainBuild.if).toBe("github.event_name == 'push'");
    expect(report.if).toBe("github.event_name == 'pull_request'");
    expect(comment.if).toContain("github.event_name == 'pull_request'");
  });

  it('reads the repository everywhere and may write only pull-request comments, only in the comment job and step', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(workflow.jobs).sort()).toEqual(['comment', 'main-build', 'report']);
    expect(report.permissions).toEqual({ contents: 'read' });
    expect(mainBuild.permissions).toEqual({ contents: 'read' });
    expect(comment.permissions).toEqual({ contents: 'read', 'pull-requests': 'write' });
    expect(source).not.toMatch(/write-all|\$\{\{[^}]*secrets\./);
    // The token reaches one step: the one that writes the comment.
    const tokenSteps = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.filter((step) => JSON.stringify(step).includes('github.token')),
    );
    expect(tokenSteps).toEqual([stepOf(comment, (step) => step.run?.includes('review-comment.ts'), 'commenting')]);
    for (const job of Object.values(workflow.jobs))
      for (const step of job.steps.filter((candidate) => candidate.uses?.startsWith('actions/checkout@')))
        expect(step.with?.['persist-credentials']).toBe(false);
    // A fork's pull request gets a read-only token: the comment job does not run for it.
    expect(comment.needs).toBe('report');
    expect(comment.if).toContain('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('builds the whole history with the review command and the options review-arguments.ts understands', () => {
    const checkout = stepOf(report, (step) => step.uses?.startsWith('actions/checkout@'), 'checkout');
    expect(checkout.with?.['fetch-depth']).toBe(0);
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.review).toBe('tsx scripts/review.ts');

    const review = stepOf(report, (step) => step.id === 'review', 'review');
    const line = /npm run --silent review -- (.+?) 2>&1 >"\$REPORT_DIR\/report\.md"/.exec(review.run ?? '');
    expect(line, review.run).not.toBeNull();
    const args = line![1].split(/\s+/).map((word) => word.replace(/^"|"$/g, ''));
    expect(reviewArguments(args)).toEqual({
      help: false,
      base: 'HEAD^1',
      since: undefined,
      screenshots: true,
      // CI has nobody to click through the report: it is uploaded, not served.
      serve: false,
      reportDir: '$REPORT_DIR',
    });
    expect(indexOf(report, review)).toBeGreaterThan(indexOf(report, checkout));
  });

  it('installs Chromium as .ci/run does, on the Debian the tests run on', () => {
    const ciRun = readFileSync(join(root, '.ci/run'), 'utf8');
    expect(ciRun).toContain('[ -x /usr/bin/chromium ] || missing+=(chromium)');
    const install = stepOf(report, (step) => step.run?.includes('apt-get install'), 'installing Chromium');
    expect(install.run).toContain('[ -x /usr/bin/chromium ] ||');
    expect(install.run).toMatch(/apt-get install -y -qq chromium\b/);
    expect(report.container).toMatch(/^node:20-bookworm$/);
    // The screenshots launch this path unless CHROMIUM_PATH says otherwise.
    expect(readFileSync(join(root, 'review/screenshots/take-screenshots.ts'), 'utf8')).toContain("'/usr/bin/chromium'");
  });

  it("restores the caches of main's last build: main's pushes build and save node_modules/.cache by commit, pull requests restore it after npm ci", () => {
    expect(readFileSync(join(root, 'builder/build-site.ts'), 'utf8')).toContain(
      "options.cacheDir ?? join(root, 'node_modules/.cache')",
    );
    const prefix = "site-build-main-${{ runner.os }}-${{ hashFiles('package-lock.json') }}-";
    const save = stepOf(mainBuild, (step) => step.uses?.startsWith('actions/cache/save@'), 'saving');
    expect(save.with).toEqual({ path: 'node_modules/.cache', key: `${prefix}\${{ github.sha }}` });
    const build = stepOf(mainBuild, (step) => step.run === 'npm run build', 'building main');
    const mainInstall = stepOf(mainBuild, (step) => step.run?.startsWith('npm ci'), 'npm ci');
    const mainRestore = stepOf(mainBuild, (step) => step.uses?.startsWith('actions/cache/restore@'), 'restoring');
    expect(String(mainRestore.with?.['restore-keys']).trim()).toBe(prefix);
    expect([mainInstall, mainRestore, build, save].map((step) => indexOf(mainBuild, step))).toEqual(
      [mainInstall, mainRestore, build, save].map((step) => indexOf(mainBuild, step)).sort((a, b) => a - b),
    );
    // The same container and zone as the report's builds: the render cache's keys hold the time zone.
    expect([mainBuild.container, mainBuild.env?.TZ]).toEqual([report.container, 'UTC']);
    expect(report.env?.TZ).toBe('UTC');

    const restore = stepOf(report, (step) => step.uses?.startsWith('actions/cache/restore@'), 'restoring');
    expect(restore.with?.path).toBe('node_modules/.cache');
    expect(restore.with?.key).toBe(`${prefix}\${{ github.event.pull_request.base.sha }}`);
    expect(
      String(restore.with?.['restore-keys'])
        .trim()
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([prefix, 'site-build-main-${{ runner.os }}-']);
    // Only main's builds are kept: a pull request's run saves nothing.
    expect(report.steps.filter((step) => /^actions\/cache(\/save)?@/.test(step.uses ?? ''))).toEqual([]);
    const install = stepOf(report, (step) => step.run?.startsWith('npm ci'), 'npm ci');
    const review = stepOf(report, (step) => step.id === 'review', 'review');
    expect(indexOf(report, restore)).toBeGreaterThan(indexOf(report, install));
    expect(indexOf(report, restore)).toBeLessThan(indexOf(report, review));
  });

  it('uploads the HTML report with its screenshots, and the comment job posts the same report with the tested script', () => {
    const upload = stepOf(report, (step) => step.uses?.startsWith('actions/upload-artifact@'), 'upload');
    expect(upload.id).toBe('upload');
    expect(upload.if).toBeUndefined();
    expect(upload.with?.path).toBe('${{ env.REPORT_DIR }}/');
    expect(report.outputs?.['report-url']).toBe('${{ steps.upload.outputs.artifact-url }}');
    const download = stepOf(comment, (step) => step.uses?.startsWith('actions/download-artifact@'), 'download');
    expect(download.with).toEqual({ name: upload.with?.name, path: '${{ env.REPORT_DIR }}' });
    const post = stepOf(comment, (step) => step.run?.includes('review-comment.ts'), 'commenting');
    expect(post.run).toBe('npx tsx scripts/review-comment.ts --details-url "$REPORT_URL" "$REPORT_DIR/report.md"');
    expect(existsSync(join(root, 'scripts/review-comment.ts'))).toBe(true);
    expect(post.env).toEqual({
      GITHUB_TOKEN: '${{ github.token }}',
      REPORT_URL: '${{ needs.report.outputs.report-url }}',
    });
  });

  it('runs the review step as the workflow does: the Markdown, the HTML report and screenshots in REPORT_DIR, the summary', async () => {
    // A repository of the site whose last commit changes a page: its first parent is the base, as in GitHub's merge commit.
    const repo = createReviewRepo('workflow');
    try {
      repo.edit(
        'pages/services/cloud.mdx',
        'Our cloud teams combine platform engineers',
        'Our cloud teams bring together platform engineers',
      );
      repo.commit('Cloud Services: reword the teams paragraph');
      const reportDir = join(scratch, 'built-report');
      const output = join(scratch, 'built-output');
      const summary = join(scratch, 'built-summary.md');
      const review = stepOf(report, (step) => step.id === 'review', 'review');
      const step = await run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', review.run!], {
        cwd: repo.root,
        env: { ...process.env, REPORT_DIR: reportDir, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary },
      });
      expect(step.code, step.stdout).toBe(0);
      expect(readFileSync(output, 'utf8')).toBe('built=true\n');
      const markdown = readFileSync(join(reportDir, 'report.md'), 'utf8');
      // The report itself, not npm's banner before it.
      expect(markdown).toMatch(/^# /);
      expect(markdown).toContain('bring together');
      expect(readFileSync(summary, 'utf8')).toBe(markdown);
      expect(step.stdout).toContain(`HTML report: ${join(reportDir, 'report.html')}`);
      expect(existsSync(join(reportDir, 'report.html'))).toBe(true);
      const files = readdirSync(reportDir, { recursive: true }).map(String);
      expect(files.some((file) => file.endsWith('.png'))).toBe(true);
    } finally {
      repo.dispose();
    }
    // Two builds of the whole site and Chromium, as in review-cli.test.ts: cold, that is minutes on two shared cores.
  }, 900_000);

  it('writes a report that says why when the review fails, for the comment and the summary', async () => {
    // A one-commit clone has no HEAD^1: the real review command fails at once, as a base that does not build would.
    const clone = join(scratch, 'clone');
    execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, clone]);
    symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
    const reportDir = join(scratch, 'report');
    const output = join(scratch, 'output');
    const summary = join(scratch, 'summary.md');
    const review = stepOf(report, (step) => step.id === 'review', 'review');
    const step = await run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', review.run!], {
      cwd: clone,
      env: { ...process.env, REPORT_DIR: reportDir, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary },
    });
    expect(step.code, step.stderr).toBe(0);
    expect(readFileSync(output, 'utf8')).toBe('built=false\n');
    const markdown = readFileSync(join(reportDir, 'report.md'), 'utf8');
    expect(markdown).toMatch(
      /^# Site review: no report\n\nThe change report could not be made\. What the review said \(the end of it\):\n\n```text\n/,
    );
    expect(markdown).toContain('Review failed: git rev-parse --verify --end-of-options HEAD^1^{commit}');
    expect(markdown.endsWith('\n```\n')).toBe(true);
    expect(readFileSync(summary, 'utf8')).toBe(markdown);
    // The review's own messages reach the job's log as they come, and its file in the artifact.
    expect(step.stdout).toContain('Review failed:');
    expect(readFileSync(join(reportDir, 'review-log.txt'), 'utf8')).toBe(step.stdout);
  });
});
