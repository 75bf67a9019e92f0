import { describe, expect, it } from 'vitest';
import { pageEntries } from '../../../src/shared/pages';
import { site } from '../../../src/site';
import { structuredDataOf, structuredDataTags } from '../../../src/structured-data/page-structured-data';

const typesAt = (path: string, lastModified?: string) =>
  structuredDataOf(
    pageEntries.find((page) => page.path === path)!,
    pageEntries,
    site,
    lastModified,
  ).map((data) => data['@type']);

describe('structuredDataOf the real pages', () => {
  it('each kind of page gets its types', () => {
    expect(typesAt('/')).toEqual(['Organization', 'WebSite']);
    expect(typesAt('/about-us')).toEqual([]);
    expect(typesAt('/industries/manufacturing')).toEqual(['BreadcrumbList']);
    expect(typesAt('/insights/cloud-native')).toEqual(['BreadcrumbList', 'Article']);
    expect(typesAt('/blog/ai-ethics')).toEqual(['BreadcrumbList', 'BlogPosting']);
    expect(typesAt('/news/industry-recognition')).toEqual(['BreadcrumbList', 'NewsArticle']);
    expect(typesAt('/jobs/data-scientist')).toEqual(['BreadcrumbList', 'JobPosting']);
    expect(typesAt('/events/ai-governance-round-table-london')).toEqual(['BreadcrumbList', 'Event']);
  });

  it('a job without a date is posted on its file’s last change; an article is modified then, not before it is published', () => {
    const job = pageEntries.find((page) => page.path === '/jobs/data-scientist')!;
    expect(structuredDataOf(job, pageEntries, site, '2026-03-03T10:00:00+01:00')[1]).toMatchObject({
      datePosted: '2026-03-03T10:00:00+01:00',
    });
    const post = pageEntries.find((page) => page.path === '/blog/ai-ethics')!;
    expect(structuredDataOf(post, pageEntries, site, '2099-01-01T00:00:00Z')[1]).toMatchObject({
      dateModified: '2099-01-01T00:00:00Z',
    });
    expect(structuredDataOf(post, pageEntries, site, '2000-01-01T00:00:00Z')[1]).not.toHaveProperty('dateModified');
  });

  it('as head tags, one script per object', () => {
    const home = pageEntries.find((page) => page.path === '/')!;
    expect(structuredDataTags(home, pageEntries, site).map((tag) => tag.tag)).toEqual(['script', 'script']);
  });
});
