import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../builder/build-site';
import { fixtureSite } from './fixture-site';

const outDir = join(mkdtempSync(join(tmpdir(), 'site-news-')), 'dist');
const read = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

/** The text of each match of `pattern`'s first group, tags removed. */
const texts = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1].replace(/<[^>]+>/g, ''));

/** The part of the home page from its "Latest news" heading on. */
/** The home page's "Latest news" band alone (the events bands follow it). */
const latestNews = (html: string) => {
  const start = html.indexOf('>Latest news<');
  return html.slice(start, html.indexOf('</section>', start));
};

function investorNewsProps(html: string): { items: { title: string; date: string; href: string }[] } {
  const attribute = /data-island="InvestorNews" data-props="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(
    attribute.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'),
  ) as ReturnType<typeof investorNewsProps>;
}

// Laid over the real pages: where the new item lands among the real newsroom's, the investors' and
// the home page's news is the point.
describe('a news item added as one file', () => {
  beforeAll(async () => {
    await buildSite({ pagesDir: fixtureSite('news-added', { over: 'real' }).pagesDir, outDir });
  });

  it('leads the newsroom, newest first', () => {
    expect(texts(read('news'), /<h3 class="m-0 heading-3">(.*?)<\/h3>/g)).toEqual([
      'Northstar reports a record first quarter',
      'Northstar opens a new AI innovation centre in Hyderabad',
      'Northstar named a leader in digital engineering services',
      'Northstar and NVIDIA expand their AI partnership',
      'Northstar joins the World Economic Forum as a partner',
      'Q1 2024 Financial Results',
      'Annual General Meeting Announcement',
      'Sustainability Report Released',
    ]);
  });

  it('leads the investor news the search island receives, with its page as "Read more"', () => {
    const { items } = investorNewsProps(read('investors'));
    expect(items.map(({ title, date, href }) => [title, date, href])).toEqual([
      ['Northstar reports a record first quarter', '2026-04-20', '/news/record-quarter'],
      ['Q1 2024 Financial Results', '2024-04-15', '/news/q1-2024-financial-results'],
      ['Annual General Meeting Announcement', '2024-03-10', '/news/annual-general-meeting'],
      ['Sustainability Report Released', '2024-02-20', '/news/sustainability-report'],
    ]);
  });

  it('leads the home page news cards, featured, with its card title, and pushes the oldest out', () => {
    expect(texts(latestNews(read('')), /<h3 class="m-0 heading-3">(.*?)<\/h3>/g)).toEqual([
      'A record first quarter',
      'New AI innovation centre opens',
    ]);
  });
});
