import { describe, expect, it } from 'vitest';
import { eventFileSchema, eventPageSchema } from '../../../../src/shared/collections';
import { eventItemOfFile, eventItemOfPage } from '../../../../src/shared/items/event-item';
import { compareListOrder } from '../../../../src/shared/list-order';

describe('event items', () => {
  it('take a page’s path and description unless it sets a link and summary', () => {
    const frontmatter = eventPageSchema.parse({
      title: 'Round table',
      description: 'A morning in London.',
      date: '2026-02-12',
      location: 'London',
    });
    expect(
      eventItemOfPage(
        'pages/events/round-table.mdx',
        {
          file: 'events/round-table.mdx',
          path: '/events/round-table',
          frontmatter,
        },
        '2026-11-26',
      ),
    ).toMatchObject({
      href: '/events/round-table',
      summary: 'A morning in London.',
      location: 'London',
    });
  });

  it('are listed latest first by the day they start', () => {
    const webinar = eventItemOfFile(
      'pages/events/webinar.yaml',
      eventFileSchema.parse({
        title: 'Webinar',
        date: '2026-01-22',
        location: 'Online',
        summary: 'S',
        link: '/insights/webinars',
      }),
      '2026-11-26',
    );
    const openDays = eventItemOfFile(
      'pages/events/open-days.yaml',
      eventFileSchema.parse({
        title: 'Open days',
        date: '2025-12-09',
        endDate: '2025-12-11',
        location: 'Hyderabad',
        summary: 'S',
        link: '/news',
      }),
      '2026-11-26',
    );
    expect([openDays, webinar].sort(compareListOrder).map((event) => event.title)).toEqual(['Webinar', 'Open days']);
  });
});
