import { describe, expect, it } from 'vitest';
import { feedEntries } from '../../../../builder/feeds/feed-entries';
import type { NewsItem } from '../../../../src/shared/items/news-item';
import type { PageEntry } from '../../../../src/shared/page-entry';

const base = { aliases: [], lang: 'en' as const, draft: false, noindex: false, allowHashLinks: false };
const page = (file: string, path: string, fields: { title: string } & Record<string, unknown>): PageEntry => ({
  file,
  path,
  frontmatter: { ...base, description: 'Description', ...fields },
});

const pages = [
  page('blog/one.mdx', '/blog/one', {
    title: 'One',
    date: '2025-01-01',
    summary: 'S1',
    author: 'Ann',
    authorRole: 'Role',
    category: 'AI',
  }),
  page('insights/article.mdx', '/insights/article', {
    title: 'Article',
    date: '2025-02-01',
    summary: 'S2',
    category: 'Point of view',
  }),
  page('insights/blog.mdx', '/insights/blog', { title: 'Blog' }),
  page('insights/research/study.mdx', '/insights/research/study', {
    title: 'Study',
    date: '2025-03-01',
    summary: 'S3',
    type: 'White Paper',
    author: 'Team',
  }),
];

const item = (title: string, href: string): NewsItem => ({
  file: `pages/news/${title}.yaml`,
  title,
  date: '2025-01-01',
  kind: 'Press release',
  label: 'Press release',
  summary: 'Summary',
  cardTitle: title,
  cardSummary: 'Summary',
  href,
  stripHref: href,
  featured: false,
  investors: false,
});

describe('feedEntries', () => {
  it('news: items with a real link, site paths made absolute, https addresses kept, # left out', () => {
    const news = [item('page', '/news/a'), item('away', 'https://partner.example/x'), item('unpublished', '#')];
    expect(feedEntries('news', pages, news, 'https://site.example').map((entry) => entry.link)).toEqual([
      'https://site.example/news/a',
      'https://partner.example/x',
    ]);
  });

  it('blog: the posts with author and category', () => {
    expect(feedEntries('blog', pages, [], 'https://site.example')).toEqual([
      {
        title: 'One',
        link: 'https://site.example/blog/one',
        summary: 'S1',
        date: '2025-01-01',
        author: 'Ann',
        category: 'AI',
      },
    ]);
  });

  it('insights: articles and research items together, newest first; the list pages beside them are not entries', () => {
    const entries = feedEntries('insights', pages, [], 'https://site.example');
    expect(entries.map((entry) => [entry.title, entry.category, entry.author])).toEqual([
      ['Study', 'White Paper', 'Team'],
      ['Article', 'Point of view', undefined],
    ]);
  });
});
