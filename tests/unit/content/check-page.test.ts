import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage } from '../../../content/check-page';
import { readSite, type Site } from '../../../content/read-site';
import { projectRoot } from '../../../builder/project-root';

const root = projectRoot;
const pagesDir = join(root, 'pages');
const cloud = readFileSync(join(pagesDir, 'services/cloud.mdx'), 'utf8');
const cloudLines = cloud.split('\n').length;
let site: Site;
const check = (file: string, text: string) => checkPage(site, { file, text }, { root, pagesDir });
const placed = (line: number, column: number | undefined, message: string) => ({
  file: 'pages/services/cloud.mdx',
  line,
  ...(column === undefined ? {} : { column }),
  message,
});

describe('checkPage: one page from unsaved text, checked as the build would', () => {
  beforeAll(() => {
    site = readSite({ pagesDir, root, includeDrafts: false, asOf: '2026-11-26' });
  });

  it('finds nothing in a page as it is saved, and returns its entry', async () => {
    const result = await check('services/cloud.mdx', cloud);
    expect(result.problems).toEqual([]);
    expect(result.entry?.path).toBe('/services/cloud');
  });

  it('reports a frontmatter field left out on its line, and the page still counts as there', async () => {
    const result = await check('services/cloud.mdx', cloud.replace(/^description:.*\n/m, ''));
    expect(result.problems).toEqual([
      placed(
        3,
        undefined,
        'description: write the description (one or two sentences for search results and link previews)',
      ),
    ]);
    expect(result.entry).toBeUndefined();
  });

  it('reports a link to no page where it is written', async () => {
    const result = await check('services/cloud.mdx', `${cloud}\nSee [our rates](/no-such-page).\n`);
    expect(result.problems).toEqual([
      placed(cloudLines + 1, 5, 'link "our rates" -> /no-such-page: no page, alias or file at this path'),
    ]);
  });

  it('reports a tag left open once, in plain words', async () => {
    const result = await check('services/cloud.mdx', `${cloud}\n<Card title="x"\n`);
    expect(result.problems).toEqual([
      placed(
        cloudLines + 1,
        1,
        '`<Card title="x"`: the tag has no closing >; end it with > (or /> when nothing goes inside)',
      ),
    ]);
  });

  it('reports a misspelt prop and a name in braces that the compile would refuse', async () => {
    const result = await check('services/cloud.mdx', `${cloud}\n<Card titel="x" />\n\nWe have {count} offices.\n`);
    expect(result.problems).toEqual([
      placed(cloudLines + 1, 1, '<Card> is missing title (the card heading)'),
      placed(cloudLines + 1, 7, '<Card> titel: unknown prop; did you mean title?'),
      placed(
        cloudLines + 3,
        9,
        '`{count}`: curly braces hold code in MDX, and nothing is named count; to show the braces, write `\\{count\\}`, or remove them',
      ),
    ]);
  });

  it('checks a page not saved yet at its new path', async () => {
    const result = await check('services/new-thing.mdx', cloud.replace(/^title:.*$/m, 'title: New thing'));
    expect(result.problems).toEqual([]);
    expect(result.entry?.path).toBe('/services/new-thing');
  });
});

describe('checkPage: a "latest" list gone stale, as the studio shows it', () => {
  it('warns at the list’s line on the newsroom, judged on the day the site is read as', async () => {
    const newsroom = readFileSync(join(pagesDir, 'news/index.mdx'), 'utf8');
    const line = newsroom.split('\n').findIndex((text) => text.includes('<NewsList')) + 1;
    const later = readSite({
      pagesDir,
      root,
      includeDrafts: false,
      asOf: '2040-01-01',
      tolerant: true,
      checkLinks: false,
    });
    const { warnings } = await checkPage(later, { file: 'news/index.mdx', text: newsroom }, { root, pagesDir });
    expect(warnings.filter((warning) => warning.message.startsWith('<NewsList>'))).toEqual([
      {
        file: 'pages/news/index.mdx',
        line,
        column: expect.any(Number) as number,
        severity: 'warning',
        message: expect.stringMatching(
          /^<NewsList>, the news list: its newest item, “.+” \(pages\/news\/.+\), is from .+, more than 6 months ago/,
        ) as string,
      },
    ]);
    // The newest news item, on its own day, is news. Read as the studio reads the site (tolerant).
    const newest = later.items.news.find((item) => item.href !== '#')?.date ?? '';
    const thatDay = readSite({ pagesDir, root, includeDrafts: false, asOf: newest, tolerant: true, checkLinks: false });
    const fresh = await checkPage(thatDay, { file: 'news/index.mdx', text: newsroom }, { root, pagesDir });
    expect(fresh.warnings.filter((warning) => warning.message.startsWith('<NewsList>'))).toEqual([]);
  });
});
