import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';
import { pageTypeOf } from '../../../content/page-type-of';
import { pageTypes } from '../../../src/shared/page-types';

describe('pageTypeOf', () => {
  it.each([
    ['services/cloud.mdx', 'Service'],
    ['services/cloud/migration.mdx', 'Service'],
    ['industries/banking.mdx', 'Industry'],
    ['case-studies/banking-cloud.mdx', 'Case study'],
    ['insights/cloud-native.mdx', 'Insight'],
    ['blog/ai-ethics.mdx', 'Blog post'],
    ['insights/research/technology-outlook-2025.mdx', 'Research'],
    ['whitepapers/zero-trust.mdx', 'Research'],
    ['news/ai-innovation-center.mdx', 'News'],
    ['jobs/data-scientist.mdx', 'Job'],
    ['events/ai-governance-round-table-london.mdx', 'Event'],
  ] as const)('%s is a %s', (file, type) => {
    expect(pageTypeOf(file)).toBe(type);
  });

  it.each([
    'index.mdx',
    'about-us.mdx',
    'about/leadership.mdx',
    'regions/uk.mdx',
    // A section's own page and the section pages beside a collection's members are pages.
    'services/index.mdx',
    'industries/index.mdx',
    'case-studies/index.mdx',
    'news/index.mdx',
    'jobs/index.mdx',
    'insights/index.mdx',
    'insights/themes.mdx',
    'insights/blog.mdx',
    'insights/themes/cloud-native.mdx',
  ])('%s is a page', (file) => {
    expect(pageTypeOf(file)).toBe('Page');
  });

  it("gives a translation its original's type, and reads Windows separators", () => {
    expect(pageTypeOf('hi/about-us.mdx')).toBe('Page');
    expect(pageTypeOf('hi/services/cloud.mdx')).toBe('Service');
    expect(pageTypeOf('hi/blog/ai-ethics.mdx')).toBe('Blog post');
    expect(pageTypeOf('services\\cloud\\migration.mdx')).toBe('Service');
  });

  it('finds every type among the real pages', () => {
    const files = readdirSync(join(projectRoot, 'pages'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.split('\\').join('/'));
    expect(new Set(files.map(pageTypeOf))).toEqual(new Set(pageTypes));
  });
});
