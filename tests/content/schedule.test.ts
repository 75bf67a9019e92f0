import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../builder/build-site';
import { fixtureSite } from './fixture-site';

// Laid over the real pages, as of two dates: what the real site's lists, feeds and search show is the point.
// The fixture: a blog post and a page-less news item dated 2027-03-01, two pages expiring on
// 2026-06-01 (one whose address another page's alias claims), two events in December and January.
const parent = mkdtempSync(join(tmpdir(), 'site-schedule-'));

/** Every file the build wrote (compressed copies aside) with its text; Pagefind's gzipped files unpacked. */
function writtenTexts(outDir: string): Map<string, string> {
  const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => !/\.(br|gz)$/.test(file) && statSync(join(outDir, file)).isFile(),
  );
  const texts = new Map<string, string>();
  for (const file of files) {
    let bytes = readFileSync(join(outDir, file));
    try {
      bytes = gunzipSync(bytes);
    } catch {
      // Not gzipped: read as it is.
    }
    texts.set(file.split(sep).join('/'), bytes.toString('utf8'));
  }
  return texts;
}

const filesHolding = (texts: Map<string, string>, word: string) =>
  [...texts].filter(([, text]) => text.includes(word)).map(([file]) => file);

/** The titles of the event cards under the heading `heading` on /events. */
function eventsUnder(eventsHtml: string, heading: string): string[] {
  const start = eventsHtml.indexOf(`>${heading}</h2>`);
  const section = eventsHtml.slice(start, eventsHtml.indexOf('</section>', start));
  return [...section.matchAll(/<h3 class="m-0 heading-3"><a [^>]*>(.*?)<\/a><\/h3>/g)].map((match) => match[1]);
}

describe('scheduled and expired pages, built as of 2026-11-26', () => {
  const outDir = join(parent, 'now');
  const log: string[] = [];
  let texts: Map<string, string>;
  const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

  beforeAll(async () => {
    const { pagesDir } = fixtureSite('schedule', { over: 'real' });
    await buildSite({ pagesDir, outDir, asOf: '2026-11-26', log: (line) => log.push(line) });
    texts = writtenTexts(outDir);
  }, 300_000);

  it('says in the log what it leaves out and until when', () => {
    expect(log.filter((line) => /^(scheduled|expired):/.test(line))).toEqual([
      'scheduled: tests/.tmp/schedule/blog/zephyrquill-launch.mdx publishes on 2027-03-01',
      'expired: tests/.tmp/schedule/old-offer.mdx is no longer published since 2026-06-01',
      'expired: tests/.tmp/schedule/spring-offer.mdx is no longer published since 2026-06-01',
      'scheduled: tests/.tmp/schedule/news/zephyrquill-results.yaml publishes on 2027-03-01',
    ]);
  });

  it('puts a scheduled post and news item in no page, list, feed, sitemap, search index or JSON-LD', () => {
    expect(texts.size).toBeGreaterThan(500);
    expect(filesHolding(texts, 'Zephyrquill')).toEqual([]);
    expect(filesHolding(texts, '/blog/zephyrquill-launch')).toEqual([]);
    expect(existsSync(join(outDir, 'blog/zephyrquill-launch'))).toBe(false);
  });

  it('lists a job still taking applications, with its form and its JobPosting', () => {
    const job = page('jobs/data-scientist');
    expect(job).toContain('id="application-form"');
    expect(job).toContain('"@type":"JobPosting"');
    expect(job).not.toContain('Applications closed');
    expect(page('jobs')).toContain('href="/jobs/data-scientist"');
    expect(texts.get('sitemap.xml')).toContain('/jobs/data-scientist</loc>');
    expect(log.filter((line) => line.startsWith('closed:'))).toEqual([]);
  });

  it('takes an expired page down: its address answers 404, or redirects where an alias claims it', () => {
    expect(filesHolding(texts, 'Quillfeather')).toEqual([]);
    expect(existsSync(join(outDir, 'spring-offer'))).toBe(false);
    expect(filesHolding(texts, '/spring-offer')).toEqual([]);
    expect(page('old-offer')).toContain('<meta http-equiv="refresh" content="0; url=/offer"/>');
    expect(texts.get('_redirects')).toContain('/old-offer /offer 301');
  });

  it('lists upcoming events soonest first, and past events latest first under their own heading', () => {
    const events = page('events');
    expect(eventsUnder(events, 'Upcoming events')).toEqual([
      'Halcyon meetup',
      'Halcyon summit',
      'Webinar: platform engineering product teams choose to use',
      'Core banking modernisation breakfast, London',
    ]);
    expect(eventsUnder(events, 'Past events')).toEqual([
      'AI governance round table for financial services, London',
      'Cloud costs under control: FinOps in practice',
      'Open days at our Hyderabad AI innovation centre',
    ]);
  });

  it('shows the home page the same split, and an event to come as scheduled and free (truth, item 2)', () => {
    const home = page('');
    expect(eventsUnder(home, 'Upcoming events')).toEqual([
      'Halcyon meetup',
      'Halcyon summit',
      'Webinar: platform engineering product teams choose to use',
    ]);
    expect(eventsUnder(home, 'Past events')).toEqual([
      'AI governance round table for financial services, London',
      'Cloud costs under control: FinOps in practice',
    ]);
    const breakfast = page('events/core-banking-breakfast-london');
    expect(breakfast).not.toContain('This event took place on');
    expect(breakfast).toContain('"eventStatus":"https://schema.org/EventScheduled"');
    expect(breakfast).toContain('"startDate":"2027-02-24T08:00:00+00:00"');
    expect(breakfast).toContain('"offers":{"@type":"Offer","price":0,"priceCurrency":"GBP"');
  });
});

describe('the same site built as of 2027-03-01 (npm run build -- --as-of 2027-03-01)', () => {
  const outDir = join(parent, 'later');
  const log: string[] = [];
  let texts: Map<string, string>;
  const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

  beforeAll(async () => {
    const { pagesDir } = fixtureSite('schedule', { over: 'real' });
    await buildSite({ pagesDir, outDir, asOf: '2027-03-01', log: (line) => log.push(line) });
    texts = writtenTexts(outDir);
  }, 300_000);

  it('publishes the post and the news item on their day, everywhere', () => {
    expect(log.filter((line) => line.startsWith('scheduled:'))).toEqual([]);
    expect(page('blog/zephyrquill-launch')).toContain('"@type":"BlogPosting"');
    expect(page('insights/blog')).toContain('Zephyrquill launch notes');
    expect(texts.get('insights/blog/feed.xml')).toContain('Zephyrquill launch notes');
    expect(texts.get('sitemap.xml')).toContain('/blog/zephyrquill-launch</loc>');
    const indexed = filesHolding(texts, '"url":"/blog/zephyrquill-launch"');
    expect(indexed.filter((file) => file.startsWith('pagefind/fragment/'))).toHaveLength(1);
    expect(page('news')).toContain('Zephyrquill results announced');
    expect(texts.get('news/feed.xml')).toContain('Zephyrquill results announced');
  });

  it('moves the events that are over under past events, and says when none is coming', () => {
    const events = page('events');
    expect(eventsUnder(events, 'Upcoming events')).toEqual([]);
    expect(events).toContain('No events are planned at the moment.');
    expect(eventsUnder(events, 'Past events').slice(0, 5)).toEqual([
      'Core banking modernisation breakfast, London',
      'Webinar: platform engineering product teams choose to use',
      'Halcyon summit',
      'Halcyon meetup',
      'AI governance round table for financial services, London',
    ]);
  });

  it('closes a job the day after its validThrough: the page stays and says so, and no list, sitemap or search shows it', () => {
    expect(log).toContain(
      'closed: tests/.tmp/schedule/jobs/data-scientist.mdx took applications until 2027-01-31: its page says so, and no job list, sitemap or search shows it',
    );
    const job = page('jobs/data-scientist');
    expect(job).toContain('This role is no longer open');
    expect(job).toContain(
      'Applications for Data Scientist closed on <time dateTime="2027-01-31">January 31, 2027</time>',
    );
    expect(job).toContain(
      '<strong>Applications closed.</strong> This role stopped taking applications on <time dateTime="2027-01-31">',
    );
    expect(job).not.toContain('id="application-form"');
    expect(job).not.toContain('JobPosting');
    expect(job).toContain('<meta name="robots" content="noindex"/>');
    // A blog post's link to the job still leads somewhere.
    expect(page('blog/career-growth')).toContain('href="/jobs/data-scientist"');
    expect(texts.get('sitemap.xml')).not.toContain('/jobs/');
    expect(filesHolding(texts, '"url":"/jobs/data-scientist"')).toEqual([]);
    expect(page('jobs')).not.toContain('href="/jobs/data-scientist"');
    expect(page('jobs')).toContain('There are no open roles at the moment.');
  });

  it('says on an event page that the event is over, and no longer calls it scheduled (truth, item 2)', () => {
    const breakfast = page('events/core-banking-breakfast-london');
    expect(breakfast).toContain('This event took place on February 24, 2027');
    expect(breakfast).toContain('Past event');
    expect(breakfast).not.toContain('EventScheduled');
    expect(breakfast).not.toContain('"offers"');
    expect(eventsUnder(page(''), 'Upcoming events')).toEqual([]);
    expect(page('')).toContain('No events are planned at the moment.');
  });
});
