import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../src/shared/content-error';
import { buildPageTable, buildPageTableTolerantly, type PageSource } from '../../../content/page-table';
import type { BaseFrontmatter } from '../../../src/shared/schema';

function source(file: string, extra: Partial<BaseFrontmatter> = {}): PageSource<BaseFrontmatter> {
  return {
    file,
    frontmatter: {
      title: file,
      description: 'D',
      aliases: [],
      lang: 'en',
      draft: false,
      noindex: false,
      allowHashLinks: false,
      ...extra,
    },
  };
}

const options = { includeDrafts: false, pagesLabel: 'pages', asOf: '2026-11-26' };

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}

describe('buildPageTable', () => {
  it('gives each page its path, sorted by file', () => {
    const table = buildPageTable(
      [source('services/cloud.mdx'), source('index.mdx'), source('about/index.mdx')],
      options,
    );
    expect(table.map(({ file, path }) => [file, path])).toEqual([
      ['about/index.mdx', '/about'],
      ['index.mdx', '/'],
      ['services/cloud.mdx', '/services/cloud'],
    ]);
    expect(table[0].frontmatter.title).toBe('about/index.mdx');
  });

  it('drops partials', () => {
    const table = buildPageTable([source('index.mdx'), source('_cta.mdx'), source('_shared/x.mdx')], options);
    expect(table.map((entry) => entry.path)).toEqual(['/']);
  });

  it('drops drafts unless asked to keep them', () => {
    const sources = [source('index.mdx'), source('news.mdx', { draft: true })];
    expect(buildPageTable(sources, options).map((entry) => entry.path)).toEqual(['/']);
    expect(buildPageTable(sources, { ...options, includeDrafts: true }).map((entry) => entry.path)).toEqual([
      '/',
      '/news',
    ]);
  });

  it('refuses two files for one path, naming both', () => {
    expect(errorOf(() => buildPageTable([source('about-us.mdx'), source('about-us/index.mdx')], options))).toBe(
      'pages/about-us/index.mdx: same path /about-us as pages/about-us.mdx; keep one of the two files',
    );
  });

  it('ignores a draft that would clash when drafts are left out', () => {
    const sources = [source('about-us.mdx'), source('about-us/index.mdx', { draft: true })];
    expect(buildPageTable(sources, options)).toHaveLength(1);
    expect(() => buildPageTable(sources, { ...options, includeDrafts: true })).toThrow(ContentError);
  });

  it('refuses an alias that is a page path', () => {
    const sources = [source('about.mdx', { aliases: ['/team'] }), source('team.mdx')];
    expect(errorOf(() => buildPageTable(sources, options))).toBe(
      'pages/about.mdx: aliases: /team is already the page pages/team.mdx',
    );
  });

  it('refuses an alias that is another page alias, in either form', () => {
    const sources = [
      source('about.mdx', { aliases: ['/old'] }),
      source('team.mdx', { aliases: [{ path: '/old', anchor: 'team' }] }),
    ];
    expect(errorOf(() => buildPageTable(sources, options))).toBe(
      'pages/team.mdx: aliases: /old is already an alias in pages/about.mdx; an old path can lead to one page only: keep it in one of the two files',
    );
  });

  it('names both files and lines of an alias taken twice, from the YAML', () => {
    const sources = [
      {
        ...source('about.mdx', { aliases: ['/team', '/old'] }),
        yaml: '\ntitle: A\ndescription: D\naliases:\n  - /team\n  - /old',
      },
      { ...source('team.mdx', { aliases: ['/old'] }), yaml: '\ntitle: T\ndescription: D\naliases: [/old]' },
    ];
    expect(errorOf(() => buildPageTable(sources, options))).toBe(
      [
        'pages/about.mdx:5: aliases: /team is already the page pages/team.mdx',
        'pages/team.mdx:4: aliases: /old is already an alias in pages/about.mdx:6; an old path can lead to one page only: keep it in one of the two files',
      ].join('\n'),
    );
  });

  it('keeps both pages and the first alias when asked to be tolerant, returning the problem', () => {
    const sources = [source('about.mdx', { aliases: ['/old'] }), source('team.mdx', { aliases: ['/old'] })];
    const { entries, problems } = buildPageTableTolerantly(sources, options);
    expect(entries.map((entry) => entry.path)).toEqual(['/about', '/team']);
    expect(problems.map((problem) => problem.file)).toEqual(['pages/team.mdx']);
  });

  it('lists every problem at once', () => {
    const sources = [source('a.mdx', { aliases: ['/b'] }), source('b.mdx'), source('b/index.mdx')];
    try {
      buildPageTable(sources, options);
      expect.unreachable();
    } catch (error) {
      expect((error as ContentError).problems).toHaveLength(2);
    }
  });

  it('accepts distinct aliases', () => {
    const sources = [
      source('about.mdx', { aliases: ['/old-about', '/company'] }),
      source('team.mdx', { aliases: ['/people'] }),
    ];
    expect(buildPageTable(sources, options)).toHaveLength(2);
  });
});
