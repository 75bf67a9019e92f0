import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';
import { pagesLastModified } from '../../../content/last-modified';
import { sameVisibleText, sameWords, spellingFix, visibleParts } from '../../../content/visible-change';

describe('spellingFix: a changed word that says the same', () => {
  it.each([
    ['centers', 'centres'],
    ['Center', 'Centre'],
    ['monetization', 'monetisation'],
    ['color', 'colour'],
    ['catalog', 'catalogue'],
    ['program', 'programme'],
    ['defense', 'defence'],
    ['bankng', 'banking'],
    ['recieve', 'receive'],
    ['cloud', 'Cloud'],
  ])('%s to %s is a spelling fix', (before, after) => {
    expect(spellingFix(before, after)).toBe(true);
  });

  it.each([
    ['2024', '2025'],
    ['Q1', 'Q2'],
    ['for', 'four'],
    ['not', 'now'],
    ['form', 'from'],
    ['banking', 'booking'],
    ['lose', 'lost!'],
  ])('%s to %s changes what the page says', (before, after) => {
    expect(spellingFix(before, after)).toBe(false);
  });

  it('a word added or removed is a change; emphasis marks are formatting', () => {
    expect(sameWords('Our delivery centers run 24/7.', 'Our **delivery centres** run _24/7_.')).toBe(true);
    expect(sameWords('Our delivery centers run 24/7.', 'Our new delivery centres run 24/7.')).toBe(false);
    expect(sameWords('Revenue grew 12%.', 'Revenue grew 21%.')).toBe(false);
  });

  it('a spelling fix in the title or description is no change either', () => {
    const page = (title: string) => `---\ntitle: ${title}\ndescription: Our centres.\n---\n\nText.\n`;
    expect(sameVisibleText(visibleParts(page('Innovation Center')), visibleParts(page('Innovation Centre')))).toBe(
      true,
    );
    expect(sameVisibleText(visibleParts(page('Innovation Center')), visibleParts(page('Research Center')))).toBe(false);
  });
});

// The repository's own history: 666b791 made 95 American spellings British in 45 pages
// ("Pages: zero spelling warnings"); three articles of 2025 said "Updated November 26, 2026" for it.
describe('the spelling-only commit 666b791 of this repository', () => {
  const spellingCommit = '666b79124602ecafeacb7847155d22989bbc1e1d';
  const articles = [
    ['blog/future-work.mdx', '2025-04-17'],
    ['blog/learning-growth.mdx', '2025-04-08'],
    ['nvidia-partnership.mdx', '2025-03-18'],
  ] as const;
  const versionOf = (commit: string, file: string) =>
    visibleParts(execFileSync('git', ['show', `${commit}:pages/${file}`], { cwd: projectRoot, encoding: 'utf8' }));

  it.each(articles)('%s reads the same before and after it', (file) => {
    expect(sameVisibleText(versionOf(`${spellingCommit}^`, file), versionOf(spellingCommit, file))).toBe(true);
  });

  it('leaves the three articles dated by their publication day, not by the commit', async () => {
    const dates = await pagesLastModified(
      join(projectRoot, 'pages'),
      articles.map(([file, date]) => ({ file, path: file, frontmatter: { date } })),
      '2026-11-29',
    );
    expect(Object.values(dates)).toEqual(articles.map(([, date]) => date));
  });
});
