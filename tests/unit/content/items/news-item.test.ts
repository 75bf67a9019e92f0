import { describe, expect, it } from 'vitest';
import { newsFileSchema, newsPageSchema } from '../../../../src/shared/collections';
import { newsItemOfFile, newsItemOfPage } from '../../../../src/shared/items/news-item';

const page = {
  file: 'news/opening.mdx',
  path: '/news/opening',
  frontmatter: newsPageSchema.parse({
    title: 'We open in Lisbon',
    description: 'Our new office opens.',
    date: '2025-09-01',
    kind: 'Press release',
  }),
};

describe('news items', () => {
  it('take a page’s path, description and title where the page sets no link, summary or card texts; the label is the kind', () => {
    expect(newsItemOfPage('pages/news/opening.mdx', page)).toEqual({
      file: 'pages/news/opening.mdx',
      title: 'We open in Lisbon',
      date: '2025-09-01',
      order: undefined,
      kind: 'Press release',
      label: 'Press release',
      summary: 'Our new office opens.',
      cardTitle: 'We open in Lisbon',
      cardSummary: 'Our new office opens.',
      stripTitle: undefined,
      href: '/news/opening',
      stripHref: '/news/opening',
      featured: false,
      investors: false,
    });
  });

  it('link where a page says to link', () => {
    const linked = { ...page, frontmatter: { ...page.frontmatter, link: '/about-us' } };
    expect(newsItemOfPage('pages/news/opening.mdx', linked)).toMatchObject({
      href: '/about-us',
      stripHref: '/about-us',
    });
  });

  it('lead the press strip elsewhere while the document is not published', () => {
    const data = newsFileSchema.parse({
      title: 'Q1',
      date: '2024-04-15',
      kind: 'Financial results',
      summary: 'S',
      link: '#',
      stripTitle: 'Q1 up',
      stripLink: '/investors#financials',
    });
    expect(newsItemOfFile('pages/news/q1.yaml', data)).toMatchObject({
      href: '#',
      stripHref: '/investors#financials',
      stripTitle: 'Q1 up',
    });
  });

  it('refuse a link that is neither a path, an https address nor #', () => {
    const result = newsFileSchema.safeParse({
      title: 'Q1',
      date: '2024-04-15',
      kind: 'Report',
      summary: 'S',
      link: 'www.example.com',
    });
    expect(result.error?.issues[0].message).toBe(
      'must be a site path such as /news/q2-results, an https:// address, or # while the document is not published',
    );
  });
});
