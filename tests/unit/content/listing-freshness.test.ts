import { describe, expect, it } from 'vitest';
import { checkPageComponents, pageMarkupWarnings } from '../../../content/component-checks/page-components';
import { monthsBefore, staleListings, type ListedItems } from '../../../content/component-checks/listing-freshness';
import { KnownPages } from '../../../content/known-pages';
import type { EventItem } from '../../../src/shared/items/event-item';
import type { NewsItem } from '../../../src/shared/items/news-item';

const news = (file: string, date: string, fields: Partial<NewsItem> = {}): NewsItem => ({
  file: `pages/news/${file}`,
  title: file.replace(/\.\w+$/, ''),
  date,
  kind: 'Press release',
  label: 'Press release',
  summary: 'S.',
  cardTitle: 'C.',
  cardSummary: 'C.',
  href: `/news/${file}`,
  stripHref: `/news/${file}`,
  featured: false,
  investors: false,
  ...fields,
});

const event = (file: string, date: string): EventItem => ({
  file: `pages/events/${file}`,
  title: file,
  date,
  location: 'Online',
  summary: 'S.',
  href: `/events/${file}`,
  featured: false,
  past: false,
});

// News items come newest first, as the page index lists them.
const items = (asOf: string): ListedItems => ({
  news: [
    news('partner.yaml', '2026-09-01', { featured: true }),
    news('q2-results.yaml', '2026-06-20', { investors: true, kind: 'Financial results' }),
    news('agm.yaml', '2026-05-01', { investors: true, kind: 'Announcement' }),
  ],
  events: [event('summit', '2026-03-10'), event('webinar', '2026-08-15')],
  asOf,
});

describe('monthsBefore', () => {
  it('counts back whole months, to the last day of a shorter month', () => {
    expect(monthsBefore('2026-11-29', 6)).toBe('2026-05-29');
    expect(monthsBefore('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBefore('2027-01-15', 4)).toBe('2026-09-15');
  });
});

describe('staleListings: a list promising the latest items, its newest older than its limit', () => {
  it('nothing while each list’s newest is within its limit', () => {
    for (const name of ['NewsList', 'InvestorNewsList', 'EventList'] as const)
      expect(staleListings(name, {} as never, items('2026-10-01')), name).toEqual([]);
  });

  it('quarterly results go stale after 4 months, the investor news after 6, each named', () => {
    expect(staleListings('InvestorNewsList', {} as never, items('2026-10-21'))).toEqual([
      '<InvestorNewsList>, the financial results in the investor news: its newest item, “q2-results” (pages/news/q2-results.yaml), is from 20 June 2026, more than 4 months ago, so the list no longer shows what is new. Add a newer one, or if none is coming, take the list off this page',
    ]);
    expect(staleListings('InvestorNewsList', {} as never, items('2026-12-21'))).toHaveLength(2);
  });

  it('an events list by its latest event, upcoming or past; news by the newest it shows', () => {
    expect(staleListings('EventList', { when: 'upcoming' } as never, items('2027-02-16'))).toEqual([
      expect.stringMatching(
        /^<EventList>, the events list: its newest item, “webinar” \(pages\/events\/webinar\), is from 15 August 2026,/,
      ),
    ]);
    expect(staleListings('EventList', { when: 'past' } as never, items('2027-02-14'))).toEqual([]);
    expect(staleListings('NewsList', {} as never, items('2027-03-02'))).toHaveLength(1);
  });
});

const page = `---
title: Newsroom
description: D.
---

<Section title="News">
  <NewsList />
</Section>

<FeaturedNews limit={1} />
`;

describe('where the warning shows: the build’s and the studio’s checks, and the dev banner', () => {
  const file = 'pages/news/index.mdx';

  it('at the line of each use, in the build’s component checks (the studio’s checkPage runs the same)', () => {
    const { warnings } = checkPageComponents(file, page, {
      pages: [],
      known: new KnownPages([]),
      items: items('2027-04-01'),
    });
    expect(warnings.map(({ line, message }) => `${line}: ${message.split(':')[0]}`)).toEqual([
      '7: <NewsList>, the news list',
      '10: <FeaturedNews>, the latest news cards',
    ]);
  });

  it('in the dev server’s banner of the page', () => {
    expect(pageMarkupWarnings(file, page, items('2027-04-01')).map(({ line, severity }) => [line, severity])).toEqual([
      [7, 'warning'],
      [10, 'warning'],
    ]);
    expect(pageMarkupWarnings(file, page, items('2026-10-01'))).toEqual([]);
  });
});
