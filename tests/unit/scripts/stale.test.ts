import { spawnSync } from 'node:child_process';
import { cpSync, copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';

const root = mkdtempSync(join(tmpdir(), 'site-stale-'));
const pagesDir = join(root, 'pages');

/** Adds `reviewBy: <day>` as the last field of a page's frontmatter. */
function reviewBy(file: string, day: string): void {
  const path = join(pagesDir, file);
  writeFileSync(path, readFileSync(path, 'utf8').replace(/\n---\n/, `\nreviewBy: ${day}\n---\n`));
}

/** `npm run stale -- --pages <folder> --as-of <day>`: its exit code and what it prints. */
function stale(asOf: string): { status: number | null; stdout: string } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/stale.ts', '--pages', pagesDir, '--as-of', asOf],
    {
      cwd: projectRoot,
      encoding: 'utf8',
    },
  );
  return { status: run.status, stdout: run.stdout.replaceAll(relative(projectRoot, pagesDir), '<pages>') };
}

// Each case starts the command (about 2 s, more on a busy machine) on the small base site.
describe('npm run stale', () => {
  beforeAll(() => {
    cpSync(join(projectRoot, 'tests/fixtures/base-site'), pagesDir, { recursive: true });
    copyFileSync(join(projectRoot, 'pages/_vocabularies.yaml'), join(pagesDir, '_vocabularies.yaml'));
    reviewBy('services/cloud.mdx', '2026-10-01');
    reviewBy('services/experience.mdx', '2026-12-15');
    reviewBy('about/index.mdx', '2026-06-30');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the pages whose review day has come, the longest overdue first, with file, line and what to do', () => {
    const { status, stdout } = stale('2026-12-01');
    expect(status).toBe(1);
    expect(
      stdout
        .replace(/pages\//g, '')
        .split('\n')
        .filter(Boolean),
    ).toMatchInlineSnapshot(`
      [
        "2 pages are past their “Review by” day (as of 2026-12-01), the longest overdue first:",
        "  <pages>/about/index.mdx:4: “About Northstar Technologies” (/about) was to be reviewed by 2026-06-30. Read it, correct what is no longer true, then set “Review by” to the next day to check it.",
        "  <pages>/services/cloud.mdx:4: “Cloud Services” (/services/cloud) was to be reviewed by 2026-10-01. Read it, correct what is no longer true, then set “Review by” to the next day to check it.",
      ]
    `);
  }, 60_000);

  it('says so when no page is due', () => {
    expect(stale('2026-06-01')).toEqual({
      status: 0,
      stdout: 'No page is past its “Review by” day (as of 2026-06-01).\n',
    });
  }, 60_000);
});
