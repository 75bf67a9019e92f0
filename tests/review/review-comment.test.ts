import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commentBodyLimit, reviewCommentAuthor, reviewCommentMarker } from '../../review/github/review-comment';
import { startGitHubStandIn, type GitHubStandIn } from './github-stand-in';

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'site-review-comment-'));
let github: GitHubStandIn;
let pullRequest = 40;
const headCommit = '5e1f0c2a9d7b4e3f8a6c1b0d2e4f6a8c0b1d3e5f';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The environment a workflow step has, without whatever GitHub variables the test itself runs under. */
function stepEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GITHUB_')));
  return { ...clean, ...env };
}

/** The script as the workflow runs it: a child process through tsx, with the step's environment. */
function comment(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  return new Promise((done) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/review-comment.ts', ...args],
      { cwd: root, env: stepEnvironment(env) },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(stdin ?? '');
  });
}

/** A pull_request event file as the runner writes it. */
function eventFile(number: number): string {
  const file = join(scratch, `event-${number}.json`);
  writeFileSync(
    file,
    JSON.stringify({ action: 'synchronize', number, pull_request: { number, head: { sha: headCommit } } }),
  );
  return file;
}

function report(name: string, markdown: string): string {
  const file = join(scratch, name);
  writeFileSync(file, markdown);
  return file;
}

function env(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    GITHUB_TOKEN: github.token,
    GITHUB_REPOSITORY: github.repository,
    GITHUB_API_URL: github.apiUrl,
    ...overrides,
  };
}

beforeAll(async () => {
  github = await startGitHubStandIn();
});

afterAll(async () => {
  await github?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the review comment on a pull request', () => {
  it('creates the comment on the first run and replaces its body on the next, one comment in all', async () => {
    const number = ++pullRequest;
    github.addComment(number, 'Please check the press strip on the home page.');
    const event = eventFile(number);

    const first = await comment(
      [
        '--details-url',
        'https://github.example/runs/1/artifacts/7',
        report('first.md', '# Site review\n\nFirst push\n'),
      ],
      env({ GITHUB_EVENT_PATH: event }),
    );
    expect(first.code, first.stderr).toBe(0);
    const [, created] = github.comments(number);
    expect(first.stdout).toBe(`created the review comment on ${github.repository}#${number}: ${created.html_url}\n`);
    expect(created.body).toBe(
      `${reviewCommentMarker}\n<!-- site-review-commit: ${headCommit} -->\n# Site review\n\nFirst push\n\n---\nMade for \`5e1f0c2\`. ` +
        'Before and after, page by page: [the HTML report with screenshots](https://github.example/runs/1/artifacts/7).\n',
    );

    const second = await comment(
      [
        '--details-url',
        'https://github.example/runs/2/artifacts/9',
        report('second.md', '# Site review\n\nSecond push\n'),
      ],
      env({ GITHUB_EVENT_PATH: event }),
    );
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain(`updated the review comment on ${github.repository}#${number}`);
    const comments = github.comments(number);
    expect(comments).toHaveLength(2);
    expect(comments[0].body).toBe('Please check the press strip on the home page.');
    expect(comments[1].id).toBe(created.id);
    expect(comments[1].body).toContain('Second push');
    expect(comments[1].body).not.toContain('First push');
    expect(comments[1].body).toContain('https://github.example/runs/2/artifacts/9');
  });

  it('finds its comment on the second page of a long conversation, and not a comment that only quotes the marker', async () => {
    const number = ++pullRequest;
    github.addComment(number, `Why does the bot's comment start with ${reviewCommentMarker}?`);
    for (let n = 1; n <= 130; n++) github.addComment(number, `Review remark ${n}`, n % 2 ? 'editor' : 'legal');
    const first = await comment(['--pr', String(number), '-'], env(), '# Site review\n\nFirst push\n');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('created the review comment');
    const ours = github.comments(number).at(-1)!;
    expect(github.comments(number).indexOf(ours)).toBeGreaterThanOrEqual(100);

    github.requests.length = 0;
    const second = await comment(['--pr', String(number), '-'], env(), '# Site review\n\nSecond push\n');
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('updated the review comment');
    expect(github.comments(number)).toHaveLength(132);
    expect(github.comments(number).at(-1)).toMatchObject({ id: ours.id, body: expect.stringContaining('Second push') });
    expect(github.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /api/v3/repos/${github.repository}/issues/${number}/comments?per_page=100&page=1`,
      `GET /api/v3/repos/${github.repository}/issues/${number}/comments?per_page=100&page=2`,
      `PATCH /api/v3/repos/${github.repository}/issues/comments/${ours.id}`,
    ]);

    // The same report again: nothing to write.
    const third = await comment(['--pr', String(number), '-'], env(), '# Site review\n\nSecond push\n');
    expect(third.stdout).toContain('unchanged the review comment');
    expect(github.comments(number)).toHaveLength(132);
  });

  it('cuts a report longer than a comment can hold, and says where the whole one is', async () => {
    const number = ++pullRequest;
    const lines = Array.from({ length: 2000 }, (_, n) => `- \`/news/item-${n}\`: text changed in the lead paragraph`);
    const long = `# Site review\n\n${lines.slice(0, 1000).join('\n')}\n\n\`\`\`text\n${lines.slice(1000).join('\n')}\n\`\`\`\n`;
    expect(long.length).toBeGreaterThan(commentBodyLimit);
    const run = await comment(
      ['--pr', String(number), '--details-url', 'https://github.example/runs/3/artifacts/1', report('long.md', long)],
      env(),
    );
    expect(run.code, run.stderr).toBe(0);
    const [posted] = github.comments(number);
    expect(posted.body.length).toBeLessThanOrEqual(commentBodyLimit);
    expect(posted.body.startsWith(`${reviewCommentMarker}\n# Site review`)).toBe(true);
    expect(posted.body).toMatch(
      /\n```\n\n---\n\*\*The report is longer than a comment can hold \(65,536 characters\) and stops here\.\*\* Read all of it in \[the HTML report with screenshots\]\(https:\/\/github\.example\/runs\/3\/artifacts\/1\)\.\n$/,
    );
    // Cut at the end of a line, never inside one.
    expect(posted.body).toMatch(/lead paragraph\n```\n\n---/);
  });

  it('tries again after a 502 and, when a creation was done but its answer lost, does not create a second comment', async () => {
    const number = ++pullRequest;
    github.failNext({ method: 'GET', status: 502, message: 'Bad Gateway' });
    github.failNext({ method: 'POST', status: 502, message: 'Bad Gateway', afterDoing: true });
    const run = await comment(['--pr', String(number)], env(), '# Site review\n\nOne page changed\n');
    expect(run.code, run.stderr).toBe(0);
    expect(github.comments(number)).toHaveLength(1);
    expect(github.comments(number)[0].body).toContain('One page changed');
  });

  it('waits as long as a secondary rate limit asks, then writes the comment', async () => {
    const number = ++pullRequest;
    github.failNext({
      method: 'POST',
      status: 403,
      message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
      headers: { 'retry-after': '1' },
    });
    const run = await comment(['--pr', String(number)], env(), '# Site review\n');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('created the review comment');
    expect(github.comments(number)).toHaveLength(1);
    const calls = github.requests.filter(({ path }) => path.includes(`/issues/${number}/comments`));
    expect(calls.map(({ method, status }) => `${method} ${status}`)).toEqual(['GET 200', 'POST 403', 'POST 201']);
  });

  it('stops after three 503s with a message, having created nothing', async () => {
    const number = ++pullRequest;
    const fault = { method: 'GET', status: 503, message: 'Service Unavailable' } as const;
    github.failNext(fault, fault, fault);
    github.requests.length = 0;
    const run = await comment(['--pr', String(number)], env(), '# Site review\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `Could not write the review comment: GitHub did not answer GET /api/v3/repos/${github.repository}/issues/${number}/comments after 3 attempts (last: 503 Service Unavailable); try again later.`,
    );
    expect(github.requests).toHaveLength(3);
    expect(github.comments(number)).toHaveLength(0);
  });

  it('says what to do when GitHub refuses: a wrong token, a read-only token, no such repository, the rate limit', async () => {
    const number = ++pullRequest;
    const markdown = report('refused.md', '# Site review\n');

    const wrongToken = await comment(['--pr', String(number), markdown], env({ GITHUB_TOKEN: 'ghs_expired' }));
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.stderr).toContain('GitHub refused the token (401 Bad credentials)');
    expect(wrongToken.stderr).toContain('GITHUB_TOKEN is missing, expired or wrong');

    const readOnly = await comment(['--pr', String(number), markdown], env({ GITHUB_TOKEN: github.readOnlyToken }));
    expect(readOnly.code).toBe(1);
    expect(readOnly.stderr).toContain('(403 Resource not accessible by integration)');
    expect(readOnly.stderr).toContain('`permissions: pull-requests: write`');
    expect(readOnly.stderr).toContain('a pull request from a fork only ever gets a read-only token');

    const elsewhere = await comment(['--pr', String(number), markdown], env({ GITHUB_REPOSITORY: 'northstar/other' }));
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain('GitHub found nothing at GET /api/v3/repos/northstar/other/issues/');
    expect(elsewhere.stderr).toContain('check GITHUB_REPOSITORY and the pull request number');

    const reset = Math.floor(Date.now() / 1000) + 1800;
    github.failNext({
      method: 'GET',
      status: 403,
      message: 'API rate limit exceeded for installation.',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) },
    });
    const limited = await comment(['--pr', String(number), markdown], env());
    expect(limited.code).toBe(1);
    expect(limited.stderr).toContain("GitHub's rate limit stopped GET");
    expect(limited.stderr).toContain(`no more requests until ${new Date(reset * 1000).toISOString().slice(0, 16)}`);
    expect(github.comments(number)).toHaveLength(0);
  });

  it('refuses to start without a token, a repository or a pull request, and names what is missing', async () => {
    const noToken = await comment(['--pr', '5'], env({ GITHUB_TOKEN: '' }), '# Site review\n');
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('review-comment: GITHUB_TOKEN is not set');

    const noPullRequest = await comment([], env(), '# Site review\n');
    expect(noPullRequest.code).toBe(2);
    expect(noPullRequest.stderr).toContain('no pull request: give --pr <number>, or run in a pull_request workflow');

    const push = join(scratch, 'push-event.json');
    writeFileSync(push, JSON.stringify({ ref: 'refs/heads/main' }));
    const notAPullRequest = await comment([], env({ GITHUB_EVENT_PATH: push }), '# Site review\n');
    expect(notAPullRequest.code).toBe(2);
    expect(notAPullRequest.stderr).toContain(`the event in ${push} is not a pull request's`);

    const missing = await comment(['--pr', '5', join(scratch, 'no-such-report.md')], env());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`review-comment: there is no report at ${join(scratch, 'no-such-report.md')}`);

    const empty = await comment(['--pr', '5'], env(), '\n');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('the report on stdin is empty');
  });
});

const runUrl = (id: number) => `https://github.example/${github.repository}/actions/runs/${id}`;
let runId = 7000;

/** A workflow_run event file as the runner writes it for the comment workflow. */
function runEvent(
  head: string,
  conclusion: string,
  { id = ++runId, pullRequests = [] as number[], event = 'pull_request' } = {},
): { file: string; id: number } {
  const file = join(scratch, `run-${id}.json`);
  writeFileSync(
    file,
    JSON.stringify({
      action: 'completed',
      workflow_run: {
        id,
        event,
        head_sha: head,
        conclusion,
        html_url: runUrl(id),
        pull_requests: pullRequests.map((number) => ({ number })),
      },
    }),
  );
  return { file, id };
}

/** The artifact folder as download-artifact leaves it: the files the review job wrote, any of them absent. */
function artifact(files: Record<string, string | Buffer>): string {
  const folder = mkdtempSync(join(scratch, 'artifact-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}

const commitOf = (n: number) => `${n.toString(16).padStart(8, '0')}${'a1b2c3d4'.repeat(4)}`;

describe('the comment workflow, after a run of the review on a pull request', () => {
  it("edits only the bot's own comment: a comment by someone else that starts with the marker is left as it is", async () => {
    const number = ++pullRequest;
    const first = commitOf(number);
    github.setPullRequestHead(number, first);
    github.addComment(number, `${reviewCommentMarker}\n# Site review\n\nNothing changed, merge away.`, 'mallory');
    const planted = structuredClone(github.comments(number)[0]);
    const run = runEvent(first, 'success');
    github.addRunArtifact(run.id, `site-review-pr-${number}`, 55);

    const created = await comment(
      [
        '--artifact',
        artifact({ 'pull-request.json': JSON.stringify({ number }), 'report.md': '# Site review\n\nFirst push\n' }),
      ],
      env({ GITHUB_EVENT_PATH: run.file }),
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(`created the review comment on ${github.repository}#${number}`);
    const [kept, ours] = github.comments(number);
    expect(kept).toEqual(planted);
    expect(ours.user.login).toBe(reviewCommentAuthor);
    expect(ours.body).toContain('First push');
    expect(ours.body).toContain(`Made for \`${first.slice(0, 7)}\``);
    // The HTML report's own page, found through GitHub, not a link the artifact could have carried.
    expect(ours.body).toContain(`(${runUrl(run.id)}/artifacts/55)`);

    const second = commitOf(number + 1000);
    github.setPullRequestHead(number, second);
    const next = runEvent(second, 'success');
    const updated = await comment(
      [
        '--artifact',
        artifact({ 'pull-request.json': JSON.stringify({ number }), 'report.md': '# Site review\n\nSecond push\n' }),
      ],
      env({ GITHUB_EVENT_PATH: next.file }),
    );
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.stdout).toContain('updated the review comment');
    expect(github.comments(number)).toHaveLength(2);
    expect(github.comments(number)[0]).toEqual(planted);
    expect(github.comments(number)[1]).toMatchObject({ id: ours.id, body: expect.stringContaining('Second push') });
    // No HTML report listed for this run: the link goes to the run's page.
    expect(github.comments(number)[1].body).toContain(`(${runUrl(next.id)}).`);
  });

  it('replaces the report with "failed for <commit>" when the next run fails, the last report folded and marked as for its own commit', async () => {
    const number = ++pullRequest;
    const good = commitOf(number);
    github.setPullRequestHead(number, good);
    await comment(
      [
        '--artifact',
        artifact({ 'pull-request.json': JSON.stringify({ number }), 'report.md': '# Site review\n\n1 page changed\n' }),
      ],
      env({ GITHUB_EVENT_PATH: runEvent(good, 'success').file }),
    );
    const bad = commitOf(number + 2000);
    github.setPullRequestHead(number, bad);
    const failedRun = runEvent(bad, 'failure');
    const said =
      '# Site review: no report\n\nThe change report could not be made. What the review said (the end of it):\n\n```text\n' +
      'pages/services/cloud.mdx:3: description: required\n```\n';
    const failed = await comment(
      ['--artifact', artifact({ 'pull-request.json': JSON.stringify({ number }), 'report.md': said })],
      env({ GITHUB_EVENT_PATH: failedRun.file }),
    );
    expect(failed.code, failed.stderr).toBe(0);
    expect(failed.stdout).toContain('updated the review comment');
    const [only] = github.comments(number);
    expect(github.comments(number)).toHaveLength(1);
    const visible = only.body.replace(/<!--.*?-->\n/g, '');
    expect(visible.startsWith(`## Site review failed for \`${bad.slice(0, 7)}\`: the review job failed\n\n`)).toBe(
      true,
    );
    expect(visible).toContain(
      `There is no report of \`${bad.slice(0, 7)}\`. [The run](${runUrl(failedRun.id)}) has the whole log.`,
    );
    expect(visible).toContain('pages/services/cloud.mdx:3: description: required');
    expect(visible).toContain(
      `The last report, for \`${good.slice(0, 7)}\`, is folded below: it does not show what \`${bad.slice(0, 7)}\` changed.`,
    );
    expect(visible).toMatch(
      new RegExp(
        `<details><summary>The last report, for \`${good.slice(0, 7)}\` \\(outdated\\)</summary>\n\n# Site review\n\n1 page changed\n`,
      ),
    );
    // The failed report's text stays above the fold: the outdated one is only inside it.
    expect(visible.indexOf('1 page changed')).toBeGreaterThan(visible.indexOf('<details>'));

    // A job that died before it handed anything over: GitHub's own list of the run's pull requests names it.
    const worse = commitOf(number + 3000);
    github.setPullRequestHead(number, worse);
    const died = runEvent(worse, 'timed_out', { pullRequests: [number] });
    const timedOut = await comment(
      ['--artifact', join(scratch, 'never-downloaded')],
      env({ GITHUB_EVENT_PATH: died.file }),
    );
    expect(timedOut.code, timedOut.stderr).toBe(0);
    const body = github.comments(number)[0].body;
    expect(body).toContain(`## Site review failed for \`${worse.slice(0, 7)}\`: the review job ran out of time`);
    // The report folded is still the last one made, for the last commit that had one; the failure before is gone.
    expect(body).toContain(`<summary>The last report, for \`${good.slice(0, 7)}\` (outdated)</summary>`);
    expect(body).not.toContain('description: required');
    expect(body.match(/<details>/g)).toHaveLength(1);
  });

  it('leaves the comment alone for a run a newer push cancelled, and for a run that is not the pull request head', async () => {
    const number = ++pullRequest;
    const current = commitOf(number);
    github.setPullRequestHead(number, current);
    const files = { 'pull-request.json': JSON.stringify({ number }), 'report.md': '# Site review\n' };
    const cancelled = await comment(
      ['--artifact', artifact(files)],
      env({ GITHUB_EVENT_PATH: runEvent(current, 'cancelled').file }),
    );
    expect(cancelled.code, cancelled.stderr).toBe(0);
    expect(cancelled.stdout).toContain('Nothing written: the run ended "cancelled"');

    const older = await comment(
      ['--artifact', artifact(files)],
      env({ GITHUB_EVENT_PATH: runEvent(commitOf(number + 5000), 'failure').file }),
    );
    expect(older.code, older.stderr).toBe(0);
    expect(older.stdout).toContain(`Nothing written: pull request #${number}'s last commit is ${current.slice(0, 7)}`);
    expect(github.comments(number)).toHaveLength(0);
  });

  it("refuses a hostile artifact: a pull request number that is not a whole number, a huge report, a link, another pull request's number", async () => {
    const victim = ++pullRequest;
    const attacker = ++pullRequest;
    github.setPullRequestHead(victim, commitOf(victim));
    github.setPullRequestHead(attacker, commitOf(attacker));
    github.addComment(victim, 'Looks good to me.', 'editor');
    const run = () => env({ GITHUB_EVENT_PATH: runEvent(commitOf(attacker), 'success').file });
    const refusedWith = async (folder: string, message: string) => {
      const result = await comment(['--artifact', folder], run());
      expect(result.code, result.stdout).toBe(1);
      expect(result.stderr).toContain(`Refused the review run's artifact, nothing written: ${message}`);
    };

    for (const [text, shown] of [
      ['{"number": "12"}', '"12"'],
      ['{"number": 12.5}', '12.5'],
      ['{"number": -3}', '-3'],
      ['{"number": 1e300}', '1e+300'],
      [`{"number": ${victim}, "number": "0; rm -rf ~"}`, '"0; rm -rf ~"'],
      ['{}', 'missing'],
    ])
      await refusedWith(
        artifact({ 'pull-request.json': text, 'report.md': '# Site review\n' }),
        `pull-request.json in the artifact names no pull request: "number" is ${shown}, not a positive whole number`,
      );
    await refusedWith(
      artifact({ 'pull-request.json': '12' }),
      'pull-request.json in the artifact names no pull request',
    );
    await refusedWith(artifact({ 'pull-request.json': 'twelve' }), 'pull-request.json in the artifact is not JSON');
    await refusedWith(
      artifact({ 'pull-request.json': `{"number": ${attacker}, "pad": "${'x'.repeat(2000)}"}` }),
      'pull-request.json in the artifact has 2',
    );
    await refusedWith(
      artifact({
        'pull-request.json': JSON.stringify({ number: attacker }),
        'report.md': Buffer.alloc(3 * 1024 * 1024, 'a'),
      }),
      `report.md in the artifact has ${3 * 1024 * 1024} bytes, more than the ${2 * 1024 * 1024} allowed`,
    );
    await refusedWith(
      artifact({
        'pull-request.json': JSON.stringify({ number: attacker }),
        'report.md': Buffer.from([0x23, 0x20, 0xff, 0xfe]),
      }),
      'report.md in the artifact is not UTF-8 text',
    );
    const linked = artifact({ 'pull-request.json': JSON.stringify({ number: attacker }) });
    symlinkSync('/etc/passwd', join(linked, 'report.md'));
    await refusedWith(linked, 'report.md in the artifact is not a plain file');

    // Another pull request's number: its head is not the commit this run built, so nothing is written there.
    const elsewhere = await comment(
      [
        '--artifact',
        artifact({
          'pull-request.json': JSON.stringify({ number: victim }),
          'report.md': '# Site review\n\nAll fine\n',
        }),
      ],
      run(),
    );
    expect(elsewhere.code, elsewhere.stderr).toBe(0);
    expect(elsewhere.stdout).toContain(`Nothing written: pull request #${victim}'s last commit is`);
    expect(github.comments(victim).map((posted) => posted.body)).toEqual(['Looks good to me.']);
    expect(github.comments(attacker)).toEqual([]);
  });

  it("runs as the comment workflow's step runs it, with the step's command line and environment", async () => {
    const number = ++pullRequest;
    const head = commitOf(number);
    github.setPullRequestHead(number, head);
    const workflow = parse(readFileSync(join(root, '.github/workflows/review-comment.yml'), 'utf8')) as {
      env: { ARTIFACT_DIR: string };
      jobs: { comment: { steps: { run?: string; env?: Record<string, string> }[] } };
    };
    const step = workflow.jobs.comment.steps.find((candidate) => candidate.run?.includes('review-comment.ts'))!;
    const artifactDir = artifact({
      'pull-request.json': `{"number": ${number}}\n`,
      'report.md': '# Site review\n\nFrom the workflow step\n',
    });
    const run = await new Promise<Run>((done) => {
      execFile(
        'bash',
        ['-eo', 'pipefail', '-c', step.run!],
        {
          cwd: root,
          env: stepEnvironment({
            ...env({ GITHUB_EVENT_PATH: runEvent(head, 'success').file }),
            ARTIFACT_DIR: artifactDir,
          }),
        },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.code, run.stderr).toBe(0);
    const [posted] = github.comments(number);
    expect(posted.body).toContain('From the workflow step');
    expect(Object.keys(step.env ?? {})).toEqual(['GITHUB_TOKEN']);
    expect(workflow.env.ARTIFACT_DIR.startsWith('/tmp/')).toBe(true);
  });
});
