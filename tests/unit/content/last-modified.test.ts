import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastModifiedDates, pagesLastModified, parseStatusLog, utcInstant } from '../../../content/last-modified';

const asOf = '2026-11-26';
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-last-modified-'));
  folders.push(folder);
  return folder;
}

function gitIn(repo: string, args: string[], when = '2020-01-01T00:00:00Z'): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
  execFileSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.com', ...args], { cwd: repo, env });
}

function newRepo(): string {
  const repo = tempFolder();
  execFileSync('git', ['init', '-q'], { cwd: repo });
  return repo;
}

/** Commits `files` with the given commit time. */
function commit(repo: string, files: Record<string, string>, when: string): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(repo, file, '..'), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  gitIn(repo, ['add', '.']);
  gitIn(repo, ['commit', '-qm', when], when);
}

const post = ({ themes = '[]', description = 'Why costs fall.', body = 'Cloud costs fall when teams see them.' }) =>
  `---\ntitle: Cloud costs\ndescription: ${description}\nthemes: ${themes}\n---\n\n${body}\n`;

describe('utcInstant and parseStatusLog', () => {
  it('UTC to the second, whatever the zone', () => {
    expect(utcInstant(new Date('2026-03-03T10:00:00.123+01:00'))).toBe('2026-03-03T09:00:00Z');
  });

  it('each file’s versions newest first, following a rename back to the old name', () => {
    const log =
      '\0c3 2026-03-03T10:00:00+01:00\n\nM\tb/new.mdx\n' +
      '\0c2 2026-02-01T00:00:00Z\n\nR100\told.mdx\tb/new.mdx\nM\ta.mdx\n' +
      '\0c1 2025-01-01T00:00:00Z\n\nA\told.mdx\nA\ta.mdx\n';
    expect(Object.fromEntries(parseStatusLog(log))).toEqual({
      'b/new.mdx': [
        { commit: 'c3', time: '2026-03-03T09:00:00Z', name: 'b/new.mdx' },
        { commit: 'c2', time: '2026-02-01T00:00:00Z', name: 'b/new.mdx' },
        { commit: 'c1', time: '2025-01-01T00:00:00Z', name: 'old.mdx' },
      ],
      'a.mdx': [
        { commit: 'c2', time: '2026-02-01T00:00:00Z', name: 'a.mdx' },
        { commit: 'c1', time: '2025-01-01T00:00:00Z', name: 'a.mdx' },
      ],
    });
  });
});

describe('honest dates: the last commit that changed what a visitor reads', () => {
  it('a text change counts; a themes-only commit and a reformat-only commit after it do not', async () => {
    const repo = newRepo();
    commit(repo, { 'pages/blog/costs.mdx': post({}) }, '2025-04-10T09:00:00Z');
    commit(
      repo,
      { 'pages/blog/costs.mdx': post({ body: 'Cloud costs fall when every team sees them.' }) },
      '2025-04-20T09:00:00Z',
    );
    commit(
      repo,
      {
        'pages/blog/costs.mdx': post({
          themes: '[cloud, finops]',
          body: 'Cloud costs fall when every team sees them.',
        }),
      },
      '2026-11-21T09:00:00Z',
    );
    commit(
      repo,
      {
        'pages/blog/costs.mdx': post({
          themes: '[cloud, finops]',
          body: 'Cloud costs fall\nwhen every   team\nsees them.',
        }),
      },
      '2026-11-22T09:00:00Z',
    );
    const dates = await lastModifiedDates(join(repo, 'pages'), ['blog/costs.mdx'], asOf);
    expect(dates.get('blog/costs.mdx')).toBe('2025-04-20T09:00:00Z');
  });

  it('a change of the description counts, and so does the commit that added the page', async () => {
    const repo = newRepo();
    commit(repo, { 'pages/a.mdx': post({}), 'pages/b.mdx': post({}) }, '2025-04-10T09:00:00Z');
    commit(repo, { 'pages/a.mdx': post({ description: 'Why cloud costs fall.' }) }, '2025-06-01T09:00:00Z');
    const dates = await lastModifiedDates(join(repo, 'pages'), ['a.mdx', 'b.mdx'], asOf);
    expect(Object.fromEntries(dates)).toEqual({ 'a.mdx': '2025-06-01T09:00:00Z', 'b.mdx': '2025-04-10T09:00:00Z' });
  });

  it('a renamed page keeps the date of its last text change', async () => {
    const repo = newRepo();
    commit(repo, { 'pages/old.mdx': post({}) }, '2025-04-10T09:00:00Z');
    gitIn(repo, ['mv', 'pages/old.mdx', 'pages/new.mdx']);
    gitIn(repo, ['commit', '-qm', 'rename'], '2026-01-01T00:00:00Z');
    const dates = await lastModifiedDates(join(repo, 'pages'), ['new.mdx'], asOf);
    expect(dates.get('new.mdx')).toBe('2025-04-10T09:00:00Z');
  });

  it('uncommitted: a new file or a text change is dated by the file’s time, a reformat keeps the commit’s', async () => {
    const repo = newRepo();
    commit(repo, { 'pages/d.mdx': post({}), 'pages/e.mdx': post({}) }, '2025-01-01T12:00:00Z');
    writeFileSync(join(repo, 'pages/new.mdx'), post({}));
    writeFileSync(join(repo, 'pages/d.mdx'), post({ body: 'Changed text.' }));
    writeFileSync(
      join(repo, 'pages/e.mdx'),
      post({ themes: '[cloud]', body: 'Cloud costs fall\nwhen teams see them.' }),
    );
    const fileTime = new Date('2026-04-01T08:30:00Z');
    for (const file of ['new.mdx', 'd.mdx', 'e.mdx']) utimesSync(join(repo, 'pages', file), fileTime, fileTime);
    const dates = await lastModifiedDates(join(repo, 'pages'), ['d.mdx', 'e.mdx', 'new.mdx'], asOf);
    expect(Object.fromEntries(dates)).toEqual({
      'd.mdx': '2026-04-01T08:30:00Z',
      'e.mdx': '2025-01-01T12:00:00Z',
      'new.mdx': '2026-04-01T08:30:00Z',
    });
  });

  it('outside a git checkout, every file its file time; never after the as-of day', async () => {
    const folder = tempFolder();
    writeFileSync(join(folder, 'a.mdx'), 'a');
    const fileTime = new Date('2024-05-06T07:08:09Z');
    utimesSync(join(folder, 'a.mdx'), fileTime, fileTime);
    expect(Object.fromEntries(await lastModifiedDates(folder, ['a.mdx'], asOf))).toEqual({
      'a.mdx': '2024-05-06T07:08:09Z',
    });
    expect(Object.fromEntries(await lastModifiedDates(folder, ['a.mdx'], '2024-01-01'))).toEqual({
      'a.mdx': '2024-01-01',
    });
  });

  it('a dated page still as first committed says its publication day, even when committed later (moved from an old site)', async () => {
    const repo = newRepo();
    const dated = (themes: string, body: string) =>
      `---\ntitle: Ethics\ndescription: D.\ndate: 2025-04-10\nthemes: ${themes}\n---\n\n${body}\n`;
    commit(
      repo,
      { 'pages/blog/ethics.mdx': dated('[]', 'Text.'), 'pages/events/day.mdx': dated('[]', 'T.') },
      '2026-11-21T11:44:16Z',
    );
    commit(
      repo,
      { 'pages/blog/ethics.mdx': dated('[ai]', 'Text.'), 'pages/events/day.mdx': dated('[ai]', 'T.') },
      '2026-11-21T14:15:01Z',
    );
    const pages = [
      { file: 'blog/ethics.mdx', path: '/blog/ethics', frontmatter: { date: '2025-04-10' } },
      { file: 'events/day.mdx', path: '/events/day', frontmatter: { date: '2025-04-10' } },
    ];
    expect(await pagesLastModified(join(repo, 'pages'), pages, asOf)).toEqual({
      '/blog/ethics': '2025-04-10',
      // An event's date is the day it happens: its page was written when it was committed.
      '/events/day': '2026-11-21T11:44:16Z',
    });
    commit(repo, { 'pages/blog/ethics.mdx': dated('[ai]', 'Better text.') }, '2026-11-25T10:00:00Z');
    expect((await pagesLastModified(join(repo, 'pages'), pages, asOf))['/blog/ethics']).toBe('2026-11-25T10:00:00Z');
  });

  it('an `updated` field wins over the history', async () => {
    const repo = newRepo();
    commit(repo, { 'pages/a.mdx': post({}) }, '2025-04-10T09:00:00Z');
    const dates = await pagesLastModified(
      join(repo, 'pages'),
      [
        { file: 'a.mdx', path: '/a', frontmatter: { updated: '2025-05-02' } },
        { file: 'a.mdx', path: '/same-file', frontmatter: {} },
      ],
      asOf,
    );
    expect(dates).toEqual({ '/a': '2025-05-02', '/same-file': '2025-04-10T09:00:00Z' });
  });
});
