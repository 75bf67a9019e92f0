import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../builder/project-root';

let folder: string;

/** Runs `npm run new -- ...args` as the script, with the pages in a folder of the test's own. */
function runNew(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const tsx = join(projectRoot, 'node_modules/.bin/tsx');
  const result = spawnSync(tsx, [join(projectRoot, 'scripts/new-page.ts'), ...args], {
    cwd: folder,
    env: { ...process.env, PAGES_DIR: join(folder, 'pages') },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'new-page-cli-'));
  mkdirSync(join(folder, 'pages'));
});

afterAll(() => rmSync(folder, { recursive: true, force: true }));

// Each case starts the script in a process of its own, which takes a few seconds on a busy machine.
describe('npm run new', { timeout: 30_000 }, () => {
  it('with no arguments lists the kinds and their folders', () => {
    const { status, stdout } = runNew();
    expect(status).toBe(0);
    expect(stdout).toContain('Start a new page:  npm run new -- <kind> "<Title>" [--slug <name>]');
    expect(stdout).toMatch(/^ {2}case-study +a case study +pages\/case-studies\/<name>\.mdx$/m);
    expect(stdout).toMatch(/^ {2}page +a plain page +pages\/<name>\.mdx$/m);
  });

  it('creates the page and says where', () => {
    const { status, stdout } = runNew('blog-post', 'Five lessons from 550 cloud migrations');
    expect(status).toBe(0);
    expect(stdout).toBe(
      [
        'Created pages/blog/five-lessons-from-550-cloud-migrations.mdx, a blog post, as a draft.',
        'Fill in its empty fields and every TODO, see it at /blog/five-lessons-from-550-cloud-migrations with npm run dev, then delete draft: true to publish.',
        '',
      ].join('\n'),
    );
    expect(existsSync(join(folder, 'pages/blog/five-lessons-from-550-cloud-migrations.mdx'))).toBe(true);
  });

  it('refuses to write over a page, and exits 1', () => {
    runNew('page', 'Team');
    const { status, stderr } = runNew('page', 'Team');
    expect(status).toBe(1);
    expect(stderr).toBe('pages/team.mdx already exists; choose another title, or a file name with --slug\n');
  });

  it('refuses an unknown kind or a missing title with the list of kinds, and exits 1', () => {
    const unknown = runNew('podcast', 'Episode one');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/^There is no kind of page called "podcast"\.\n\nStart a new page:/);
    const untitled = runNew('job');
    expect(untitled.status).toBe(1);
    expect(untitled.stderr).toMatch(/^Give the new page's title in quotes: npm run new -- job "The title"\n/);
  });
});
