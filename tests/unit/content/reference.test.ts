import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { caseStudySchema, insightSchema } from '../../../src/shared/collections';
import { namedPages, reference, referencedKind } from '../../../src/shared/reference';

describe('reference()', () => {
  it('takes a slug for kinds named by slug and a path for the others', () => {
    expect(reference('industries').safeParse('banking').success).toBe(true);
    expect(reference('industries').safeParse('/industries/banking').success).toBe(false);
    expect(reference('pages').safeParse('/industries/banking').success).toBe(true);
    expect(reference('pages').safeParse('banking').success).toBe(false);
  });

  it('keeps its kind through .describe(), and is found inside .optional(), .default() and lists', () => {
    expect(referencedKind(reference('themes').describe('A theme.'))).toBe('themes');
    expect(referencedKind(z.string())).toBeUndefined();
    const schema = z.strictObject({
      industry: reference('industries').optional().describe('The industry.'),
      themes: z.array(reference('themes')).default([]).describe('Themes.'),
      people: z.array(z.strictObject({ page: reference('pages') })).optional(),
    });
    expect(namedPages(schema, { industry: 'banking', themes: ['ai', 'cloud'], people: [{ page: '/about' }] })).toEqual([
      { kind: 'industries', name: 'banking', path: ['industry'] },
      { kind: 'themes', name: 'ai', path: ['themes', 0] },
      { kind: 'themes', name: 'cloud', path: ['themes', 1] },
      { kind: 'pages', name: '/about', path: ['people', 0, 'page'] },
    ]);
  });

  it('is how the collections declare the pages they name', () => {
    expect(
      namedPages(caseStudySchema, { industry: 'banking', service: 'cloud', title: 'T' }).map(({ kind, path }) => [
        kind,
        path,
      ]),
    ).toEqual([
      ['industries', ['industry']],
      ['services', ['service']],
    ]);
    expect(namedPages(insightSchema, { themes: ['data-strategy'] }).map(({ kind }) => kind)).toEqual(['themes']);
  });
});
