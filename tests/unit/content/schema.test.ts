import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { baseSchema, schemaFor, type Collection } from '../../../src/shared/schema';

const caseStudy = baseSchema.extend({ industry: z.string() });
const news = baseSchema.extend({ source: z.string() });
const collections: Collection[] = [
  { folder: 'case-studies', schema: caseStudy },
  { folder: 'investors/news', schema: news },
];

describe('schemaFor', () => {
  it('picks the collection schema for a file in the collection folder', () => {
    expect(schemaFor('case-studies/banking.mdx', collections)).toBe(caseStudy);
    expect(schemaFor('investors/news/q1.mdx', collections)).toBe(news);
  });

  it('uses the base schema for the collection index page', () => {
    expect(schemaFor('case-studies/index.mdx', collections)).toBe(baseSchema);
    expect(schemaFor('investors/news/index.mdx', collections)).toBe(baseSchema);
  });

  it('uses the base schema outside any collection', () => {
    expect(schemaFor('about-us.mdx', collections)).toBe(baseSchema);
    expect(schemaFor('case-studies.mdx', collections)).toBe(baseSchema);
    expect(schemaFor('case-studies-old/x.mdx', collections)).toBe(baseSchema);
    expect(schemaFor('investors/q1.mdx', collections)).toBe(baseSchema);
    expect(schemaFor('case-studies/banking.mdx', [])).toBe(baseSchema);
  });

  it('gives collection pages the extra field', () => {
    const schema = schemaFor('case-studies/banking.mdx', collections);
    expect(schema.safeParse({ title: 'T', description: 'D' }).success).toBe(false);
    expect(schema.safeParse({ title: 'T', description: 'D', industry: 'Banking' }).success).toBe(true);
  });
});

describe('baseSchema', () => {
  it('accepts site paths and refuses others as aliases', () => {
    const parse = (aliases: unknown[]) => baseSchema.safeParse({ title: 'T', description: 'D', aliases }).success;
    expect(parse(['/about/our-story', { path: '/old', anchor: 'team' }])).toBe(true);
    expect(parse(['/About'])).toBe(false);
    expect(parse(['/about/'])).toBe(false);
    expect(parse(['about'])).toBe(false);
    expect(parse([{ path: '/old', anchor: '#team' }])).toBe(false);
  });
});
