import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageEntry } from '../../../../src/shared/page-entry';
import { devPageLinkProblems, type DevPageIndex } from '../../../../content/links/dev-page-links';

const root = mkdtempSync(join(tmpdir(), 'dev-page-links-'));
const publicDir = join(root, 'public');
mkdirSync(join(root, 'pages', 'news'), { recursive: true });
mkdirSync(join(publicDir, 'images'), { recursive: true });
writeFileSync(join(publicDir, 'images', 'logo.svg'), '<svg/>');

function entry(file: string, path: string, draft = false): PageEntry {
  const frontmatter = {
    title: path,
    description: 'x',
    aliases: [],
    lang: 'en' as const,
    draft,
    noindex: false,
    allowHashLinks: false,
  };
  return { file, path, frontmatter };
}

const source = [
  '---',
  'title: Page',
  'description: x',
  '---',
  '',
  '[News](/news/draft) ![Logo](/images/logo.svg) [Broken](/nowhere) [Being fixed](/being-fixed) [Here](#here)',
  '',
].join('\n');
writeFileSync(join(root, 'pages', 'page.mdx'), source);

const index: DevPageIndex = {
  pages: [entry('page.mdx', '/page'), entry('news/draft.mdx', '/news/draft', true)],
  pagesLabel: 'pages',
  brokenPages: [
    { path: '/being-fixed', problems: [{ file: 'pages/being-fixed.mdx', line: 2, message: 'title: Required' }] },
  ],
  unpublished: [],
};

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('devPageLinkProblems', () => {
  it('lists the source link problems and those only the rendered page shows, placed back in the source, by line', () => {
    const bodyHtml =
      '<h1 id="top">Page</h1><a href="/news/draft">News</a><a href="#here">Here</a><a href="/from-frontmatter">Card</a><a href="/nowhere">Broken</a>';
    expect(devPageLinkProblems({ index, path: '/page', bodyHtml, root, publicDir })).toEqual([
      { file: 'pages/page.mdx', message: 'link -> /from-frontmatter: no page, alias or file at this path' },
      {
        file: 'pages/page.mdx',
        line: 6,
        column: 1,
        message: 'link "News" -> /news/draft: /news/draft is a draft; publish it or remove the link',
      },
      {
        file: 'pages/page.mdx',
        line: 6,
        column: 47,
        message: 'link "Broken" -> /nowhere: no page, alias or file at this path',
      },
      {
        file: 'pages/page.mdx',
        line: 6,
        column: 94,
        message: 'link "Here" -> #here: no element with id "here" on /page',
      },
    ]);
  });

  it('lists nothing for a path that is no page', () => {
    expect(devPageLinkProblems({ index, path: '/nowhere', bodyHtml: '<a href="/x">x</a>', root, publicDir })).toEqual(
      [],
    );
  });
});
