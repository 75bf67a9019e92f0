/**
 * Posts the change report on a pull request as one comment, replaced by each later run:
 *
 *   tsx scripts/review-comment.ts --artifact <folder>
 *   tsx scripts/review-comment.ts [<report.md> | -] [--pr <number>] [--details-url <url>]
 *
 * With --artifact, as `.github/workflows/review-comment.yml` runs it after the review workflow:
 * the event in GITHUB_EVENT_PATH is that run's `workflow_run`, the folder holds its artifact
 * (`review/github/run-comment.ts`). Otherwise, by hand: the Markdown from the file, or stdin when
 * none or `-` is given, and the pull request from --pr or a pull_request event. From the
 * environment: GITHUB_TOKEN, GITHUB_REPOSITORY (`owner/name`), GITHUB_API_URL (default
 * https://api.github.com). Exits 0 when the comment is written or there was nothing to write, 1
 * when GitHub refuses (with what to do) or the artifact is refused, 2 on a bad command line or setup.
 */
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { GitHubError } from '../review/github/github-rest';
import { ArtifactRefused } from '../review/github/review-artifact';
import { postReviewComment, reviewCommentBody } from '../review/github/review-comment';
import { commentFromRun, finishedRun, type WorkflowRunEvent } from '../review/github/run-comment';

const usage = `Usage: tsx scripts/review-comment.ts --artifact <folder>
       tsx scripts/review-comment.ts [<report.md> | -] [--pr <number>] [--details-url <url>]

--artifact: in the workflow that runs after the review workflow (GITHUB_EVENT_PATH holds its
workflow_run event), writes the report in the run's artifact, or that the run failed.

Otherwise writes the Markdown (a file, or stdin) as the pull request's review comment, replacing the one an
earlier run wrote. Needs GITHUB_TOKEN and GITHUB_REPOSITORY; the pull request comes from --pr or
the event in GITHUB_EVENT_PATH; GITHUB_API_URL defaults to https://api.github.com.
--details-url is where the whole HTML report is (linked from the comment).`;

class SetupError extends Error {}

interface PullRequestEvent {
  number?: number;
  pull_request?: { number?: number; head?: { sha?: string } };
}

/** The pull request (from --pr, else the workflow's event) and the commit its last push made, when the event says. */
async function pullRequestOf(given: string | undefined): Promise<{ number: number; headCommit?: string }> {
  const eventPath = process.env.GITHUB_EVENT_PATH;
  const event = eventPath
    ? ((await readFile(eventPath, 'utf8')
        .then(JSON.parse)
        .catch(() => {
          throw new SetupError(`cannot read the workflow's event at ${eventPath} (GITHUB_EVENT_PATH)`);
        })) as PullRequestEvent)
    : undefined;
  const headCommit = event?.pull_request?.head?.sha;
  if (given !== undefined) {
    if (!/^[1-9]\d*$/.test(given)) throw new SetupError(`--pr takes a pull request number, not "${given}"`);
    return {
      number: Number(given),
      headCommit: Number(given) === event?.pull_request?.number ? headCommit : undefined,
    };
  }
  if (!event) throw new SetupError('no pull request: give --pr <number>, or run in a pull_request workflow');
  const number = event.pull_request?.number ?? event.number;
  if (typeof number !== 'number')
    throw new SetupError(`the event in ${eventPath} is not a pull request's: give --pr <number>`);
  return { number, headCommit };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new SetupError(`${name} is not set`);
  return value;
}

async function readEvent(): Promise<unknown> {
  const eventPath = required('GITHUB_EVENT_PATH');
  return readFile(eventPath, 'utf8')
    .then(JSON.parse)
    .catch(() => {
      throw new SetupError(`cannot read the workflow's event at ${eventPath} (GITHUB_EVENT_PATH)`);
    });
}

/** The --artifact mode: the finished review run's comment. */
async function commentOnRun(artifactDir: string): Promise<number> {
  const token = required('GITHUB_TOKEN');
  const repository = required('GITHUB_REPOSITORY');
  const run = finishedRun((await readEvent()) as WorkflowRunEvent);
  if (typeof run === 'string') {
    console.log(`Nothing to write: ${run}.`);
    return 0;
  }
  const connection = { apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com', token };
  const result = await commentFromRun(connection, { repository, run, artifactDir });
  if (!result.written) {
    console.log(`Nothing written: ${result.why}.`);
    return 0;
  }
  console.log(
    `${result.posted.action} the review comment on ${repository}#${result.pullRequest}: ${result.posted.url}`,
  );
  return 0;
}

async function main(): Promise<number> {
  let options: { file?: string; pr?: string; detailsUrl?: string; artifact?: string; help: boolean };
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        pr: { type: 'string' },
        'details-url': { type: 'string' },
        artifact: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
    if (positionals.length > 1) throw new SetupError(`one report file at most, not ${positionals.join(' ')}`);
    if (values.artifact !== undefined && (positionals.length || values.pr || values['details-url']))
      throw new SetupError('--artifact takes the report, the pull request and the links from the run: give it alone');
    options = {
      file: positionals[0],
      pr: values.pr,
      detailsUrl: values['details-url'],
      artifact: values.artifact,
      help: values.help,
    };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (options.help) {
    console.log(usage);
    return 0;
  }
  try {
    if (options.artifact !== undefined) return await commentOnRun(options.artifact);
    const token = required('GITHUB_TOKEN');
    const repository = required('GITHUB_REPOSITORY');
    const { number: pullRequest, headCommit } = await pullRequestOf(options.pr);
    const markdown =
      options.file === undefined || options.file === '-'
        ? await text(process.stdin)
        : await readFile(options.file, 'utf8').catch(() => {
            throw new SetupError(`there is no report at ${options.file}`);
          });
    if (!markdown.trim()) throw new SetupError(`the report ${options.file ?? 'on stdin'} is empty`);
    const connection = { apiUrl: process.env.GITHUB_API_URL || 'https://api.github.com', token };
    const posted = await postReviewComment(
      connection,
      { repository, pullRequest },
      reviewCommentBody(markdown, { detailsUrl: options.detailsUrl, headCommit }),
    );
    console.log(`${posted.action} the review comment on ${repository}#${pullRequest}: ${posted.url}`);
    return 0;
  } catch (error) {
    if (error instanceof GitHubError) {
      console.error(`Could not write the review comment: ${error.message}`);
      return 1;
    }
    if (error instanceof ArtifactRefused) {
      console.error(`Refused the review run's artifact, nothing written: ${error.message}.`);
      return 1;
    }
    if (error instanceof SetupError) {
      console.error(`review-comment: ${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
}

process.exitCode = await main();
