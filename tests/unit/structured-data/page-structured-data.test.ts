import { describe, expect, it } from 'vitest';
import { pageEntries } from '../../../src/shared/pages';
import { site } from '../../../src/site';
import { structuredDataOf, structuredDataTags } from '../../../src/structured-data/page-structured-data';

const typesAt = (path: string, lastModified?: string) =>
  structuredDataOf(
    pageEntries.find((page) => page.path === path)!,
    pageEntries,
    site,
    { lastModified },
  ).map((data) => data['@type']);

describe('structuredDataOf the real pages', () => {
  it('each kind of page gets its types', () => {
    expect(typesAt('/')).toEqual(['Organization', 'WebSite']);
    expect(typesAt('/about-us')).toEqual(['AboutPage']);
    expect(typesAt('/industries/manufacturing')).toEqual(['BreadcrumbList']);
    expect(typesAt('/insights/cloud-native')).toEqual(['BreadcrumbList', 'Article']);
    expect(typesAt('/blog/ai-ethics')).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(typesAt('/news/industry-recognition')).toEqual(['BreadcrumbList', 'NewsArticle']);
    expect(typesAt('/jobs/data-scientist')).toEqual(['BreadcrumbList', 'JobPosting']);
    expect(typesAt('/events/ai-governance-round-table-london')).toEqual(['BreadcrumbList', 'Event']);
  });

  it('self-describing pages and case studies', () => {
    expect(typesAt('/contact-us')).toEqual(['ContactPage']);
    expect(typesAt('/careers')).toEqual(['AboutPage']);
    expect(typesAt('/investors')).toEqual(['AboutPage']);
    expect(typesAt('/case-studies/finance')).toEqual(['BreadcrumbList', 'Article']);
  });

  it('a job is posted on its frontmatter day, whatever the file’s last change; its description is its text', () => {
    const job = pageEntries.find((page) => page.path === '/jobs/data-scientist')!;
    const html =
      '<main><section class="bg-navy">Hero</section><section class="section-space bg-white"><h2 class="x">The role</h2><p class="y">Build <a href="/">models</a>.</p></section></main>';
    expect(structuredDataOf(job, pageEntries, site, { lastModified: '2026-11-27T03:00:00Z', html })[1]).toMatchObject({
      datePosted: '2026-11-09',
      validThrough: '2027-01-31',
      description: '<h2>The role</h2><p>Build models .</p>',
      jobLocation: { address: { addressLocality: 'Bengaluru', addressCountry: 'IN' } },
      directApply: true,
    });
  });

  it('an article is modified on its last change, not before it is published, else on its publication day', () => {
    const post = pageEntries.find((page) => page.path === '/blog/ai-ethics')!;
    expect(structuredDataOf(post, pageEntries, site, { lastModified: '2099-01-01T00:00:00Z' })[1]).toMatchObject({
      dateModified: '2099-01-01T00:00:00Z',
      image: [`${site.url}/images/share/blog/ai-ethics.png`],
    });
    const published = post.frontmatter.date;
    expect(structuredDataOf(post, pageEntries, site, { lastModified: '2000-01-01T00:00:00Z' })[1]).toMatchObject({
      dateModified: published,
    });
  });

  it('an event with a time starts and ends at it, with the offset of its zone', () => {
    const roundTable = pageEntries.find((page) => page.path === '/events/ai-governance-round-table-london')!;
    expect(structuredDataOf(roundTable, pageEntries, site)[1]).toMatchObject({
      startDate: '2026-02-12T08:30:00+00:00',
      endDate: '2026-02-12T11:00:00+00:00',
      location: { address: { streetAddress: '100 Liverpool Street', addressCountry: 'GB' } },
    });
  });

  it('as head tags, one script per object', () => {
    const home = pageEntries.find((page) => page.path === '/')!;
    expect(structuredDataTags(home, pageEntries, site).map((tag) => tag.tag)).toEqual(['script', 'script']);
  });
});
