import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewArguments } from '../../review/review-arguments';
import { createReviewRepo, type ReviewRepo } from './review-repo';

let repo: ReviewRepo;
const reportDir = mkdtempSync(join(tmpdir(), 'site-review-cli-'));

/** `npm run review -- …` in the test repository, as a reviewer runs it. */
function review(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/review.ts', ...args],
      { cwd: repo.root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

beforeAll(() => {
  repo = createReviewRepo('cli');
});

afterAll(() => {
  repo?.dispose();
  rmSync(reportDir, { recursive: true, force: true });
});

describe('npm run review', () => {
  it('compares the working tree with a base: Markdown on stdout, the HTML report and before/after screenshots beside it', async () => {
    repo.edit(
      'pages/services/cloud.mdx',
      'Our cloud teams combine platform engineers',
      'Our cloud teams bring together platform engineers',
    );
    const head = repo.git('rev-parse', 'HEAD');
    const { code, stdout, stderr } = await review('HEAD', '--screenshots', '--out', reportDir);
    expect(code, stderr).toBe(0);
    expect(stdout).toMatch(
      new RegExp(
        `^# Site review: \`${head.slice(0, 7)}\` → working tree\n\nBase: ${head.slice(0, 7)} The site as committed in the project \\(HEAD\\)\n\n1 page changed on its own, 0 added, 0 removed, 0 moved; 0 redirects; 0 warnings\\.\n`,
      ),
    );
    expect(stdout).toContain(
      '> … rather than rises. · Our cloud teams ~~combine~~ **bring together** platform engineers',
    );
    expect(stdout).toContain('Changed by `pages/services/cloud.mdx` (its own file)');
    expect(stderr).toContain(`HTML report: ${join(reportDir, 'report.html')}`);

    const html = readFileSync(join(reportDir, 'report.html'), 'utf8');
    expect(html).toContain('<del>combine</del> <ins>bring together</ins>');
    // The site's fonts, so Hindi text reads as Devanagari, not as boxes.
    expect(html).toMatch(
      /@font-face\s*\{\s*font-family: 'Noto Sans Devanagari';[^}]*src: url\(fonts\/noto-sans-devanagari-400\.\w+\.woff2\)/,
    );
    const font = /url\((fonts\/noto-sans-devanagari-400\.\w+\.woff2)\)/.exec(html)?.[1];
    expect(existsSync(join(reportDir, font!))).toBe(true);
    for (const width of [1280, 375]) {
      for (const side of ['before', 'after', 'difference']) {
        const file = `shots/services_cloud-${width}-${side}.png`;
        expect(existsSync(join(reportDir, file)), file).toBe(true);
        expect(html).toContain(`src="${file}"`);
      }
    }
    // Some pixels differ: the paragraph, and whatever its new length moved.
    const shares = Array.from(
      stdout.matchAll(/^\| `\/services\/cloud` \| (1280|375) \| ([\d.]+)% \|$/gm),
      ([, , share]) => Number(share),
    );
    expect(shares).toHaveLength(2);
    for (const share of shares) {
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(100);
    }
  }, 900_000);

  it('exits 1 with the build message and the side that failed', async () => {
    repo.edit('pages/services/cloud.mdx', 'title: Cloud Services\n', '');
    const { code, stdout, stderr } = await review();
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('The working tree failed to build:\npages/services/cloud.mdx');
    expect(stderr).toContain('title');
    expect(stderr).not.toContain('The base');
  });

  it('reports a link error of the working tree before either side is checked out or built', async () => {
    repo.git('checkout', '--', 'pages');
    repo.edit('pages/services/cloud.mdx', 'Our cloud teams combine', 'Our [cloud teams](/no-such-page) combine');
    const { code, stdout, stderr } = await review();
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('The working tree failed to build:\npages/services/cloud.mdx');
    expect(stderr).toContain('/no-such-page');
    // What the review did, from its own log: it read the pages and stopped.
    expect(stderr).not.toMatch(/^(building|checked out|built the)/m);
  });

  it("reports the base's content error from its build's first step, before the working tree's build starts", async () => {
    repo.git('checkout', '--', 'pages');
    const good = repo.git('rev-parse', 'HEAD');
    repo.edit('pages/services/cloud.mdx', 'title: Cloud Services\n', '');
    const broken = repo.commit('A page without its title');
    repo.git('checkout', '-q', good, '--', 'pages');
    try {
      const { code, stdout, stderr } = await review(broken);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toContain(`The base (${broken.slice(0, 10)}) failed to build:\npages/services/cloud.mdx`);
      expect(stderr).not.toContain('The working tree failed');
      // The working tree is built only once the base's pages were read: its build never started.
      expect(stderr).not.toMatch(/^built the working tree/m);
    } finally {
      repo.git('reset', '-q', '--hard', good);
    }
  });
});

describe('review arguments', () => {
  it('takes a base or --since, not both', () => {
    expect(reviewArguments([])).toEqual({
      help: false,
      base: undefined,
      since: undefined,
      screenshots: false,
      serve: false,
      reportDir: undefined,
    });
    expect(reviewArguments(['main~2', '--screenshots', '--serve', '--out', 'x'])).toEqual({
      help: false,
      base: 'main~2',
      since: undefined,
      screenshots: true,
      serve: true,
      reportDir: 'x',
    });
    expect(reviewArguments(['--since', '2026-11-01'])).toMatchObject({ since: '2026-11-01' });
    expect(() => reviewArguments(['main', '--since', '2026-11-01'])).toThrow(
      'give a base revision or --since, not both',
    );
  });
});
