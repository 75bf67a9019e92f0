import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { branchNameFrom, LocalWorkspace } from '../../../studio/server/workspace';
import { WorkspaceRefusal } from '../../../studio/server/workspace-access';

let scratch: string;
let project: string;
let workspace: LocalWorkspace;

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: project, encoding: 'utf8' });
}

/** The refusal a promise ends in: its status and sentence. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkspaceRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal, the promise fulfilled');
}

/** Sets environment variables for one test; `restore` puts them back. */
function withEnvironment(values: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((key) => [key, process.env[key]]));
  const set = (entries: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(entries))
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  };
  set(values);
  return () => set(before);
}

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'studio-workspace-'));
  project = join(scratch, 'project');
  mkdirSync(join(project, 'pages', 'services'), { recursive: true });
  mkdirSync(join(project, 'public', 'images'), { recursive: true });
  writeFileSync(join(project, 'pages', 'services', 'cloud.mdx'), '---\ntitle: Cloud\n---\n');
  writeFileSync(join(project, 'package.json'), '{}\n');
  writeFileSync(join(scratch, 'secret.txt'), 'outside\n');
  workspace = new LocalWorkspace({ pagesDir: join(project, 'pages'), publicDir: join(project, 'public') });
});

afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('file names', () => {
  it('reads and lists files under pages/ and public/ by their API names', async () => {
    writeFileSync(join(project, 'public', 'images', 'a.png'), 'x');
    expect(await workspace.readText('pages/services/cloud.mdx')).toBe('---\ntitle: Cloud\n---\n');
    expect(await workspace.list('pages')).toEqual(['pages/services/cloud.mdx']);
    expect(await workspace.list('public/images')).toEqual(['public/images/a.png']);
    expect(await workspace.list('pages/nothing-here')).toEqual([]);
    expect(await workspace.exists('pages/services')).toBe(false);
    expect(await workspace.exists('pages/services/cloud.mdx')).toBe(true);
    // Two dots starting a name are no step up.
    await workspace.write('pages/..notes.txt', 'x');
    expect(readFileSync(join(project, 'pages', '..notes.txt'), 'utf8')).toBe('x');
  });

  it('refuses .. segments, absolute paths, backslashes, control characters and other folders', async () => {
    const cases: [string, number, RegExp][] = [
      ['pages/../package.json', 400, /steps out of its folder/],
      ['../package.json', 400, /steps out of its folder/],
      [join(project, 'package.json'), 400, /absolute path/],
      ['/etc/passwd', 400, /absolute path/],
      ['C:/Windows/win.ini', 400, /absolute path/],
      ['pages\\..\\package.json', 400, /backslash/],
      ['pages/a\u0000.mdx', 400, /control characters/],
      ['pages/a\n.mdx', 400, /control characters/],
      ['package.json', 403, /only reads and writes files under pages\/ and public\//],
      ['src/main.ts', 403, /only reads and writes files under pages\/ and public\//],
      ['pages//x.mdx', 400, /empty folder name/],
      ['', 400, /No file was named/],
    ];
    for (const [name, status, message] of cases) {
      const refused = await refusal(workspace.write(name, 'x'));
      expect(refused, name).toMatchObject({ status });
      expect(refused.message, name).toMatch(message);
    }
    expect(readFileSync(join(project, 'package.json'), 'utf8')).toBe('{}\n');
  });

  it('refuses a symlink leading out of pages/, to a folder or to a file, and writes nothing there', async () => {
    symlinkSync(scratch, join(project, 'pages', 'escape'));
    symlinkSync(join(scratch, 'secret.txt'), join(project, 'pages', 'secret.mdx'));
    symlinkSync(join(scratch, 'missing.txt'), join(project, 'pages', 'dangling.mdx'));
    for (const name of ['pages/escape/secret.txt', 'pages/escape/new.mdx', 'pages/secret.mdx', 'pages/dangling.mdx']) {
      const refused = await refusal(workspace.write(name, 'overwritten'));
      expect(refused, name).toMatchObject({ status: 403 });
      expect(refused.message).toMatch(/leads outside pages\/ through a link/);
    }
    expect(await refusal(workspace.read('pages/secret.mdx'))).toMatchObject({ status: 403 });
    expect(readFileSync(join(scratch, 'secret.txt'), 'utf8')).toBe('outside\n');
    expect(existsSync(join(scratch, 'new.mdx'))).toBe(false);
    expect(existsSync(join(scratch, 'missing.txt'))).toBe(false);
  });

  it('follows a symlink that stays inside pages/', async () => {
    symlinkSync(join(project, 'pages', 'services'), join(project, 'pages', 'offers'));
    expect(await workspace.readText('pages/offers/cloud.mdx')).toContain('Cloud');
  });
});

describe('writing', () => {
  it('writes atomically, making folders, and leaves no temporary file behind', async () => {
    await workspace.write('pages/blog/new-post.mdx', 'first');
    await workspace.write('pages/blog/new-post.mdx', 'second');
    expect(readFileSync(join(project, 'pages', 'blog', 'new-post.mdx'), 'utf8')).toBe('second');
    expect(readdirSync(join(project, 'pages', 'blog'))).toEqual(['new-post.mdx']);
  });

  it('creates only where no file is yet', async () => {
    expect(await workspace.create('pages/services/cloud.mdx', 'replaced')).toBe(false);
    expect(readFileSync(join(project, 'pages', 'services', 'cloud.mdx'), 'utf8')).toContain('Cloud');
    expect(await workspace.create('pages/services/data.mdx', 'new')).toBe(true);
    expect(readdirSync(join(project, 'pages', 'services')).sort()).toEqual(['cloud.mdx', 'data.mdx']);
  });

  it('moves a file, and refuses to move it over another', async () => {
    writeFileSync(join(project, 'pages', 'services', 'data.mdx'), 'data');
    expect(await refusal(workspace.move('pages/services/cloud.mdx', 'pages/services/data.mdx'))).toMatchObject({
      status: 409,
      message: 'pages/services/data.mdx exists already; choose another name.',
    });
    expect(readFileSync(join(project, 'pages', 'services', 'data.mdx'), 'utf8')).toBe('data');
    await workspace.move('pages/services/cloud.mdx', 'pages/platforms/cloud.mdx');
    expect(existsSync(join(project, 'pages', 'services', 'cloud.mdx'))).toBe(false);
    expect(readFileSync(join(project, 'pages', 'platforms', 'cloud.mdx'), 'utf8')).toContain('Cloud');
    expect(await refusal(workspace.move('pages/services/gone.mdx', 'pages/x.mdx'))).toMatchObject({ status: 404 });
  });
});

// Several git commands each: seconds on a busy machine.
describe('git', { timeout: 30_000 }, () => {
  function initRepository(): void {
    git('init', '--quiet', '--initial-branch=main');
    git('config', 'user.name', 'Test Writer');
    git('config', 'user.email', 'writer@example.com');
    git('add', '.');
    git('commit', '--quiet', '-m', 'start');
  }

  it('lists the changes under pages/ and public/ only, and commits them alone', async () => {
    initRepository();
    writeFileSync(join(project, 'pages', 'services', 'cloud.mdx'), '---\ntitle: Cloud platform\n---\n');
    writeFileSync(join(project, 'public', 'images', 'new.png'), 'png');
    writeFileSync(join(project, 'package.json'), '{"changed":true}\n');
    git('add', 'package.json');
    expect(await workspace.changes()).toEqual({
      branch: 'main',
      files: [
        { file: 'pages/services/cloud.mdx', status: 'modified' },
        { file: 'public/images/new.png', status: 'added' },
      ],
    });
    const committed = await workspace.commit('Rename the cloud page', {});
    expect(committed.branch).toBe('main');
    expect(git('rev-parse', 'HEAD').trim()).toBe(committed.commit);
    expect(git('show', '--name-only', '--format=%s', 'HEAD').trim().split('\n')).toEqual([
      'Rename the cloud page',
      '',
      'pages/services/cloud.mdx',
      'public/images/new.png',
    ]);
    // The developer's staged package.json stays staged, outside the commit.
    expect(git('status', '--porcelain').trim()).toBe('M  package.json');
    expect(await refusal(workspace.commit('Again', {}))).toMatchObject({
      status: 409,
      message: 'There is nothing to commit: no page, data file or photo changed since the last commit.',
    });
  });

  it('commits onto a new branch named from the message, never one that exists', async () => {
    initRepository();
    git('branch', 'add-the-data-page');
    writeFileSync(join(project, 'pages', 'services', 'data.mdx'), 'data');
    const committed = await workspace.commit('Add the Data page!', { branch: 'Add the Data page!' });
    expect(committed.branch).toBe('add-the-data-page-2');
    expect(git('branch', '--show-current').trim()).toBe('add-the-data-page-2');
    expect(branchNameFrom('Café: prices & “news”')).toBe('cafe-prices-news');
    expect(branchNameFrom('!!!')).toBe('changes');
  });

  it('says plainly when git is missing, the folder is not a repository, or git does not know the writer', async () => {
    // No repository above the scratch folder: the test's own would otherwise be found.
    const restoreCeiling = withEnvironment({ GIT_CEILING_DIRECTORIES: scratch });
    try {
      const notRepository = await refusal(workspace.changes());
      expect(notRepository.status).toBe(409);
      expect(notRepository.message).toMatch(/^The pages folder \(.*\) is not in a git repository/);

      const restorePath = withEnvironment({ PATH: join(scratch, 'no-programs-here') });
      try {
        expect(await refusal(workspace.commit('x', {}))).toEqual({
          status: 503,
          message:
            'Publishing needs git, which is not installed on this computer (or not found). Ask whoever set up the site to install git and start the studio again.',
        });
      } finally {
        restorePath();
      }

      git('init', '--quiet', '--initial-branch=main');
      writeFileSync(join(project, 'pages', 'new.mdx'), 'new');
      const restoreIdentity = withEnvironment({
        HOME: scratch,
        XDG_CONFIG_HOME: scratch,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: undefined,
        GIT_AUTHOR_EMAIL: undefined,
        GIT_COMMITTER_NAME: undefined,
        GIT_COMMITTER_EMAIL: undefined,
      });
      try {
        const unknown = await refusal(workspace.commit('x', {}));
        expect(unknown.status).toBe(409);
        expect(unknown.message).toBe(
          'Git does not know your name and e-mail address yet, and every commit records who made it. Ask whoever set up the site to run this once in a terminal (with your own details), then commit again: git config --global user.name "Your Name" and git config --global user.email "you@example.com"',
        );
        git('config', 'user.name', 'Test Writer');
        expect((await refusal(workspace.commit('x', {}))).message).toMatch(
          /your e-mail address yet.*: git config --global user.email "you@example.com"$/,
        );
      } finally {
        restoreIdentity();
      }
    } finally {
      restoreCeiling();
    }
  });
});
