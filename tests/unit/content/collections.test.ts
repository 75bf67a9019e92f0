import { describe, expect, it } from 'vitest';
import {
  blogPostSchema,
  caseStudySchema,
  collections,
  insightSchema,
  jobSchema,
  regionSchema,
  researchSchema,
} from '../../../src/shared/collections';
import { ContentError } from '../../../src/shared/content-error';
import { parsePage } from '../../../content/frontmatter';
import { schemaFor } from '../../../src/shared/schema';
import type { z } from 'zod';

function messageOf(lines: string[], schema: z.ZodObject): string {
  try {
    parsePage('pages/x.mdx', ['---', ...lines, '---', '', 'Body.'].join('\n'), schema);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  return 'no error';
}

const caseStudy = [
  'title: Loans in days',
  'description: A bank cut loan processing time.',
  'client: Regional bank',
  'industry: banking',
  'category: Retail banking',
  'summary: Cut processing time by 40%.',
  'challenge: Every application was checked by hand.',
  'outcomes:',
  '  - 40% processing-time reduction',
  'image: /images/illustrations/finance.svg',
  'imageAlt: Abstract illustration',
];

describe('collection schemas', () => {
  it('each folder gets its schema, and its index page the base one', () => {
    expect(schemaFor('case-studies/banking.mdx', collections)).toBe(caseStudySchema);
    expect(schemaFor('insights/ai-trading.mdx', collections)).toBe(insightSchema);
    expect(schemaFor('insights/blog.mdx', collections)).not.toBe(insightSchema);
    expect(schemaFor('insights/themes/cloud-native.mdx', collections)).not.toBe(insightSchema);
    expect(schemaFor('jobs/data-scientist.mdx', collections)).toBe(jobSchema);
    expect(schemaFor('blog/ai-ethics.mdx', collections)).toBe(blogPostSchema);
    expect(schemaFor('regions/uk.mdx', collections)).toBe(regionSchema);
    expect(schemaFor('jobs/index.mdx', collections)).not.toBe(jobSchema);
    expect(schemaFor('insights/research/technology-outlook-2025.mdx', collections)).toBe(researchSchema);
    expect(schemaFor('whitepapers/zero-trust.mdx', collections)).toBe(researchSchema);
    expect(schemaFor('whitepapers/index.mdx', collections)).not.toBe(researchSchema);
    expect(schemaFor('insights/research.mdx', collections)).not.toBe(researchSchema);
  });

  it('accepts a complete case study', () => {
    expect(messageOf(caseStudy, caseStudySchema)).toBe('no error');
  });

  it('a case study: a missing industry, a bad slug and an empty outcome list, each on its line', () => {
    const lines = caseStudy
      .filter((line) => !line.startsWith('industry:'))
      .map((line) => line.replace('category: Retail banking', 'service: Cloud Services'));
    const withoutOutcomes = lines
      .filter((line) => !line.startsWith('  - '))
      .map((line) => (line === 'outcomes:' ? 'outcomes: []' : line));
    expect(messageOf(withoutOutcomes, caseStudySchema)).toBe(
      [
        'pages/x.mdx:5: service: Must be a short name in lower-case letters, digits and dashes, such as banking',
        'pages/x.mdx:8: outcomes: Must have at least 1 item',
        'pages/x.mdx:11: industry: choose an industry page',
        'pages/x.mdx:11: category: write the category (short label above the card title, e.g. "Fraud prevention")',
      ].join('\n'),
    );
  });

  it('an insight: a date that does not exist', () => {
    const lines = [
      'title: T',
      'description: D',
      'category: Research',
      'date: 2025-02-30',
      'summary: S',
      'image: /images/illustrations/ai.svg',
      'imageAlt: A',
    ];
    expect(messageOf(lines, insightSchema)).toBe(
      'pages/x.mdx:5: date: 2025-02-30 is not a day in the calendar: February 2025 has 28 days',
    );
  });

  const researchItem = [
    'title: Cloud cost benchmark 2025',
    'description: What 400 leaders spend on cloud.',
    'type: Survey Report',
    'date: "2025-04-08"',
    'summary: How cloud spending is managed.',
    'pages: 27',
    'downloads: 2410',
  ];

  it('accepts a research item without the featured fields', () => {
    expect(messageOf(researchItem, researchSchema)).toBe('no error');
  });

  it('a research item: a fractional page count, and featured on the research page without its byline', () => {
    // Its type is a term of the vocabularies file, checked once that is read (vocabularies.test.ts).
    const lines = researchItem.map((line) => line.replace('pages: 27', 'pages: 27.5'));
    expect(messageOf([...lines, 'featuredOn: [research]'], researchSchema)).toBe(
      'pages/x.mdx:7: pages: Must be a whole number',
    );
    expect(messageOf([...researchItem, 'featuredOn: [research]'], researchSchema)).toBe(
      [
        'pages/x.mdx:10: author: Write it: the research page features this item',
        'pages/x.mdx:10: contributors: Write it: the research page features this item',
        'pages/x.mdx:10: keyInsights: Write it: the research page features this item',
      ].join('\n'),
    );
  });
});
