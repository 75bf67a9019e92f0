import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionFile, type SubmissionRecord } from '../../../../server/store/submission-record';

const projectRoot = join(import.meta.dirname, '../../../..');
let dataDir: string;
const person: SubmissionRecord = {
  id: 'person',
  time: '2026-01-01T00:00:00.000Z',
  form: 'newsletter',
  fields: { email: 'a@example.com' },
};
const bot: SubmissionRecord = {
  id: 'bot',
  time: '2026-01-02T00:00:00.000Z',
  form: 'newsletter',
  fields: { email: 'bot@example.com' },
  spam: true,
};

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'submissions-command-'));
  writeFileSync(submissionFile(dataDir, 'newsletter'), `${JSON.stringify(person)}\n${JSON.stringify(bot)}\n`);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run submissions -- ...args` on the test data: what it printed. */
function submissions(...args: string[]): { stdout: string; stderr: string; status: number | null } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(projectRoot, 'server', 'submissions.ts'), '--data-dir', dataDir, ...args],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  return { stdout: run.stdout, stderr: run.stderr, status: run.status };
}

// Each case starts the command once or twice through tsx (about 2.5 s each on an idle machine).
describe('npm run submissions', { timeout: 30_000 }, () => {
  it('leaves spam out of the JSON, and says so', () => {
    const { stdout, stderr, status } = submissions('--form', 'newsletter');
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toEqual([person]);
    expect(stderr).toContain('1 submission from');
    expect(stderr).toContain('and 1 marked as spam, left out: --include-spam shows them');
  });

  it('shows spam, marked, with --include-spam', () => {
    expect(JSON.parse(submissions('--include-spam').stdout)).toEqual([person, bot]);
  });

  it('leaves spam out of the CSV, and with --include-spam adds it and a spam column', () => {
    const plain: string[][] = parse(submissions('--form', 'newsletter', '--csv').stdout, { bom: true });
    expect(plain).toEqual([
      ['time', 'form', 'id', 'email'],
      [person.time, 'newsletter', 'person', 'a@example.com'],
    ]);
    const withSpam: string[][] = parse(submissions('--form', 'newsletter', '--csv', '--include-spam').stdout, {
      bom: true,
    });
    expect(withSpam).toEqual([
      ['time', 'form', 'id', 'email', 'spam'],
      [person.time, 'newsletter', 'person', 'a@example.com', 'false'],
      [bot.time, 'newsletter', 'bot', 'bot@example.com', 'true'],
    ]);
  });

  it('documents --include-spam in its usage', () => {
    expect(submissions('--help').stdout).toContain('--include-spam');
  });

  it('refuses a bad DATABASE_URL, naming it and what it expects, and shows its usage', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'submissions.ts')], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'db.example', SMTP_URL: 'not checked here' },
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^The server's settings are wrong \(see "Server settings" in README\.md\):\n {2}DATABASE_URL: a PostgreSQL URL, postgres:\/\/user:pass@host:5432\/db \(got a value that is not a URL, not shown\)\n\nPrints the stored form submissions/,
    );
  });
});
