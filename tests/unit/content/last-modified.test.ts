import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastModifiedDates, parseNameLog, utcInstant } from '../../../src/content/last-modified';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-last-modified-'));
  folders.push(folder);
  return folder;
}

/** Commits `files` with the given commit time. */
function commit(repo: string, files: Record<string, string>, when: string): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  const env = { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
  execFileSync('git', ['add', '.'], { cwd: repo });
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '-qm', when], {
    cwd: repo,
    env,
  });
}

describe('utcInstant and parseNameLog', () => {
  it('UTC to the second, whatever the zone', () => {
    expect(utcInstant(new Date('2026-03-03T10:00:00.123+01:00'))).toBe('2026-03-03T09:00:00Z');
  });

  it('a file’s first appearance in the log (newest first) is its last change', () => {
    const log = '\0' + '2026-03-03T10:00:00+01:00\n\na.mdx\n' + '\0' + '2025-01-01T00:00:00Z\n\na.mdx\nb/c.mdx\n';
    expect([...parseNameLog(log)]).toEqual([
      ['a.mdx', '2026-03-03T09:00:00Z'],
      ['b/c.mdx', '2025-01-01T00:00:00Z'],
    ]);
  });
});

describe('lastModifiedDates', () => {
  it('each file’s last commit; a new or changed file its file time', async () => {
    const repo = tempFolder();
    execFileSync('git', ['init', '-q'], { cwd: repo });
    commit(
      repo,
      { 'pages/a.mdx': 'a', 'pages/b/c.mdx': 'c', 'pages/d.mdx': 'd', 'other.txt': 'x' },
      '2025-01-01T12:00:00Z',
    );
    commit(repo, { 'pages/a.mdx': 'a2', 'other.txt': 'y' }, '2026-03-03T10:00:00+01:00');
    writeFileSync(join(repo, 'pages/new.mdx'), 'new');
    writeFileSync(join(repo, 'pages/d.mdx'), 'd changed');
    const fileTime = new Date('2026-04-01T08:30:00Z');
    utimesSync(join(repo, 'pages/new.mdx'), fileTime, fileTime);
    utimesSync(join(repo, 'pages/d.mdx'), fileTime, fileTime);

    const dates = await lastModifiedDates(join(repo, 'pages'), ['a.mdx', 'b/c.mdx', 'd.mdx', 'new.mdx']);
    expect(Object.fromEntries(dates)).toEqual({
      'a.mdx': '2026-03-03T09:00:00Z',
      'b/c.mdx': '2025-01-01T12:00:00Z',
      'd.mdx': '2026-04-01T08:30:00Z',
      'new.mdx': '2026-04-01T08:30:00Z',
    });
  });

  it('outside a git checkout, every file its file time', async () => {
    const folder = tempFolder();
    writeFileSync(join(folder, 'a.mdx'), 'a');
    const fileTime = new Date('2024-05-06T07:08:09Z');
    utimesSync(join(folder, 'a.mdx'), fileTime, fileTime);
    expect(Object.fromEntries(await lastModifiedDates(folder, ['a.mdx']))).toEqual({ 'a.mdx': '2024-05-06T07:08:09Z' });
  });
});
