import { execFile, execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readReviewArtifact } from '../../review/github/review-artifact';
import { reviewArguments } from '../../review/review-arguments';
import { createReviewRepo } from './review-repo';

const root = resolve(import.meta.dirname, '../..');
const workflowFile = join(root, '.github/workflows/review.yml');
const source = readFileSync(workflowFile, 'utf8');
const commentWorkflowFile = join(root, '.github/workflows/review-comment.yml');
const commentSource = readFileSync(commentWorkflowFile, 'utf8');
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
  name: string;
  on: Record<string, { paths?: string[]; branches?: string[]; workflows?: string[]; types?: string[] } | null>;
  permissions: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  env: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(source) as Workflow;
const { report, 'main-build': mainBuild } = workflow.jobs;
const commentWorkflow = parse(commentSource) as Workflow;
const { comment } = commentWorkflow.jobs;
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
    expect(readdirSync(join(root, '.github/workflows'))).toContain('review-comment.yml');
    const broken = join(scratch, 'review-comment.yml');
    writeFileSync(broken, commentSource.replace('      pull-requests: write', '      pull-requests: writable'));
    const refused = await run('npx', ['action-validator', broken], { cwd: root });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('/jobs/comment/permissions');
  });

  it('runs on every pull request, with no path filter to miss what the build reads, never with pull_request_target, and on every push to main', () => {
    // `pull_request:` with nothing under it: every pull request of every path.
    expect(workflow.on.pull_request).toBeNull();
    expect(workflow.on.push).toEqual({ branches: ['main'] });
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    expect(source).not.toMatch(/^\s*paths(-ignore)?\s*:/m);
    for (const text of [source, commentSource]) expect(text).not.toMatch(/^\s*pull_request_target\s*:/m);
    // One run per pull request at a time: a newer push cancels the older run, whose comment the newer one writes.
    expect(workflow.concurrency).toEqual({
      group: 'site-review-${{ github.event.pull_request.number || github.ref }}',
      'cancel-in-progress': true,
    });
    expect(mainBuild.if).toBe("github.event_name == 'push'");
    expect(report.if).toBe("github.event_name == 'pull_request'");
    // The comment workflow runs after each run of this one, and answers only those of pull requests.
    expect(commentWorkflow.on).toEqual({ workflow_run: { workflows: [workflow.name], types: ['completed'] } });
    expect(comment.if).toBe("github.event.workflow_run.event == 'pull_request'");
  });

  it('runs on Node 24, in every job of both workflows', () => {
    const jobs = [...Object.values(workflow.jobs), ...Object.values(commentWorkflow.jobs)];
    for (const job of jobs) {
      if (job.container) expect(job.container).toBe('node:24-bookworm');
      for (const step of job.steps.filter((candidate) => candidate.uses?.startsWith('actions/setup-node@')))
        expect(step.with?.['node-version']).toBe(24);
    }
    expect(`${source}${commentSource}`).not.toMatch(/node(-version)?[:-] ?20\b/);
  });

  it('builds with a read-only token; only the comment workflow may write pull-request comments, and it runs no code of the pull request', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(workflow.jobs).sort()).toEqual(['main-build', 'report']);
    expect(report.permissions).toEqual({ contents: 'read' });
    expect(mainBuild.permissions).toEqual({ contents: 'read' });
    expect(source).not.toMatch(/: write|write-all|github\.token|\$\{\{[^}]*secrets\./);

    expect(commentWorkflow.permissions).toEqual({ contents: 'read' });
    expect(Object.keys(commentWorkflow.jobs)).toEqual(['comment']);
    expect(comment.permissions).toEqual({ contents: 'read', actions: 'read', 'pull-requests': 'write' });
    expect(commentSource).not.toMatch(/write-all|\$\{\{[^}]*secrets\./);
    // The default branch as it is: no checkout of the pull request's commit, branch or merge.
    const checkouts = comment.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.map((step) => step.with)).toEqual([{ 'persist-credentials': false }]);
    expect(commentSource).not.toMatch(/\bref:|head_sha|pull_request\.head|refs\/pull/);
    for (const job of Object.values(workflow.jobs))
      for (const step of job.steps.filter((candidate) => candidate.uses?.startsWith('actions/checkout@')))
        expect(step.with?.['persist-credentials']).toBe(false);
    // The token reaches two steps: the download of the review run's artifact, and the one that writes the comment.
    const download = stepOf(comment, (step) => step.uses?.startsWith('actions/download-artifact@'), 'download');
    const post = stepOf(comment, (step) => step.run?.includes('review-comment.ts'), 'commenting');
    expect(comment.steps.filter((step) => JSON.stringify(step).includes('github.token'))).toEqual([download, post]);
    // The artifact lands outside the checkout, so nothing in it can take the place of a file the script loads.
    expect(download.with?.path).toBe('${{ env.ARTIFACT_DIR }}');
    expect(commentWorkflow.env.ARTIFACT_DIR).toMatch(/^\/tmp\//);
    expect(download.with?.['run-id']).toBe('${{ github.event.workflow_run.id }}');
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
    expect(report.container).toMatch(/^node:24-bookworm$/);
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

  it('uploads the HTML report with its screenshots, and hands the comment workflow the pull request first and the report after', () => {
    const upload = stepOf(
      report,
      (step) => step.uses?.startsWith('actions/upload-artifact@') && step.id === 'upload',
      'upload',
    );
    expect(upload.if).toBeUndefined();
    expect(upload.with?.path).toBe('${{ env.REPORT_DIR }}/');
    expect(upload.with?.name).toBe('site-review-pr-${{ github.event.pull_request.number }}');

    const handOvers = report.steps.filter((step) => step.with?.name === 'site-review-comment');
    expect(handOvers.map((step) => [step.uses, step.with?.path, step.with?.overwrite, step.if])).toEqual([
      ['actions/upload-artifact@v4', '${{ env.COMMENT_DIR }}/', undefined, undefined],
      ['actions/upload-artifact@v4', '${{ env.COMMENT_DIR }}/', true, '${{ !cancelled() }}'],
    ]);
    const name = stepOf(report, (step) => step.run?.includes('pull-request.json'), 'naming the pull request');
    const add = stepOf(report, (step) => step.run?.includes('$COMMENT_DIR/report.md'), 'adding the report');
    const checkout = stepOf(report, (step) => step.uses?.startsWith('actions/checkout@'), 'checkout');
    const review = stepOf(report, (step) => step.id === 'review', 'review');
    const fail = stepOf(report, (step) => step.name === 'Fail when a side did not build', 'failing');
    // Named before anything of the pull request runs, so a job that dies still says which pull request failed.
    expect(indexOf(report, name)).toBeLessThan(indexOf(report, handOvers[0]));
    expect(indexOf(report, handOvers[0])).toBeLessThan(indexOf(report, checkout));
    expect(indexOf(report, review)).toBeLessThan(indexOf(report, add));
    expect(indexOf(report, add)).toBeLessThan(indexOf(report, handOvers[1]));
    expect(indexOf(report, handOvers[1])).toBeLessThan(indexOf(report, fail));
    expect(add.if).toBe('${{ !cancelled() }}');

    const download = stepOf(comment, (step) => step.uses?.startsWith('actions/download-artifact@'), 'download');
    expect(download.with?.name).toBe('site-review-comment');
    const post = stepOf(comment, (step) => step.run?.includes('review-comment.ts'), 'commenting');
    expect(post.run).toBe('npx tsx scripts/review-comment.ts --artifact "$ARTIFACT_DIR"');
    expect(post.env).toEqual({ GITHUB_TOKEN: '${{ github.token }}' });
  });

  it("writes what the comment workflow reads: the review job's own steps make an artifact it accepts", async () => {
    const commentDir = join(scratch, 'comment-artifact');
    const reportDir = join(scratch, 'comment-report');
    const name = stepOf(report, (step) => step.run?.includes('pull-request.json'), 'naming the pull request');
    const add = stepOf(report, (step) => step.run?.includes('$COMMENT_DIR/report.md'), 'adding the report');
    const step = (one: Step, env: Record<string, string>) =>
      run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', one.run!], {
        cwd: scratch,
        env: { ...process.env, COMMENT_DIR: commentDir, REPORT_DIR: reportDir, ...env },
      });
    const named = await step(name, { PULL_REQUEST: '42' });
    expect(named.code, named.stderr).toBe(0);
    expect(name.env).toEqual({ PULL_REQUEST: '${{ github.event.pull_request.number }}' });
    expect(await readReviewArtifact(commentDir)).toEqual({ pullRequest: 42 });
    // No report yet (the review never ran): the step adds nothing and does not fail.
    expect((await step(add, {})).code).toBe(0);
    expect(await readReviewArtifact(commentDir)).toEqual({ pullRequest: 42 });
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(join(reportDir, 'report.md'), '# Site review\n\n1 page changed\n');
    expect((await step(add, {})).code).toBe(0);
    expect(await readReviewArtifact(commentDir)).toEqual({
      pullRequest: 42,
      report: '# Site review\n\n1 page changed\n',
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
