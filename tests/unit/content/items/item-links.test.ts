import { describe, expect, it } from 'vitest';
import { itemLinkProblems, type CheckLink } from '../../../../content/links/item-links';

const known = new Set(['/news', '/investors']);
const check: CheckLink = (link) => (known.has(link.split('#')[0]) ? null : 'no page, alias or file at this path');

const file = (text: string, data: Record<string, string>) => ({ label: 'pages/news/q1.yaml', text, data });

describe('itemLinkProblems', () => {
  it('checks link and stripLink on their lines and lets # through', () => {
    const text = "title: Q1\nlink: '#'\nstripLink: /investor#financials\n";
    expect(itemLinkProblems([file(text, { link: '#', stripLink: '/investor#financials' })], '/news', check)).toEqual([
      { file: 'pages/news/q1.yaml', line: 3, message: 'stripLink: no page, alias or file at this path' },
    ]);
  });

  it('judges links from the collection’s listing page', () => {
    const seen: string[] = [];
    itemLinkProblems([file('link: /news\n', { link: '/news' })], '/events', (link, from) => {
      seen.push(`${link} from ${from.path}`);
      return null;
    });
    expect(seen).toEqual(['/news from /events']);
  });
});
