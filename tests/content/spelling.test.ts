import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, projectRoot, type BuildReport } from '../../builder/build-site';
import { spellingProblems } from '../../builder/spelling/site-spelling';
import { readSite } from '../../content/read-site';
import { formatProblem } from '../../src/shared/content-error';
import { today } from '../../src/shared/publication/as-of';
import { fixtureSite } from './fixture-site';

const unknown = (word: string, suggestions: string) =>
  `"${word}" is not a known word (did you mean ${suggestions}?); if it is spelled right (a name, a product, a place), add it to pages/_words.txt`;

describe('a page with typos in its text, a prop and its frontmatter', () => {
  const page = 'tests/.tmp/spelling-typo/about/working-with-us.mdx';
  let report: BuildReport;
  let published: number;
  const log: string[] = [];

  // Laid over the base site (tests/content/base-site.ts).
  beforeAll(async () => {
    const { pagesDir } = fixtureSite('spelling-typo');
    published = readSite({ pagesDir, root: projectRoot, includeDrafts: false, asOf: today() }).pages.length;
    report = await buildSite({
      pagesDir,
      outDir: join(mkdtempSync(join(tmpdir(), 'site-spelling-')), 'dist'),
      log: (line) => log.push(line),
    });
    // A whole build: on a busy machine it may take longer than the project's two minutes.
  }, 600_000);

  it('is built, with a warning for each typo at its line and column, and none for code, links or addresses', () => {
    // Every page of the site it was laid over.
    expect(report.pages).toBe(published);
    expect(report.warnings.filter((warning) => warning.file === page).map(formatProblem)).toEqual([
      `${page}:3:28: warning: ${unknown('recieve', '"receive", "relieve" or "received"')}`,
      `${page}:6:40: warning: ${unknown('proces', '"process", "prices" or "probes"')}`,
      `${page}:12:47: warning: ${unknown('recieve', '"receive", "relieve" or "received"')}`,
    ]);
  });

  it('prints each warning as it is found', () => {
    expect(log).toContain(`${page}:6:40: warning: ${unknown('proces', '"process", "prices" or "probes"')}`);
  });
});

describe('the site’s English (src/site.ts)', () => {
  const pagesDir = join(projectRoot, 'tests/fixtures/spelling/variants');
  const file = 'tests/fixtures/spelling/variants/index.mdx';

  it('British refuses the American spelling on a page that mixes them', async () => {
    const problems = await spellingProblems({ root: projectRoot, pagesDir, english: 'british' });
    expect(problems.map(formatProblem)).toEqual([
      `${file}:8:31: warning: "organization" is American spelling; this site writes British English: write "organisation"`,
    ]);
  });

  it('American refuses the British ones', async () => {
    const problems = await spellingProblems({ root: projectRoot, pagesDir, english: 'american' });
    expect(problems.map(formatProblem)).toEqual([
      `${file}:3:18: warning: "organisations" is British spelling; this site writes American English: write "organizations"`,
      `${file}:8:7: warning: "organisations" is British spelling; this site writes American English: write "organizations"`,
    ]);
  });
});

describe('the real pages', () => {
  it('have no unknown words and no American spellings', async () => {
    const problems = await spellingProblems({ root: projectRoot, pagesDir: join(projectRoot, 'pages') });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});

describe('npm run spell', () => {
  const spell = (folder: string) =>
    spawnSync('npm', ['run', '--silent', 'spell', '--', '--pages', `tests/fixtures/spelling/${folder}`], {
      cwd: projectRoot,
      encoding: 'utf8',
    });

  it('lists each unknown word once with its places, most frequent first, and exits 1', () => {
    const { status, stdout } = spell('typo');
    const file = 'tests/fixtures/spelling/typo/index.mdx';
    expect(stdout).toBe(
      [
        `${unknown('recieve', '"receive", "relieve" or "received"')} (2×)`,
        `  ${file}:8:66`,
        `  ${file}:12:11`,
        '',
        `${unknown('suport', '"support", "sport" or "spurt"')} (1×)`,
        `  ${file}:10:82`,
        '',
        '2 words to look at, in 3 places. Fix the spelling, or add a name to tests/fixtures/spelling/typo/_words.txt.',
        '',
      ].join('\n'),
    );
    expect(status).toBe(1);
  });

  it('says so and exits 0 when the pages are clean', () => {
    const { status, stdout } = spell('clean');
    expect(stdout).toBe('No spelling problems in 1 file.\n');
    expect(status).toBe(0);
  });
});
